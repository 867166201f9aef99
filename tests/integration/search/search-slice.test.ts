import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { JobSearchPage } from '../../../src/application/board/search/search-jobs.use-case';
import { selectedValues } from '../../../src/domain/search/job-search-request';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Job search end to end: SearchJobs → Apollo gateway → in-process /graphql → RunJobSearch → PostgreSQL (demo content). */
describe('job search slice through the composition root', () => {
  let db: TestDatabase;
  let board: Board;
  const de: BoardContext = { site: 'suedwest', locale: 'de' };
  const fr: BoardContext = { site: 'suedwest', locale: 'fr' };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
  });
  afterAll(() => db.drop());

  const params = (query: string) => [...new URLSearchParams(query)];
  async function page(query: string, segments: string[] = [], ctx = de): Promise<JobSearchPage> {
    const result = await board.searchJobs.execute({ segments, params: params(query) }, ctx);
    if (result.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(result)}`);
    return result.page;
  }
  const termId = async (vocabulary: string, alias: string) =>
    (await db.pool.query<{ id: string }>(`select id::text from terms where vocabulary = $1 and aliases ->> 'de' = $2`, [vocabulary, alias]))
      .rows[0]!.id;

  it('the demo seed leaves the projection filled: browsing shows the site’s visible jobs with facets', async () => {
    const all = await page('');
    expect(all.total).toBe(db.seeded!.jobsPerSite.suedwest);
    expect(all.hits).toHaveLength(10);
    expect(all.pageCount).toBe(Math.ceil(all.total / 10));
    expect(all.noindex).toBe(false);
    expect(all.href).toBe('/jobs');
    expect(all.facets.map((f) => f.fieldName)).toEqual([
      'remoteOptions',
      'employmentType',
      'industry',
      'occupations',
      'yearsOfExperience',
      'company',
    ]);
    const employment = all.facets.find((f) => f.fieldName === 'employmentType')!;
    expect(employment).toMatchObject({ title: 'Anstellungsart', multiple: true, order: 1 });
    expect(employment.values.reduce((n, v) => n + v.count, 0)).toBeGreaterThanOrEqual(all.total);
    // the page's data goes to the browser: values as shown (it links through the taxonomy), jobs as cards
    expect(Object.keys(employment.values[0]!).sort()).toEqual(['count', 'filter', 'label']);
    expect(all.hits[0]!.job).not.toHaveProperty('descriptionHtml');
    expect(all.hits[0]!.job).toMatchObject({
      title: expect.any(String),
      organization: { name: expect.any(String) },
      location: { locality: expect.any(String) },
    });
    expect(all.taxonomy.length).toBeGreaterThan(40);
  });

  it('reads facet aliases from the path and redirects to the one URL of a search', async () => {
    const vollzeit = await termId('employmentType', 'vollzeit');
    const inPath = await page('', ['vollzeit']);
    expect(selectedValues(inPath.request, 'employmentType')).toEqual([vollzeit]);
    expect(inPath.hits.every((h) => h.job.employmentTypes.some((t) => t.id === vollzeit))).toBe(true);
    expect(await board.searchJobs.execute({ segments: [], params: params(`employmentType=${vollzeit}&search=Pflege`) }, de)).toEqual({
      kind: 'redirect',
      status: 301,
      href: '/jobs/vollzeit?search=Pflege',
    });
    // French aliases on the French page; a German alias there moves to the French one
    expect((await page('', ['temps-plein'], fr)).total).toBe(inPath.total);
    expect(await board.searchJobs.execute({ segments: ['vollzeit'], params: [] }, fr)).toMatchObject({
      kind: 'redirect',
      href: '/jobs/temps-plein',
    });
    expect(await board.searchJobs.execute({ segments: ['gibt-es-nicht'], params: [] }, de)).toEqual({ kind: 'not-found' });
  });

  it('searches words, narrows by place, pages, and sends pages past the end to the last one', async () => {
    const pflege = await page('search=Pflege');
    expect(pflege.total).toBeGreaterThan(0);
    expect(pflege.request.sort).toBe('relevance');
    const near = await page('geo_location=Stuttgart&lat=48.7758&lon=9.1829&locationType=locality&radius=25&sort=distance');
    expect(near.total).toBeGreaterThan(0);
    expect(near.hits.every((h) => h.distanceKm !== null && h.distanceKm <= 25)).toBe(true);
    // The demo's Top jobs come first, nearest first among themselves; then the others, nearest first.
    const tops = near.hits.findIndex((h) => !h.top);
    expect(near.hits.slice(Math.max(tops, 0)).every((h) => !h.top)).toBe(true);
    for (const part of [near.hits.filter((h) => h.top), near.hits.filter((h) => !h.top)]) {
      const distances = part.map((h) => h.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    const last = Math.ceil(pflege.total / 10);
    expect(await board.searchJobs.execute({ segments: [], params: params(`search=Pflege&page=${last + 3}`) }, de)).toEqual({
      kind: 'redirect',
      status: 302,
      href: last > 1 ? `/jobs?search=Pflege&page=${last}` : '/jobs?search=Pflege',
    });
    const nothing = await page('search=Quantenchromodynamik');
    expect(nothing).toMatchObject({ total: 0, noindex: true, hits: [] });
  });

  it('ignores nonsense parameters: the clean URL of what is left, then a normal page listing the selected values', async () => {
    const nonsense = `page=-1&radius=7&lat=999&search=${'x'.repeat(10_000)}&employmentType=99999999,abc&company=123456789`;
    const redirect = await board.searchJobs.execute({ segments: [], params: params(nonsense) }, de);
    expect(redirect).toEqual({ kind: 'redirect', status: 302, href: `/jobs?search=${'x'.repeat(200)}&company=123456789` });
    if (redirect.kind !== 'redirect') return;
    const odd = await page(redirect.href.split('?')[1]!);
    expect(odd.request.geoLocation).toBeNull();
    expect(odd.total).toBe(0);
    const company = odd.facets.find((f) => f.fieldName === 'company')!;
    expect(company.values).toEqual([expect.objectContaining({ filter: '123456789', count: 0 })]);
  });

  it('validates GraphQL arguments: limits and the spec’s rules are a BAD_USER_INPUT, never a crash', async () => {
    const ask = async (request: Record<string, unknown>) => {
      const response = await board.handleGraphql(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-frontend': 'suedwest' },
          body: JSON.stringify({
            query: 'query ($r: JobSearchRequestInput!) { jobSearch(request: $r) { total items { id } facets { fieldName } } }',
            variables: {
              r: {
                language: 'de',
                facets: [],
                condition_group: { conjunction: 'AND', groups: [] },
                range: { first: 0, last: 10 },
                ...request,
              },
            },
          }),
        }),
      );
      return (await response.json()) as {
        data?: { jobSearch: { total: number } };
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      };
    };
    expect((await ask({})).data?.jobSearch.total).toBe(db.seeded!.jobsPerSite.suedwest);
    const bad = async (request: Record<string, unknown>, message: RegExp) => {
      const answer = await ask(request);
      expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } });
    };
    await bad({ range: { first: 0, last: 51 } }, /range.last/);
    await bad({ fulltext: { keys: 'x'.repeat(201) } }, /at most 200/);
    await bad({ geoLocation: { lat: 48.7, lon: 9.1, radius: 7, locationType: 'locality' } }, /radius must be one of/);
    await bad({ geoLocation: { country: 'DE', radius: 25, locationType: 'country' } }, /take no radius/);
    await bad({ sort: 'distance' }, /sort distance needs lat and lon/);
    await bad(
      {
        condition_group: {
          conjunction: 'AND',
          groups: [{ conjunction: 'OR', tags: ['facet:industry'], conditions: [{ operator: '=', name: 'employmentType', value: '1' }] }],
        },
      },
      /facet group/,
    );
    await bad(
      {
        condition_group: {
          conjunction: 'AND',
          groups: [{ conjunction: 'OR', tags: [], conditions: [{ operator: '=', name: 'employmentType', value: 'x; drop' }] }],
        },
      },
      /numeric ids/,
    );
    await bad({ range: { first: 20_000, last: 10 } }, /range.first/);
    // `missing: true` would ask for a count of jobs without a value: refused, not accepted and ignored.
    const facet = { field: 'employmentType', limit: 100, operator: 'OR', min_count: 1 };
    await bad({ facets: [{ ...facet, missing: true }] }, /missing: true is not supported/);
    expect((await ask({ facets: [{ ...facet, missing: false }] })).data?.jobSearch.total).toBe(db.seeded!.jobsPerSite.suedwest);
    // A denormal latitude would underflow in the database's radians(): rounded to 0 at the edge, it searches.
    const denormal = await ask({ geoLocation: { lat: 5e-324, lon: 5e-324, radius: 25, locationType: 'locality' }, sort: 'distance' });
    expect(denormal).toEqual({ data: { jobSearch: { total: 0, items: [], facets: [] } } });
  });
});
