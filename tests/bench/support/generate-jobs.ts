import type pg from 'pg';
import { slugify } from '../../../src/domain/shared/slug';
import { BENEFITS, DEMO_OCCUPATIONS } from '../../../src/infrastructure/postgres/seed/demo-occupations';
import { ADMINISTRATIVE_AREAS, PLACES } from '../../../src/infrastructure/postgres/seed/demo-places';
import { DEMO_TERMS } from '../../../src/infrastructure/postgres/seed/demo-taxonomy';

/*
 * Bench data with SQL generate_series: `count` published jobs in the demo's shape (titles of the demo
 * occupations, ~60 German cities — most jobs within ~5 km of the centre, a third spread over ~30 km like
 * suburbs and small towns —, the demo taxonomy, one organization per 200 jobs), 3 % expired, every job
 * on `default`, the south-west ones on `suedwest` too.
 *
 * Descriptions vary as a real board's do (the search's cost depends on it: posting-list lengths, document
 * sizes): 100–350 words each (~175 on average), the occupation's own tasks and requirements in a random subset, sentences
 * of other occupations, 2–6 benefits, a paragraph of words drawn with a Zipf-like (log-uniform) law from
 * the demo vocabulary plus a long tail of rare words (product, project and place names: ~100,000
 * distinct), and a unique reference code. Deterministic (hash of the row number). Triggers are off while loading; the projection is then
 * built as an operator would after a bulk import: its secondary indexes dropped, `job_search_refresh`
 * in chunks on two connections, the same indexes (read from pg_indexes) created again.
 */

const CHUNK = 100_000;

/** Bumped whenever the generated data changes: a database reused by the bench must hold this version's. */
export const GENERATOR_VERSION = 4;

/** Words of job ads the demo texts lack; with theirs they make the frequent part of the vocabulary. */
const FILLER = [
  'Zukunft',
  'Verantwortung',
  'Kundinnen',
  'Qualität',
  'Innovation',
  'Digitalisierung',
  'Nachhaltigkeit',
  'Wachstum',
  'Mittelstand',
  'Familienunternehmen',
  'Konzern',
  'Standort',
  'Niederlassung',
  'Tochtergesellschaft',
  'Marktführer',
  'Hidden Champion',
  'Tradition',
  'Gesellschafter',
  'Mitarbeitende',
  'Kolleginnen',
  'Einarbeitung',
  'Mentoring',
  'Entwicklungsmöglichkeiten',
  'Karriere',
  'Perspektive',
  'Vergütung',
  'Tarifvertrag',
  'Sonderzahlungen',
  'Gleitzeit',
  'Vertrauensarbeitszeit',
  'Teilzeitmodelle',
  'Sabbatical',
  'Kinderbetreuung',
  'Betriebsrestaurant',
  'Fitnessstudio',
  'Firmenwagen',
  'Diensthandy',
  'Laptop',
  'Sprachkurse',
  'Zertifizierung',
  'Englischkenntnisse',
  'Französischkenntnisse',
  'Reisebereitschaft',
  'Führungserfahrung',
  'Projektleitung',
  'Prozessoptimierung',
  'Qualitätsmanagement',
  'Arbeitssicherheit',
  'Schichtarbeit',
  'Wochenenddienst',
  'Rufbereitschaft',
  'Kundenorientierung',
  'Eigeninitiative',
  'Organisationstalent',
  'Belastbarkeit',
  'Flexibilität',
  'Hands-on-Mentalität',
  'Diversität',
  'Chancengleichheit',
  'Schwerbehinderte',
  'Bewerbungsunterlagen',
  'Gehaltsvorstellung',
  'Eintrittstermin',
  'Ansprechpartnerin',
  'Personalabteilung',
  'Onlinebewerbung',
  'Vorstellungsgespräch',
  'Automobilindustrie',
  'Maschinenbau',
  'Medizintechnik',
  'Logistikzentrum',
  'Produktionshalle',
  'Verwaltungsgebäude',
  'Werkstatt',
  'Klinikum',
  'Pflegeheim',
  'Kindertagesstätte',
  'Rathaus',
  'Hotel',
  'Restaurant',
  'Filiale',
  'Lagerhalle',
  'Baustelle',
  'Labor',
  'SAP',
  'Excel',
  'Python',
  'Kubernetes',
  'AutoCAD',
  'DATEV',
  'Salesforce',
  'Jira',
  'Scrum',
  'Kanban',
];

/*
 * One description per row of the generator's FROM (jobs g with hashes h). Sentences: the title's own
 * (a random 4–7 of them, from $4), 1–4 of any occupation ($14), 2–6 benefits ($15); then 30–200 words
 * of $16 picked log-uniformly (rank r has probability ∝ 1/r) and 1 in 8 of them a rare word (one of
 * ~100,000 names), then the reference code.
 */
