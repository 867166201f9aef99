/**
 * Job import benchmark — prints figures, asserts nothing (CI machines are noisy).
 *
 *   NODE_OPTIONS=--max-semi-space-size=2 npx tsx tests/bench/job-import.bench.ts   # V8 as the workers run (config/ecosystem.config.cjs)
 *   BENCH_IMPORT_JOBS=2000 npx tsx tests/bench/job-import.bench.ts
 *
 * A throwaway embedded PostgreSQL (temp directory, free port), migrated; one organization and its terms.
 * A local HTTP server serves one Indeed-style XML feed of N jobs (default 10,000, about 12 MB), written
 * the way the board's own /xml/jobs writes it. The production sync (guarded fetcher, saxes parser, the
 * wizard's rules and sanitizer, one transaction per job) runs twice: the first run creates every job,
 * the second reads the same feed and finds every job unchanged (content fingerprints), so it writes
 * nothing. Printed: both times, their ratio, and this process's peak resident memory (what a worker
 * holds while it imports; PostgreSQL runs in its own process).
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SettlePosting } from '../../src/application/platform/commerce/settle-posting';
import { SyncJobImport } from '../../src/application/platform/job-import/sync-job-import.use-case';
import { emptyMapping, type Importer } from '../../src/domain/job-import/importer';
import { FileSiteDirectory } from '../../src/infrastructure/config/site-directory';
import { GeonamesGeocoder } from '../../src/infrastructure/geo/geonames-geocoder';
import { GuardedHttpSourceFetcher } from '../../src/infrastructure/job-import/guarded-http-source-fetcher';
import { Sha256TextHasher } from '../../src/infrastructure/job-import/sha256-text-hasher';
import { StreamingJobFeedParser } from '../../src/infrastructure/job-import/streaming-job-feed-parser';
import { SILENT_LOG } from '../../src/infrastructure/postgres/database-log';
import { startEmbeddedDatabase } from '../../src/infrastructure/postgres/embedded-database';
import { PostgresCommerceRepository } from '../../src/infrastructure/postgres/commerce/postgres-commerce-repository';
import { PostgresImporterRepository } from '../../src/infrastructure/postgres/job-import/postgres-importer-repository';
import { PostgresJobImportStore } from '../../src/infrastructure/postgres/job-import/postgres-job-import-store';
import { migrate } from '../../src/infrastructure/postgres/migrate';
import { createPool } from '../../src/infrastructure/postgres/pool';
import { SanitizeHtmlRichTextSanitizer } from '../../src/infrastructure/sanitize/sanitize-html-rich-text-sanitizer';
import { freePort } from '../ops/support/ops-harness';

const JOBS = Number(process.env.BENCH_IMPORT_JOBS ?? 10_000);
const CITIES = ['Stuttgart', 'Karlsruhe', 'Mannheim', 'Freiburg im Breisgau', 'Heidelberg', 'Ulm', 'Heilbronn', 'Pforzheim'];
const TITLES = [
  'Pflegefachkraft',
  'Elektroniker',
  'Softwareentwickler',
  'Koch',
  'Lagerist',
  'Erzieherin',
  'Vertriebsmitarbeiter',
  'Buchhalter',
];

/** The feed as the board's /xml/jobs writes it: CDATA text, an HTML description, a salary line. */
function feedOf(count: number): Buffer {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<source><publisher>Bench ATS</publisher>\n'];
  for (let i = 0; i < count; i++) {
    const title = `${TITLES[i % TITLES.length]} (m/w/d) ${i}`;
    parts.push(
      `<job><title><![CDATA[${title}]]></title><referencenumber>BENCH-${i}</referencenumber>`,
      `<url><![CDATA[https://ats.example/jobs/${i}]]></url><company><![CDATA[Bench GmbH]]></company>`,
      `<city><![CDATA[${CITIES[i % CITIES.length]}]]></city><state>BW</state><country>DE</country>`,
      `<description><![CDATA[<p>Wir suchen Verstärkung für unser Team in ${CITIES[i % CITIES.length]}.</p>`,
      '<ul><li>Unbefristete Anstellung</li><li>Weiterbildung</li><li>Betriebliche Altersvorsorge</li></ul>',
      `<p>Ihre Aufgaben: ${'planen, umsetzen, abstimmen und dokumentieren; '.repeat(12)}</p>]]></description>`,
      `<salary><![CDATA[${3000 + (i % 20) * 100}-${3800 + (i % 20) * 100} EUR per month]]></salary>`,
      `<jobtype><![CDATA[${i % 3 === 0 ? 'parttime' : 'fulltime'}]]></jobtype></job>\n`,
    );
  }
  parts.push('</source>\n');
  return Buffer.from(parts.join(''), 'utf8');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'job-import-bench-'));
  const db = await startEmbeddedDatabase({ dataDir: join(dir, 'pg'), port: await freePort(), database: 'postgres', log: SILENT_LOG });
  const pool = createPool(db.url, { max: 4, applicationName: 'job-import-bench', statementTimeoutMs: 120_000 });
  const feed = feedOf(JOBS);
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    // In chunks, as a real server sends a large body.
    let offset = 0;
    const next = () => {
      while (offset < feed.length) {
        const chunk = feed.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', next);
      }
      res.end();
    };
    next();
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  try {
    await migrate(pool);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sourceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
    const { rows: org } = await pool.query<{ id: string }>(
      `insert into organizations (name, slug, locality) values ('Bench GmbH', 'bench-gmbh', 'Stuttgart') returning id::text`,
    );
    const term = async (vocabulary: string, de: string) =>
      (
        await pool.query<{ id: string }>(`insert into terms (vocabulary, labels, aliases) values ($1, $2, $2) returning id::text`, [
          vocabulary,
          JSON.stringify({ de }),
        ])
      ).rows[0]!.id;
    const fullTime = await term('employmentType', 'Vollzeit');
    const partTime = await term('employmentType', 'Teilzeit');
    const mapping = {
      ...emptyMapping(),
      employmentType: {
        rules: [
          { source: 'fulltime', termId: fullTime },
          { source: 'parttime', termId: partTime },
        ],
        defaultTermIds: [],
      },
    };
    const settings = {
      name: 'Bench',
      organizationId: org[0]!.id,
      site: 'default',
      sourceUrl,
      format: 'indeed_xml' as const,
      mapping,
      intervalHours: 24,
      followReview: false,
      enabled: true,
    };
    const importers = new PostgresImporterRepository(pool);
    const id = await importers.create(settings, new Date());
    const importer: Importer = { ...settings, id, createdAt: '', updatedAt: '' };
    const sites = new FileSiteDirectory();
    const geocoder = new GeonamesGeocoder();
    // The place data is loaded once per worker whatever it does; loaded here first, so the figure below
    // tells the worker's baseline from what the import adds.
    await geocoder.suggest({ text: 'Stuttgart', limit: 1, locale: 'de', bounds: null });
    const baseline = process.memoryUsage().rss;
    peakRss = baseline;
    const sync = new SyncJobImport(
      new GuardedHttpSourceFetcher({
        allowPrivateAddresses: true,
        connectTimeoutMs: 10_000,
        totalTimeoutMs: 600_000,
        maxRedirects: 0,
        userAgent: 'bench',
      }),
      new StreamingJobFeedParser(),
      new PostgresJobImportStore(pool),
      new SanitizeHtmlRichTextSanitizer(),
      new Sha256TextHasher(),
      geocoder,
      new SettlePosting(new PostgresCommerceRepository(pool), sites),
      sites,
      { now: () => new Date() },
    );
    const timed = async () => {
      const started = performance.now();
      const run = await sync.execute(importer);
      return { ms: performance.now() - started, run };
    };
    const first = await timed();
    const second = await timed();
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`job import, ${JOBS} jobs, feed ${mb(feed.length)} (node ${process.version})`);
    console.log('| run | time | created | updated | unchanged | unpublished | refused |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, r] of [
      ['first (import)', first],
      ['second (unchanged)', second],
    ] as const) {
      const c = r.run.counts;
      console.log(
        `| ${name} | ${(r.ms / 1000).toFixed(1)} s | ${c.created} | ${c.updated} | ${c.unchanged} | ${c.unpublished} | ${c.refused} |`,
      );
    }
    console.log(`second / first: ${((second.ms / first.ms) * 100).toFixed(1)} %`);
    console.log(`RSS before the runs (place data loaded): ${mb(baseline)}; peak RSS during the runs: ${mb(peakRss)}`);
    if (first.run.outcome !== 'succeeded' || second.run.counts.unchanged !== JOBS)
      console.log('UNEXPECTED:', first.run.error, second.run.counts);
  } finally {
    clearInterval(sampler);
    server.close();
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
