/**
 * Job search benchmark (issue 4 item 8) — prints figures, asserts nothing (CI machines are noisy).
 *
 *   npm run bench                          # 100k and 1M jobs, then SSR vs static
 *   BENCH_SIZES=100000 npm run bench       # one size
 *   BENCH_QUERIES=300 BENCH_SSR_SECONDS=10 npm run bench
 *   BENCH_DATABASE_URL=postgres://…/postgres BENCH_REUSE=1 npm run bench   # reuse generated databases
 *
 * A throwaway embedded PostgreSQL (temp directory, free port) gets one database per size, filled with
 * SQL generate_series (tests/bench/support/generate-jobs.ts). Each query runs the platform's RunJobSearch
 * (PostgresJobIndex + hydrating the page's jobs) one at a time, after a warm-up:
 *   keyword  — words + 1–2 facets + place with radius, sorted by relevance;
 *   browse   — 1–2 facets + place with radius, no words, newest first.
 * Then `/jobs` of the production build (one worker, demo content) against a static server serving the
 * same HTML bytes, with the same concurrent client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { RunJobSearch } from '../../src/application/platform/search/run-job-search.use-case';
import type { SearchTaxonomy } from '../../src/domain/search/job-facets';
import { buildJobSearchRequest } from '../../src/domain/search/job-search-builder';
import type { JobSearchRequest } from '../../src/domain/search/job-search-request';
import { startEmbeddedDatabase } from '../../src/infrastructure/postgres/embedded-database';
import { FacetLabelCache } from '../../src/infrastructure/postgres/facet-label-cache';
import { migrate } from '../../src/infrastructure/postgres/migrate';
import { createPool } from '../../src/infrastructure/postgres/pool';
import { PostgresJobIndex } from '../../src/infrastructure/postgres/postgres-job-index';
import { PostgresJobRepository } from '../../src/infrastructure/postgres/postgres-job-repository';
import { PLACES } from '../../src/infrastructure/postgres/seed/demo-places';
import { seedDemoContent } from '../../src/infrastructure/postgres/seed/seed-demo-content';
import { SILENT_LOG } from '../../src/infrastructure/postgres/database-log';
import { DEMO_TERM_GROUPS, DEMO_TERMS } from '../../src/infrastructure/postgres/seed/demo-taxonomy';
import { insertTermGroups } from '../../src/infrastructure/postgres/seed/seed-term-groups';
import { GENERATOR_VERSION, generateJobs } from './support/generate-jobs';
import { freePort } from '../ops/support/ops-harness';
import { waitUntilServing } from './support/server-process';

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const WARMUP = 30;
const SSR_SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 10);
const SSR_CONCURRENCY = 16;
/** Jobs of the site with a Top upgrade in force for the "Top" pass: as many as the search places first. */
const TOP_JOBS = Number(process.env.BENCH_TOP_JOBS ?? 100);
/** The passes (groups off, on, with Top jobs) take turns this many times, each with its share of the queries. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const KEYWORDS = [
  'Pflege',
  'Softwareentwickler',
  'Vertrieb',
  'Lager',
  'Elektroniker',
  'Koch',
  'Buchhaltung',
  'Erzieher',
  'Kundenservice',
  'Ingenieur',
  'Verkäufer',
  'Administrator',
  'Java',
  'Teamarbeit',
];
const RADII = [25, 50, 100];

const log = (line: string) => process.stdout.write(`${line}\n`);

/** Deterministic pseudo-random numbers (mulberry32): the same queries every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function requests(kind: 'keyword' | 'browse', taxonomy: SearchTaxonomy, n: number, seed: number): JobSearchRequest[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const ids = (field: string) => taxonomy.filter((t) => t.field === field).map((t) => t.id);
  const facetFields = ['employmentType', 'remoteOptions', 'industry', 'yearsOfExperience'];
  // An occupational field ticked as a whole, as its group checkbox sends it: its occupations as one list.
  const occupationGroups = DEMO_TERM_GROUPS.filter((g) => g.vocabulary === 'occupations').map((g) =>
    g.terms.map((key) => String(DEMO_TERMS.findIndex((t) => t.vocabulary === 'occupations' && t.key === key) + 1)).join(','),
  );
  return Array.from({ length: n }, () => {
    const place = pick(PLACES);
    const params: Array<[string, string]> = [
      ['geo_location', place.locality],
      ['lat', String(place.lat)],
      ['lon', String(place.lon)],
      ['locationType', 'locality'],
      ['radius', String(pick(RADII))],
    ];
    const facets = 1 + Math.floor(next() * 2);
    for (let i = 0; i < facets; i++) {
      const field = pick(facetFields);
      params.push([field, [pick(ids(field)), ...(next() < 0.3 ? [pick(ids(field))] : [])].join(',')]);
    }
    if (next() < 0.3) params.push(['occupations', pick(occupationGroups)]);
    if (kind === 'keyword') params.push(['search', pick(KEYWORDS)]);
    const built = buildJobSearchRequest({ segments: [], params }, { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy });
    if (!built.ok) throw new Error(built.code);
    return built.value;
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Latency {
  readonly p50: number;
  readonly p95: number;
}

interface Timing extends Latency {
  readonly meanHits: number;
}

type PassName = 'groups off' | 'groups on' | `+ ${number} Top`;

interface Pass {
  readonly name: PassName;
  readonly keyword: Timing;
  readonly browse: Timing;
}

/** The demo's facet groups on the generated terms (the generator numbers terms as DEMO_TERMS lists them). */
async function withTermGroups(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await insertTermGroups(client, new Map(DEMO_TERMS.map((t, i) => [`${t.vocabulary}:${t.key}`, String(i + 1)])));
  } finally {
    client.release();
  }
}