const DESCRIPTION_SQL = `(
  '<p>' || ($3::text[])[1 + h.t] || ' – ' || (array['Wir suchen Verstärkung', 'Werden Sie Teil unseres Teams', 'Zum nächstmöglichen Zeitpunkt gesucht', 'Ihre Chance', 'Gestalten Sie mit uns die Zukunft'])[1 + h.o % 5] || '.</p>'
  || '<h2>Ihre Aufgaben</h2><ul>' || (select string_agg('<li>' || x || '</li>', '' order by hashint8(g * 1000003 + n * 8)) from unnest(string_to_array(($4::text[])[1 + h.t], '|')) with ordinality as u(x, n) where n <= 4 + h.o % 4)
  || (select string_agg('<li>' || ($14::text[])[1 + abs(hashint8(g * 1000003 + i * 8 + 1)) % cardinality($14::text[])] || '</li>', '') from generate_series(1, 1 + h.j % 4) i)
  || '</ul><h2>Wir bieten</h2><ul>' || (select string_agg('<li>' || ($15::text[])[1 + abs(hashint8(g * 1000003 + i * 8 + 2)) % cardinality($15::text[])] || '</li>', '') from generate_series(1, 2 + h.k % 5) i)
  || '</ul><p>' || (select string_agg(case when abs(hashint8(g * 1000003 + i * 8 + 3)) % 8 = 0
                                            then (array['Projekt', 'Produkt', 'Kunde', 'Werk', 'Linie', 'Ort'])[1 + abs(hashint8(g * 1000003 + i * 8 + 4)) % 6] || (floor(exp(ln(100000) * (abs(hashint8(g * 1000003 + i * 8 + 5)) % 1000000) / 1000000.0)))::int
                                            else ($16::text[])[floor(exp(ln(cardinality($16::text[])) * (abs(hashint8(g * 1000003 + i * 8 + 6)) % 1000000) / 1000000.0))::int] end, ' ')
                from generate_series(1, 30 + (h.d / 7) % 171) i)
  || '.</p><p>Referenz JR-' || g || '</p>'
)`;

export interface GeneratedData {
  readonly jobs: number;
  readonly loadSeconds: number;
  readonly projectionSeconds: number;
}

