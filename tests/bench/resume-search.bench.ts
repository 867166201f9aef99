/**
 * Resume search at scale — prints p50 and p95 (asserts nothing: CI machines are noisy).
 *
 *   npm run bench:resumes                                            # the same as the line below
 *   npx tsx tests/bench/resume-search.bench.ts
 *   BENCH_RESUMES=20000 BENCH_QUERIES=200 npx tsx tests/bench/resume-search.bench.ts
 *   BENCH_DATABASE_URL=postgres://…/postgres npx tsx tests/bench/resume-search.bench.ts   # generate once, reuse after
 *
 * A throwaway embedded PostgreSQL (temp directory, free port), migrated, gets BENCH_RESUMES generated
 * resumes (default 100,000) written into `resumes` the way the applicant side writes them, so the search
 * projection is built by its trigger. 2% hide, 5% block the searching organization. Then the
 * platform's own adapter answers queries with words, facets, both, and both around a town (each with its
 * facet counts, page 1 of 10), and the latencies are printed per kind. Every desired location is placed
 * where the place locator would put it: near its town's centre, most within ~15 km, some further out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { resumeSearchQuery, type RawResumeSearch } from '../../src/domain/resume-search/resume-search-query';
import { startEmbeddedDatabase } from '../../src/infrastructure/postgres/embedded-database';
import { migrate } from '../../src/infrastructure/postgres/migrate';
import { PostgresResumeSearchIndex } from '../../src/infrastructure/postgres/resume-search/postgres-resume-search-index';
import { freePort } from '../ops/support/ops-harness';

const RESUMES = Number(process.env.BENCH_RESUMES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 100);
const log = (line: string) => process.stdout.write(`${line}\n`);

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Resumes in SQL, so 100,000 rows take one statement per batch (titles, skills and languages from short lists). */
async function generate(pool: pg.Pool, organizationId: string): Promise<void> {
  const batch = 10_000;
  for (let start = 0; start < RESUMES; start += batch) {
    await pool.query(
      `with u as (
         insert into users (email, password_hash, first_name, last_name, email_verified, approved)
         select 'bench-' || g || '@example.test', 'x', 'Vor', 'Name', true, true from generate_series($1::int, $2::int) g
         returning id)
       insert into resumes (user_id, visibility, content, completed_at)
       select u.id,
              case when u.id % 50 = 0 then 'hidden' when u.id % 2 = 0 then 'anonymous' else 'full' end,
              jsonb_build_object(
                'jobPreferences', jsonb_build_object(
                   'title', (array['Pflegefachkraft','Softwareentwickler','Industriemechaniker','Erzieherin','Buchhalter','Elektroniker',
                                   'Verkäuferin','Lagerlogistiker','Projektmanager','Kauffrau für Büromanagement'])[1 + u.id % 10],
                   'desiredLocation', (array['Freiburg','Stuttgart','Karlsruhe','Mannheim','Ulm'])[1 + u.id % 5],
                   'careerStatus', (array['pupil','student','apprentice','graduate','professional','executive','returner'])[1 + u.id % 7]),
                'languages', jsonb_build_array(jsonb_build_object('code', 'de'),
                                               jsonb_build_object('code', (array['en','fr','it','es','tr'])[1 + u.id % 5])),
                'skills', jsonb_build_array((array['Excel','SAP','Java','Pflege','CNC','Staplerschein','Python','Buchführung'])[1 + u.id % 8],
                                            (array['Teamarbeit','Führerschein B','Englisch','Kundenservice'])[1 + u.id % 4]),
                'workExperience', jsonb_build_array(jsonb_build_object(
                   'id', '1', 'jobTitle', (array['Krankenpfleger','Entwickler','Mechaniker','Erzieher','Sachbearbeiter'])[1 + u.id % 5],
                   'companyName', 'Firma ' || (u.id % 997), 'location', 'Baden', 'summary', '<p>Erfahrung in Planung und Betreuung</p>'))),
              now()
       from u`,
      [start + 1, Math.min(RESUMES, start + batch)],
    );
    await pool.query(
      `insert into resume_blocked_organizations (user_id, organization_id)
       select user_id, $1 from resumes where user_id % 20 = 0 and user_id between (select min(user_id) from resumes) and (select max(user_id) from resumes)
       on conflict do nothing`,
      [organizationId],
    );
    log(`  ${Math.min(RESUMES, start + batch)} resumes`);
  }
  await pool.query('analyze resume_search_index');
  await pool.query('analyze resume_blocked_organizations');
}

/** The generator's towns, (lon, lat) of their centres, in Baden-Württemberg. */
const TOWNS: Record<string, readonly [number, number]> = {
  Freiburg: [7.852, 47.999],
  Stuttgart: [9.182, 48.776],
  Karlsruhe: [8.404, 49.007],
  Mannheim: [8.466, 49.489],
  Ulm: [9.993, 48.401],
};

