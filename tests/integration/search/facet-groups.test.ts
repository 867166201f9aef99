import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetEntries } from '../../../src/application/platform/search/run-job-search.use-case';
import type { SearchTaxonomy } from '../../../src/domain/search/job-facets';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Facet groups on the demo content: the occupational fields above the occupations. A group's count is the
 * jobs having any of its occupations (each once), left unnarrowed by the occupations ticked (multi-select)
 * and narrowed by the other facets; ticking a group's children finds exactly the jobs the group counted.
 */
describe('facet groups of the job search', () => {
  let db: TestDatabase;
  let index: PostgresJobIndex;
  let taxonomy: SearchTaxonomy;
  const now = new Date();
  const site = 'suedwest';

  const request = (query: string) => {
    const built = buildJobSearchRequest(
      { segments: [], params: [...new URLSearchParams(query)] },
      { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy },
    );
    if (!built.ok) throw new Error(built.code);
    return built.value;
  };
  const search = (query: string) => index.search({ request: request(query), site, now });
  const groupCounts = async (query: string) =>
    Object.fromEntries((await search(query)).facetGroupCounts.filter((g) => g.field === 'occupations').map((g) => [g.label.de, g.count]));

  /** The truth, asked of the tables: visible jobs of the site having any occupation of the group. */
  const jobsOfGroup = async (groupKey: string, extra = 'true') =>
    Number(
      (
        await db.pool.query<{ n: string }>(
          `select count(distinct j.id) as n from jobs j
           join job_sites s on s.job_id = j.id and s.site = $1
           join job_terms jt on jt.job_id = j.id join terms t on t.id = jt.term_id
           join term_groups g on g.id = t.group_id and g.key = $2
           where j.state = 'published' and j.published_at <= now() and (j.expires_at is null or j.expires_at > now()) and ${extra}`,
          [site, groupKey],
        )
      ).rows[0]!.n,
    );
  const childrenOf = async (groupKey: string) =>
    (
      await db.pool.query<{ id: string }>('select t.id::text from terms t join term_groups g on g.id = t.group_id where g.key = $1', [
        groupKey,
      ])
    ).rows.map((r) => r.id);

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    index = new PostgresJobIndex(db.pool);
    taxonomy = await index.terms();
  });
  afterAll(() => db.drop());

  it('counts the jobs having any occupation of the group, each job once', async () => {
    const counts = await groupCounts('');
    expect(Object.keys(counts).length).toBeGreaterThanOrEqual(4);
    expect(counts['Gesundheit & Soziales']).toBe(await jobsOfGroup('gesundheit-soziales'));
    expect(counts.IT).toBe(await jobsOfGroup('it'));
  });

  it('ticking a group’s children finds the jobs it counted; the occupations’ own ticks leave the counts, other facets narrow them', async () => {
    const before = await groupCounts('');
    const children = await childrenOf('gesundheit-soziales');
    const ticked = await search(children.map((id) => `occupations=${id}`).join('&'));
    expect(ticked.total).toBe(before['Gesundheit & Soziales']);
    expect(Object.fromEntries(ticked.facetGroupCounts.map((g) => [g.label.de, g.count]))).toEqual(before);

    const vollzeit = taxonomy.find((term) => term.field === 'employmentType' && term.alias.de === 'vollzeit')!;
    const narrowed = await groupCounts(`employmentType=${vollzeit.id}`);
    expect(narrowed['Gesundheit & Soziales']).toBe(
      await jobsOfGroup(
        'gesundheit-soziales',
        `exists (select 1 from job_terms v where v.job_id = j.id and v.term_id = ${Number(vollzeit.id)})`,
      ),
    );
    expect(narrowed['Gesundheit & Soziales']).toBeLessThan(before['Gesundheit & Soziales']!);
  });

  it('the facet entry names each group with its children among the offered values', async () => {
    const query = '';
    const answer = await search(query);
    const [occupations] = facetEntries(
      { ...request(query), facets: request(query).facets.filter((f) => f.field === 'occupations') },
      answer.facetCounts,
      'en-GB',
      answer.facetGroupCounts,
    );
    const health = occupations!.groups.find((g) => g.name === 'Health & social care')!;
    const labels = health.children.map((id) => occupations!.values.find((v) => v.filter === id)?.label);
    expect(labels.sort()).toEqual(['Education & social work', 'Medicine', 'Nursing & care']);
    // Values in no group would follow the groups; every demo occupation has one.
    expect(occupations!.groups.flatMap((g) => g.children).sort()).toEqual(occupations!.values.map((v) => v.filter).sort());
  });
});
