import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchTaxonomy } from '../../../src/domain/search/job-facets';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { daysFrom, insertJob, insertOrganization, insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The index writes its SQL from the request's shape (words, place, facet groups, company, sort, title
 * filter) and from the path it takes (exact pass; exact pass of the matching jobs plus a sampled one;
 * sampled counts plus a page statement). A parameter written into the values but not into the SQL
 * fails only at run time ("could not determine data type of parameter $7" in an early bench run), so
 * every shape runs on every path here, and the paths must agree on the page and the exact total.
 */
describe('PostgresJobIndex: every request shape on every path', () => {
  let db: TestDatabase;
  let taxonomy: SearchTaxonomy;
  const now = new Date();
  const ids: Record<string, string> = {};
  let paths: ReadonlyArray<readonly [string, PostgresJobIndex]>;

  beforeAll(async () => {
    db = await createTestDatabase();
    paths = [
      ['exact', new PostgresJobIndex(db.pool)],
      ['sampled 1 in 8', new PostgresJobIndex(db.pool, { exactLimit: 3, sampleLimit: 1_000 })],
      ['sampled 1 in 512', new PostgresJobIndex(db.pool, { exactLimit: 3, sampleLimit: 0 })],
    ];
    const orgs = [
      await insertOrganization(db.pool, { name: 'Klinikum Nord' }),
      await insertOrganization(db.pool, { name: 'Lager & Logistik' }),
    ];
    ids.org0 = orgs[0]!;
    ids.org1 = orgs[1]!;
    ids.full = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit' });
    ids.part = await insertTerm(db.pool, 'employmentType', { de: 'Teilzeit' });
    ids.health = await insertTerm(db.pool, 'industry', { de: 'Gesundheitswesen' });
    ids.remote = await insertTerm(db.pool, 'remoteOptions', { de: 'Homeoffice' });
    for (let i = 0; i < 40; i++) {
      const terms = [
        i % 2 === 0 ? ids.full : ids.part,
        ...(i % 3 === 0 ? [ids.health] : []),
        ...(i % 5 === 0 ? [ids.remote] : []),
      ] as string[];
      const title = i % 2 === 0 ? `Pflegefachkraft ${i}` : `Lagerhelfer ${i}`;
      const id = await insertJob(db.pool, { organizationId: orgs[i % 2]!, title, publishedAt: daysFrom(now, -i), termIds: terms });
      // Stuttgart and around (up to ~60 km), a few in Munich (Bayern)
      const [lat, lon, area] =
        i % 7 === 0 ? [48.137, 11.575, 'Bayern'] : [48.7758 + ((i % 5) - 2) * 0.12, 9.1829 + ((i % 4) - 2) * 0.15, 'Baden-Württemberg'];
      await db.pool.query('update jobs set lat = $2, lon = $3, administrative_area = $4 where id = $1', [id, lat, lon, area]);
    }
    taxonomy = await paths[0]![1].terms();
  });
  afterAll(() => db.drop());

  const PLACES = [
    '',
    'lat=48.7758&lon=9.1829&locationType=locality&radius=50',
    'lat=48.7758&lon=9.1829&locationType=locality',
    'locationType=administrative_area_level_1&administrativeArea=Bayern&country=DE',
  ];
  // Words in titles only; in titles of some and only the text of others (a relevance page of title
  // matches, then the others newest first); and one a title match does not imply (the text must lack it).
  const WORDS = ['', 'search=Pflegefachkraft', 'search=Pflegefachkraft or Gesundheitswesen', 'search=Pflegefachkraft -Vollzeit'];
  const facets = () => [
    '',
    `employmentType=${ids.full},${ids.part}&industry=${ids.health}`,
    `company=${ids.org0},${ids.org1}`,
    `company=${ids.org1}&remoteOptions=${ids.remote}`,
  ];
  const SORTS = ['sort=date', 'sort=distance', 'sort=relevance'];
  const TITLE_FILTER = ['', 'job_organization_name=lager %26 logistik'];
  // The first pages are walked down the date index (or the title index first), deeper ones are not.
  const PAGES = ['', 'page=3', 'page=4'];

  // Every shape on every path: about 30 s on a quiet 2-core machine, more when the host is shared.
  it('answers every shape on every path with the same page and, where exact, the same total', async () => {
    let shapes = 0;
    for (const place of PLACES)
      for (const words of WORDS)
        for (const facet of facets())
          for (const sort of SORTS)
            for (const title of TITLE_FILTER)
              for (const page of PAGES) {
                const query = [place, words, facet, sort, title, page].filter(Boolean).join('&');
                const built = buildJobSearchRequest(
                  { segments: [], params: [...new URLSearchParams(query)] },
                  { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy },
                );
                if (!built.ok) throw new Error(`${query}: ${built.code}`);
                const answers = [];
                for (const [name, index] of paths) {
                  const answer = await index.search({ request: built.value, site: 'default', now }).catch((error: Error) => {
                    throw new Error(`${name} path, ${query}: ${error.message}`);
                  });
                  answers.push(answer);
                }
                const [exact, ...others] = answers;
                expect(exact!.totalEstimated, query).toBe(false);
                for (const other of others) {
                  expect(
                    other.hits.map((h) => h.jobId),
                    query,
                  ).toEqual(exact!.hits.map((h) => h.jobId));
                  if (!other.totalEstimated) expect(other.total, query).toBe(exact!.total);
                }
                shapes++;
              }
    expect(shapes).toBe(PLACES.length * WORDS.length * 4 * SORTS.length * TITLE_FILTER.length * PAGES.length);
  }, 150_000);
});