/**
 * What the place locator writes for each desired location (migration 0111), in one statement: a point up
 * to ±0.2° (≈ 15–22 km) around the town's centre, one resume in ten up to ±0.6° away.
 */
async function place(pool: pg.Pool): Promise<void> {
  const { rowCount } = await pool.query(
    `update resume_search_index i
        set located_location = i.desired_location, country_code = 'DE', administrative_area = 'Baden-Württemberg',
            pt = point(t.lon + (hashint8extended(i.user_id, 2) % 1000) / 1000.0 * (case when i.user_id % 10 = 0 then 0.6 else 0.2 end),
                       t.lat + (hashint8extended(i.user_id, 3) % 1000) / 1000.0 * (case when i.user_id % 10 = 0 then 0.6 else 0.2 end))
       from unnest($1::text[], $2::float8[], $3::float8[]) t(name, lon, lat)
      where t.name = i.desired_location and i.located_location is distinct from i.desired_location`,
    [Object.keys(TOWNS), Object.values(TOWNS).map((t) => t[0]), Object.values(TOWNS).map((t) => t[1])],
  );
  if (rowCount) {
    log(`  placed ${rowCount} desired locations`);
    await pool.query('vacuum analyze resume_search_index');
  }
}

const KINDS: Record<string, (i: number) => RawResumeSearch> = {
  keyword: (i) => ({ keywords: ['Pflege', 'Entwickler', 'Mechaniker', 'Buchhalter', 'Erzieherin'][i % 5]! }),
  facets: (i) => ({
    careerStatus: ['professional', 'student'],
    languages: [['en', 'fr', 'it'][i % 3]!],
    skills: ['SAP', 'Java', 'Pflege'].slice(0, 1 + (i % 3)),
  }),
  'keyword + facets': (i) => ({
    keywords: ['Pflege', 'Entwickler', 'Mechaniker'][i % 3]!,
    careerStatus: ['professional'],
    languages: ['en', 'fr'],
  }),
  'keyword + facets + radius': (i) => {
    // Freiburg and Stuttgart: where the generator's English and French speakers want to work.
    const town = (['Freiburg', 'Stuttgart'] as const)[i % 2]!;
    const [lon, lat] = TOWNS[town]!;
    return {
      keywords: ['Pflege', 'Entwickler', 'Mechaniker'][i % 3]!,
      careerStatus: ['professional'],
      languages: ['en', 'fr'],
      place: {
        label: town,
        lat,
        lon,
        locationType: 'locality',
        country: 'DE',
        administrativeArea: 'Baden-Württemberg',
        radius: [25, 50, 100][i % 3]!,
      },
    };
  },
  'everything, page 3': () => ({ page: 3 }),
};

/** A server of one's own (BENCH_DATABASE_URL) is kept, and its resumes are generated only once. */
async function database(): Promise<{ url: string; stop(): Promise<void> }> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) return { url: external, stop: async () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-resume-bench-'));
  const db = await startEmbeddedDatabase({
    dataDir: join(dir, 'pg'),
    port: await freePort(),
    database: 'postgres',
    log: { info: () => undefined, warn: log },
  });
  return {
    url: db.url,
    stop: async () => {
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const db = await database();
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    await migrate(pool);
    const existing = await pool.query<{ id: string }>(`select id::text from organizations where slug = 'bench-gmbh'`);
    const organizationId =
      existing.rows[0]?.id ??
      (await pool.query<{ id: string }>(`insert into organizations (name, slug) values ('Bench GmbH', 'bench-gmbh') returning id::text`))
        .rows[0]!.id;
    const { rows: counted } = await pool.query<{ n: string }>('select count(*) as n from resumes');
    if (Number(counted[0]!.n) < RESUMES) {
      log(`Generating ${RESUMES} resumes …`);
      const started = performance.now();
      await generate(pool, organizationId);
      log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      log(`Reusing ${counted[0]!.n} resumes`);
      await pool.query('vacuum analyze resume_search_index');
    }
    await place(pool);
    const index = new PostgresResumeSearchIndex(pool);
    log(`\nResume search at ${RESUMES} resumes, ${QUERIES} queries per kind (page of 10 with all facet counts):`);
    for (const [kind, raw] of Object.entries(KINDS)) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < QUERIES + 5; i++) {
        const query = resumeSearchQuery(raw(i));
        if (!query.ok) throw new Error(`bad query ${kind}`);
        const t0 = performance.now();
        const page = await index.search(query.value, { organizationId }, 10);
        // The first few warm the cache and plans.
        if (i >= 5) times.push(performance.now() - t0);
        total = page.total;
      }
      times.sort((a, b) => a - b);
      log(
        `  ${kind.padEnd(26)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (last total ${total})`,
      );
    }
  } finally {
    await pool.end();
    await db.stop();
  }
}

await main();