/** `run` WARMUP times unmeasured, then `count` times measured one after the other. */
async function latency(count: number, run: (i: number) => Promise<void>): Promise<Latency> {
  return summary(await times(count, run));
}

/** `run` WARMUP times unmeasured, then `count` times measured: each one's milliseconds. */
async function times(count: number, run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const measured: number[] = [];
  for (let i = WARMUP; i < WARMUP + count; i++) {
    const start = performance.now();
    await run(i);
    measured.push(performance.now() - start);
  }
  return measured;
}

function summary(measured: readonly number[]): Latency {
  const sorted = [...measured].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Milliseconds and total hits of `list`'s searches past its first WARMUP (which warm up). */
async function measure(search: RunJobSearch, list: readonly JobSearchRequest[]): Promise<{ times: number[]; hits: number }> {
  const ctx = { site: 'default', locale: 'de' as const, actor: { kind: 'anonymous' as const }, requestId: 'bench' };
  let hits = 0;
  const measured = await times(list.length - WARMUP, async (i) => {
    const result = await search.execute(list[i]!, ctx);
    if (!result.ok) throw new Error(result.code);
    if (i >= WARMUP) hits += result.value.total;
  });
  return { times: measured, hits };
}

/**
 * The floor under every search: loading a page of 10 jobs by id (one statement, primary key), which each
 * search does after its index statements. On a shared 2-core host one such round trip is ~1 ms.
 */
function measurePageLoad(repository: PostgresJobRepository, ids: readonly string[]): Promise<Latency> {
  const next = random(3);
  return latency(QUERIES, async () => {
    await repository.findByIds(
      Array.from({ length: 10 }, () => ids[Math.floor(next() * ids.length)]!),
      'de',
    );
  });
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrl(adminUrl, name);
}

/** With BENCH_REUSE=1 and BENCH_DATABASE_URL, a database this generator filled completely before is used again. */
async function generatedBefore(adminUrl: string, name: string, size: number): Promise<string | null> {
  if (process.env.BENCH_REUSE !== '1') return null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  await admin.end();
  if (!rowCount) return null;
  const client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
  await client.connect();
  try {
    const { rows } = await client.query<{ jobs: number }>(`select jobs from bench_generated where version = $1`, [GENERATOR_VERSION]);
    return rows[0]?.jobs === size ? databaseUrl(adminUrl, name) : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** A statement that may take longer than the pool's statement timeout (a vacuum of a rewritten table). */
async function withoutTimeout(pool: pg.Pool, sql: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query(sql);
  } finally {
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}

async function benchSize(adminUrl: string, size: number) {
  const reused = await generatedBefore(adminUrl, `bench_${size}`, size);
  log(`\n${size.toLocaleString('en')} jobs: ${reused ? 'reusing the database generated before' : 'generating…'}`);
  const url = reused ?? (await createDatabase(adminUrl, `bench_${size}`));
  const pool = createPool(url, { max: 4, applicationName: 'jobboard-bench' });
  try {
    const applied = await migrate(pool);
    // A migration that rewrote the projection leaves it without visibility map: every index-only scan
    // visits the table until autovacuum comes by. Measure the steady state a live board is in.
    if (reused && applied.length > 0) await withoutTimeout(pool, 'vacuum analyze job_search');
    if (!reused) {
      const data = await generateJobs(pool, size, log);
      log(`  loaded in ${data.loadSeconds.toFixed(0)} s, projection in ${data.projectionSeconds.toFixed(0)} s`);
      await pool.query('create table bench_generated (version int not null, jobs int not null)');
      await pool.query('insert into bench_generated values ($1, $2)', [GENERATOR_VERSION, size]);
    }
    const { rows } = await pool.query<{ rows: string; size: string; words: string }>(
      `select (select count(*) from job_search)::text as rows,
              pg_size_pretty(pg_total_relation_size('job_search')) as size,
              (select round(avg(array_length(regexp_split_to_array(regexp_replace(description_html, '<[^>]*>', ' ', 'g'), '\\s+'), 1)))::text
                 from jobs tablesample system (1)) as words`,
    );
    log(`  ${rows[0]!.rows} rows, ${rows[0]!.size} with indexes; descriptions ~${rows[0]!.words} words on average`);
    const taxonomy = await new PostgresJobIndex(pool, undefined, new FacetLabelCache(pool)).terms();
    const keywordList = requests('keyword', taxonomy, QUERIES + WARMUP, 1);
    const browseList = requests('browse', taxonomy, QUERIES + WARMUP, 2);
    // The same queries three ways: facet groups off (no term in a group), on (the demo's occupational
    // fields, which each search then also counts), and on with TOP_JOBS of the site's jobs holding a Top
    // upgrade (placed first). The three alternate in ROUNDS rounds, so a shared host's load drifting during
    // the run weighs on each alike.
    const measured = new Map<PassName, { keyword: number[]; browse: number[]; hits: { keyword: number; browse: number } }>();
    const topName: PassName = `+ ${TOP_JOBS} Top`;
    const perRound = Math.ceil(QUERIES / ROUNDS);
    const setUp: Record<string, () => Promise<unknown>> = {
      'groups off': async () => {
        await pool.query('delete from job_highlights');
        await pool.query('update terms set group_id = null where group_id is not null');
      },
      'groups on': () => withTermGroups(pool),
      [topName]: () =>
        pool.query(
          `insert into job_highlights (job_id, site, kind, source)
           select job_id, 'default', 'top', 'staff' from job_search order by md5(job_id::text) limit $1`,
          [TOP_JOBS],
        ),
    };
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const part = (list: readonly JobSearchRequest[]) => [
          ...list.slice(0, WARMUP),
          ...list.slice(WARMUP + round * perRound, WARMUP + Math.min(QUERIES, (round + 1) * perRound)),
        ];
        for (const name of ['groups off', 'groups on', topName] as const) {
          await setUp[name]!();
          // One label cache per pass (it keeps each term's group), shared as the composition root shares it.
          const labels = new FacetLabelCache(pool);
          const search = new RunJobSearch(new PostgresJobIndex(pool, undefined, labels), new PostgresJobRepository(pool, labels), {
            now: () => new Date(),
          });
          const keyword = await measure(search, part(keywordList));
          const browse = await measure(search, part(browseList));
          const sofar = measured.get(name) ?? { keyword: [], browse: [], hits: { keyword: 0, browse: 0 } };
          sofar.keyword.push(...keyword.times);
          sofar.browse.push(...browse.times);
          sofar.hits.keyword += keyword.hits;
          sofar.hits.browse += browse.hits;
          measured.set(name, sofar);
        }
        log(`  round ${round + 1} of ${ROUNDS} done (load ${loadavg()[0]!.toFixed(1)})`);
      }
    } finally {
      await pool.query('delete from job_highlights');
    }
    const passes: Pass[] = [...measured].map(([name, m]) => ({
      name,
      keyword: { ...summary(m.keyword), meanHits: Math.round(m.hits.keyword / m.keyword.length) },
      browse: { ...summary(m.browse), meanHits: Math.round(m.hits.browse / m.browse.length) },
    }));
    for (const pass of passes) {
      log(`  ${pass.name.padEnd(15)} keyword: p50 ${pass.keyword.p50.toFixed(1)} ms, p95 ${pass.keyword.p95.toFixed(1)} ms`);
      log(`  ${pass.name.padEnd(15)} browse:  p50 ${pass.browse.p50.toFixed(1)} ms, p95 ${pass.browse.p95.toFixed(1)} ms`);
    }
    const repository = new PostgresJobRepository(pool, new FacetLabelCache(pool));
    const ids = (await pool.query<{ id: string }>('select job_id::text as id from job_search tablesample system (5)')).rows.map(
      (r) => r.id,
    );
    const pageLoad = await measurePageLoad(repository, ids);
    log(`  a page of 10 jobs by id: p50 ${pageLoad.p50.toFixed(1)} ms, p95 ${pageLoad.p95.toFixed(1)} ms`);
    return { size, passes, pageLoad };
  } finally {
    await pool.end();
  }
}

/** Connections kept open between requests, as a browser or a crawler keeps them. */
const AGENT = new Agent({ keepAlive: true, maxSockets: SSR_CONCURRENCY });

/**
 * One GET of `url`: its status and the body's bytes as sent. Read raw, as a load generator does: fetch
 * would decompress a brotli body in this process, which then measured the client rather than the server.
 */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; bytes: number }> {
  return new Promise((done, fail) => {
    get(url, { agent: AGENT, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done({ status: response.statusCode ?? 0, bytes }));
      response.on('error', fail);
    }).on('error', fail);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Requests per second of `url` with SSR_CONCURRENCY requests in flight for SSR_SECONDS, uncompressed
 * unless `acceptEncoding` asks otherwise (the static server has the uncompressed bytes only).
 */
async function throughput(
  url: string,
  acceptEncoding = 'identity',
  server?: ChildProcess,
): Promise<{ rps: number; errors: number; cpuMs: number | null }> {
  const until = performance.now() + SSR_SECONDS * 1000;
  const cpuBefore = cpuSeconds(server?.pid);
  let done = 0;
  let errors = 0;
  const worker = async () => {
    while (performance.now() < until) {
      try {
        const { status } = await rawGet(url, acceptEncoding);
        if (status === 200) done++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: SSR_CONCURRENCY }, worker));
  const cpuAfter = cpuSeconds(server?.pid);
  // The server's CPU per answered request: steadier than req/s on a host whose CPU time is stolen.
  const cpuMs = cpuBefore === null || cpuAfter === null || done === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / done;
  return { rps: done / ((performance.now() - start) / 1000), errors, cpuMs };
}

async function ssrVersusStatic(adminUrl: string) {
  const root = resolve(process.cwd());
  if (!existsSync(join(root, 'dist/http/serve.mjs'))) {
    log('\nSSR vs static: skipped (no production build; run npm run build first)');
    return null;
  }
  log('\nSSR vs static: demo content, /jobs on one production worker…');
  const url = await createDatabase(adminUrl, 'bench_demo');
  const pool = createPool(url, { max: 2 });
  await migrate(pool);
  await seedDemoContent(pool, [{ key: 'default', regions: ['DE'], enabled: true }], SILENT_LOG);
  await pool.end();
  const [ssrPort, staticPort] = [await freePort(), await freePort()];
  const env = { ...process.env, NODE_ENV: 'production', SITE: 'default', PORT: String(ssrPort), DATABASE_URL: url, LOG_LEVEL: 'warn' };
  const ssr = spawn(process.execPath, ['dist/http/serve.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let staticServer: ChildProcess | null = null;
  try {
    await waitUntilServing(`http://127.0.0.1:${ssrPort}/healthz`, ssr, 60);
    const page = `http://127.0.0.1:${ssrPort}/jobs`;
    const html = await (await fetch(page, { headers: { 'accept-encoding': 'identity' } })).text();
    // The same bytes from a plain node:http server (keep-alive, no work per request).
    const file = join(mkdtempSync(join(tmpdir(), 'jobboard-bench-html-')), 'jobs.html');
    writeFileSync(file, html);
    staticServer = spawn(
      process.execPath,
      [
        '-e',
        `const b=require('node:fs').readFileSync(process.env.HTML_FILE);require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});s.end(b)}).listen(${staticPort},'127.0.0.1')`,
      ],
      { env: { ...process.env, HTML_FILE: file }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await waitUntilServing(`http://127.0.0.1:${staticPort}/`, staticServer, 10);
    await throughput(page); // warm-up round, not reported
    const dynamic = await throughput(page, 'identity', ssr);
    const fixed = await throughput(`http://127.0.0.1:${staticPort}/`);
    // As a browser gets it (a guest: brotli, src/ui/server/compression.ts).
    const brotli = await throughput(page, 'br', ssr);
    const brotliBytes = (await rawGet(page, 'br')).bytes;
    return { bytes: Buffer.byteLength(html), ssr: dynamic, static: fixed, brotli, brotliBytes };
  } finally {
    AGENT.destroy();
    ssr.kill('SIGTERM');
    staticServer?.kill('SIGTERM');
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bench-'));
  const external = process.env.BENCH_DATABASE_URL;
  const db = external
    ? { url: external, stop: async () => undefined }
    : await startEmbeddedDatabase({
        dataDir: join(dir, 'pg'),
        port: await freePort(),
        database: 'postgres',
        log: { info: () => undefined, warn: log },
      });
  try {
    // The machine is shared: the 1-minute load average after each part says how noisy its figures are.
    const loads: Array<[string, number]> = [['start', loadavg()[0]!]];
    const results = [];
    for (const size of SIZES) {
      results.push(await benchSize(db.url, size));
      loads.push([`after ${size.toLocaleString('en')}`, loadavg()[0]!]);
    }
    const ssr = await ssrVersusStatic(db.url);
    if (ssr) loads.push(['after SSR', loadavg()[0]!]);

    const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
    log(`\nJob search latency (RunJobSearch on PostgreSQL, ${QUERIES} queries each, sequential, after ${WARMUP} warm-up)`);
    log('jobs        pass            query     p50         p95         mean total');
    for (const r of results) {
      const size = r.size.toLocaleString('en').padEnd(11);
      for (const pass of r.passes) {
        for (const [name, t] of [
          ['keyword', pass.keyword],
          ['browse', pass.browse],
        ] as const) {
          log(`${size} ${pass.name.padEnd(15)} ${name.padEnd(8)} ${ms(t.p50)}  ${ms(t.p95)}  ${String(t.meanHits).padStart(8)}`);
        }
      }
      // Part of every search above: what one statement costs on this host whatever the search does.
      log(
        `${size} ${''.padEnd(15)} ${'page'.padEnd(8)} ${ms(r.pageLoad.p50)}  ${ms(r.pageLoad.p95)}  (10 jobs by id, inside each search's figure)`,
      );
    }
    const small = results.find((r) => r.size === 100_000)?.passes.find((p) => p.name === 'groups on');
    const large = results.find((r) => r.size === 1_000_000)?.passes.find((p) => p.name === 'groups on');
    if (small && large) {
      log(
        `p95 ratio 1M/100k (groups on): keyword ${(large.keyword.p95 / small.keyword.p95).toFixed(2)}, browse ${(large.browse.p95 / small.browse.p95).toFixed(2)}`,
      );
    }
    if (ssr) {
      log(`\n/jobs (${ssr.bytes.toLocaleString('en')} bytes), ${SSR_CONCURRENCY} concurrent requests for ${SSR_SECONDS} s each:`);
      const cpu = (t: { cpuMs: number | null }) => (t.cpuMs === null ? '' : `, ${t.cpuMs.toFixed(1)} ms CPU each`);
      log(`  SSR (1 worker)  ${ssr.ssr.rps.toFixed(0).padStart(6)} req/s  (${ssr.ssr.errors} errors${cpu(ssr.ssr)})`);
      log(`  static          ${ssr.static.rps.toFixed(0).padStart(6)} req/s  (${ssr.static.errors} errors)`);
      log(`  SSR/static      ${(ssr.ssr.rps / ssr.static.rps).toFixed(3)}`);
      log(
        `  SSR, brotli     ${ssr.brotli.rps.toFixed(0).padStart(6)} req/s  (${ssr.brotli.errors} errors${cpu(ssr.brotli)}; as a browser gets it: ${ssr.brotliBytes.toLocaleString('en')} bytes)`,
      );
    }
    log(`\nload average (1 min, ${cpus().length} CPUs): ${loads.map(([when, load]) => `${when} ${load.toFixed(2)}`).join(', ')}`);
  } finally {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