export async function generateJobs(pool: pg.Pool, count: number, log: (line: string) => void): Promise<GeneratedData> {
  const started = Date.now();
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query('set statement_timeout = 0');
    await client.query(`set session_replication_role = replica`); // no triggers, no FK checks while loading
    await client.query(
      `insert into terms (id, vocabulary, labels, aliases, weight)
       select i, v, l, a, i from unnest($1::text[], $2::jsonb[], $3::jsonb[]) with ordinality as t(v, l, a, i)`,
      [
        DEMO_TERMS.map((t) => t.vocabulary),
        DEMO_TERMS.map((t) => JSON.stringify({ de: t.de, 'en-GB': t.en, fr: t.fr })),
        DEMO_TERMS.map((t) => JSON.stringify({ de: slugify(t.de), 'en-GB': slugify(t.en), fr: slugify(t.fr) })),
      ],
    );
    const organizations = Math.max(10, Math.round(count / 200));
    await client.query(
      `insert into organizations (id, name, slug, locality) select g, 'Bench Arbeitgeber ' || g, 'bench-arbeitgeber-' || g, 'Stuttgart' from generate_series(1, $1) g`,
      [organizations],
    );

    const termIds = (vocabulary: string) =>
      DEMO_TERMS.map((t, i) => [t, i + 1] as const)
        .filter(([t]) => t.vocabulary === vocabulary)
        .map(([, id]) => id);
    const occupationTerm = (key: string) => DEMO_TERMS.findIndex((t) => t.vocabulary === 'occupations' && t.key === key) + 1;
    const titles = DEMO_OCCUPATIONS.flatMap((o) =>
      o.titles.map((title) => ({ title, occupation: occupationTerm(o.key), text: [...o.tasks, ...o.profile] })),
    );
    const sentences = DEMO_OCCUPATIONS.flatMap((o) => [...o.tasks, ...o.profile]);
    // Generic words of job ads first (the frequent head of the law), the occupations' own words spread
    // over the tail in a fixed shuffled order: no occupation's words become as common as "Team".
    const words = (texts: readonly string[]) => texts.flatMap((text) => text.split(/[^\p{L}\p{N}-]+/u)).filter((w) => w.length > 3);
    const specific = [...new Set(words([...sentences, ...titles.map((t) => t.title), ...BENEFITS, ...PLACES.map((p) => p.locality)]))]
      .map((w, i) => ({ w, key: Math.imul(i + 1, 2_654_435_761) >>> 0 }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.w);
    const vocabulary = [...new Set([...FILLER, ...specific])];
    const params = {
      titles: titles.map((t) => t.title),
      // Own sentences of each title's occupation, '|'-separated (a 2-D SQL array must be rectangular).
      texts: titles.map((t) => t.text.join('|')),
      occupations: titles.map((t) => t.occupation),
      localities: PLACES.map((p) => p.locality),
      zips: PLACES.map((p) => p.zip),
      lats: PLACES.map((p) => p.lat),
      lons: PLACES.map((p) => p.lon),
      regions: PLACES.map((p) => p.region),
      areas: PLACES.map((p) => ADMINISTRATIVE_AREAS[p.region] ?? p.region),
    };
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      await client.query(
        `insert into jobs (id, type, state, title, slug, description_html, organization_id, locality, zip, administrative_area, region,
                           country_code, lat, lon, featured, external, published_at, expires_at)
         select g, 'job_per_template', 'published', ($3::text[])[1 + h.t], 'bench-' || g,
                ${DESCRIPTION_SQL}, 1 + h.o % $5::int,
                ($6::text[])[1 + h.p], ($7::text[])[1 + h.p], ($11::text[])[1 + h.p], ($10::text[])[1 + h.p], 'DE',
                ($8::float8[])[1 + h.p] + ((h.j % 2001) - 1000) / case when h.j % 3 = 0 then 3300.0 else 20000.0 end,
                ($9::float8[])[1 + h.p] + ((h.k % 2001) - 1000) / case when h.j % 3 = 0 then 2300.0 else 14000.0 end,
                h.o % 50 = 0, false,
                now() - make_interval(mins => h.d % (60 * 24 * 60)),
                case when h.e % 100 < 3 then now() - interval '1 day' else now() + make_interval(days => 14 + h.e % 60) end
         from generate_series($1::bigint, $2::bigint) g
         cross join lateral (select abs(hashint8(g)) % $12 as t, abs(hashint8(g + 7919)) as o, abs(hashint8(g + 104729)) % $13 as p,
                                    abs(hashint8(g + 1299709)) as j, abs(hashint8(g + 15485863)) as k, abs(hashint8(g + 32452843)) as d,
                                    abs(hashint8(g + 49979687)) as e) h`,
        [
          from,
          to,
          params.titles,
          params.texts,
          organizations,
          params.localities,
          params.zips,
          params.lats,
          params.lons,
          params.regions,
          params.areas,
          titles.length,
          PLACES.length,
          sentences,
          BENEFITS,
          vocabulary,
        ],
      );
      await client.query(
        `insert into job_sites (job_id, site, position)
         select id, 'default', 0 from jobs where id between $1 and $2
         union all select id, 'suedwest', 1 from jobs where id between $1 and $2 and region in ('BW', 'RP', 'SL')`,
        [from, to],
      );
      // Occupation from the title; one employment type, remote option, industry and experience level each.
      await client.query(
        `insert into job_terms (job_id, term_id)
         select j.id, x.term from jobs j
         cross join lateral (values
           (($3::int[])[1 + abs(hashint8(j.id)) % $4]),
           (($5::int[])[1 + abs(hashint8(j.id + 11)) % cardinality($5::int[])]),
           (($6::int[])[1 + abs(hashint8(j.id + 13)) % cardinality($6::int[])]),
           (($7::int[])[1 + abs(hashint8(j.id + 17)) % cardinality($7::int[])]),
           (($8::int[])[1 + abs(hashint8(j.id + 19)) % cardinality($8::int[])])) x(term)
         where j.id between $1 and $2
         on conflict do nothing`,
        [
          from,
          to,
          params.occupations,
          titles.length,
          termIds('employmentType'),
          termIds('remoteOptions'),
          termIds('industry'),
          termIds('yearsOfExperience'),
        ],
      );
      log(`  loaded ${to.toLocaleString('en')} jobs`);
    }
    await client.query(`set session_replication_role = origin`);
    const loaded = Date.now();
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'job_search' and indexname <> 'job_search_pkey'`,
    );
    for (const index of indexes) await client.query(`drop index ${index.indexname}`);
    const chunks: Array<[number, number]> = [];
    for (let from = 1; from <= count; from += CHUNK) chunks.push([from, Math.min(count, from + CHUNK - 1)]);
    const project = async () => {
      const worker = await pool.connect();
      try {
        await worker.query('set statement_timeout = 0');
        for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
          await worker.query('select job_search_refresh(array(select id from jobs where id between $1 and $2))', chunk);
          log(`  projected jobs ${chunk[0].toLocaleString('en')}–${chunk[1].toLocaleString('en')}`);
        }
      } finally {
        worker.release();
      }
    };
    await Promise.all([project(), project()]);
    for (const index of indexes) await client.query(index.indexdef);
    log(`  indexes built`);
    await client.query('vacuum analyze jobs, job_terms, job_sites, terms, organizations, job_search');
    return { jobs: count, loadSeconds: (loaded - started) / 1000, projectionSeconds: (Date.now() - loaded) / 1000 };
  } finally {
    client.release();
  }
}
