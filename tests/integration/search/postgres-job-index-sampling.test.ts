import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchTaxonomy } from '../../../src/domain/search/job-facets';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import { sampledBy } from '../../../src/infrastructure/postgres/job-search-sampling';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { daysFrom, insertJob, insertOrganization, insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Large sets on a few jobs: with the exact limit lowered to 10, sixty jobs take the sampled path. The
 * expected estimates are computed here from the sample's definition (migrations 0011 and 0013: 1 in 8 by a seeded hash of the id).
 */
describe('PostgresJobIndex beyond the exact limit', () => {
  let db: TestDatabase;
  let exact: PostgresJobIndex;
  let sampled: PostgresJobIndex;
  let taxonomy: SearchTaxonomy;
  const now = new Date();
  const t: Record<string, string> = {};
  const STUTTGART = 'lat=48.7758&lon=9.1829&locationType=locality';

  const request = (query: string) => {
    const built = buildJobSearchRequest(
      { segments: [], params: [...new URLSearchParams(query)] },
      { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy },
    );
    if (!built.ok) throw new Error(built.code);
    return { request: built.value, site: 'default', now };
  };
  /** How many of the visible jobs matching `where` are in the 1-in-8 sample, times 8. */
  const estimate = async (where: string) => {
    const { rows } = await db.pool.query<{ n: number }>(
      `select count(*)::int as n from job_search s where 'default' = any(s.sites) and ${sampledBy(3)} and ${where}`,
    );
    return rows[0]!.n * 8;
  };
  const counts = (answer: Awaited<ReturnType<PostgresJobIndex['search']>>, field: string) =>
    Object.fromEntries(answer.facetCounts.filter((c) => c.field === field).map((c) => [c.label.de, c.count]));

  beforeAll(async () => {
    db = await createTestDatabase();
    exact = new PostgresJobIndex(db.pool);
    sampled = new PostgresJobIndex(db.pool, { exactLimit: 10, sampleLimit: 1_000 });
    const org = await insertOrganization(db.pool, { name: 'Großklinikum' });
    t.vollzeit = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit' });
    t.teilzeit = await insertTerm(db.pool, 'employmentType', { de: 'Teilzeit' });
    t.minijob = await insertTerm(db.pool, 'employmentType', { de: 'Minijob' });
    t.pflege = await insertTerm(db.pool, 'occupations', { de: 'Pflege' });
    for (let i = 0; i < 60; i++) {
      const type = i < 3 ? t.minijob! : i % 2 === 0 ? t.vollzeit! : t.teilzeit!;
      const title = i % 3 === 0 ? `Pflegefachkraft Station ${i}` : `Lagerhelfer Halle ${i}`;
      const id = await insertJob(db.pool, {
        organizationId: org,
        title,
        publishedAt: daysFrom(now, -i),
        termIds: [type, ...(i % 3 === 0 ? [t.pflege!] : [])],
      });
      // around Stuttgart, within 30 km
      await db.pool.query('update jobs set lat = $2, lon = $3 where id = $1', [
        id,
        48.7758 + ((i % 7) - 3) * 0.04,
        9.1829 + ((i % 5) - 2) * 0.06,
      ]);
    }
    taxonomy = await exact.terms();
  });
  afterAll(() => db.drop());

  it('estimates total and counts from the 1-in-8 sample; the page stays the exact newest ten', async () => {
    const answer = await sampled.search(request(''));
    const truth = await exact.search(request(''));
    expect(truth).toMatchObject({ total: 60, totalEstimated: false });
    expect(answer.totalEstimated).toBe(true);
    expect(answer.total).toBe(await estimate('true'));
    expect(answer.hits).toEqual(truth.hits);
    expect(counts(answer, 'employmentType').Vollzeit).toBe(await estimate(`s.term_ids @> array[${t.vollzeit}]::bigint[]`));
    expect(answer.facetCounts.every((c) => c.estimated && c.count % 8 === 0)).toBe(true);
    expect(truth.facetCounts.every((c) => !c.estimated)).toBe(true);
  });

  it('keeps total, page and the other facets exact when the matching jobs are few; only the narrowed facet is estimated', async () => {
    const q = request(`employmentType=${t.minijob}`);
    const answer = await sampled.search(q);
    const truth = await exact.search(q);
    expect(answer).toMatchObject({ total: 3, totalEstimated: false, hits: truth.hits });
    expect(counts(answer, 'occupations')).toEqual(counts(truth, 'occupations'));
    expect(answer.facetCounts.filter((c) => c.field === 'occupations').every((c) => !c.estimated)).toBe(true);
    const employment = answer.facetCounts.filter((c) => c.field === 'employmentType');
    expect(employment.length).toBeGreaterThan(0);
    expect(employment.every((c) => c.estimated)).toBe(true);
    expect(counts(answer, 'employmentType').Vollzeit).toBe(await estimate(`s.term_ids @> array[${t.vollzeit}]::bigint[]`));
  });

  it('with words and a place, estimates from the sample and still pages exactly', async () => {
    const q = request(`search=Pflegefachkraft&${STUTTGART}&radius=50`);
    const answer = await sampled.search(q);
    const truth = await exact.search(q);
    expect(truth.total).toBe(20);
    expect(answer.hits).toEqual(truth.hits);
    expect(answer.totalEstimated).toBe(true);
    expect(answer.total).toBe(await estimate(`s.document @@ job_search_query('Pflegefachkraft')`));
  });

  it('finds the same jobs with words and a radius as by distance alone, at every radius (grid cells never miss one)', async () => {
    for (const radius of [5, 25, 50]) {
      const q = request(`search=Lagerhelfer&${STUTTGART}&radius=${radius}`);
      const { rows } = await db.pool.query<{ n: number }>(
        `select count(*)::int as n from jobs j join job_search s on s.job_id = j.id
         where s.document @@ job_search_query('Lagerhelfer')
           and sqrt(power((j.lon - 9.1829) * 111.32 * cos(radians(48.7758)), 2) + power((j.lat - 48.7758) * 110.574, 2)) <= $1`,
        [radius],
      );
      expect((await exact.search(q)).total).toBe(rows[0]!.n);
    }
  });

  it('samples independently of what else is derived from the id with PostgreSQL’s plain hash', async () => {
    // The benchmark's generator chose each job's occupation by abs(hashint8(id)) % n: under a sample of
    // hashint8(id) & 7 = 0 every sampled id had an even hash, and some occupations never appeared in it.
    const { rows } = await db.pool.query<{ odd: number; even: number }>(
      `select count(*) filter (where abs(hashint8(g)) % 2 = 1)::int as odd, count(*) filter (where abs(hashint8(g)) % 2 = 0)::int as even
         from generate_series(1, 16000) g where ${sampledBy(3, 'g')}`,
    );
    // 1 in 8 of ~8,000 ids of each kind: ~1,000 each
    expect(rows[0]!.odd).toBeGreaterThan(850);
    expect(rows[0]!.even).toBeGreaterThan(850);
  });
});
