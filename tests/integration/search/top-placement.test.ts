import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchTaxonomy } from '../../../src/domain/search/job-facets';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { daysFrom, insertJob, insertOrganization, insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Jobs with a Top highlight in force come first in the search of their site — when they match the
 * search — and every page of "Top first, then the rest" holds each match exactly once.
 */
describe('Top placement in the job search (PostgreSQL)', () => {
  let db: TestDatabase;
  let exact: PostgresJobIndex;
  let sampled: PostgresJobIndex;
  let taxonomy: SearchTaxonomy;
  const now = new Date();
  const ids: string[] = [];
  const t: Record<string, string> = {};

  const request = (query: string, page = 1, at = now) => {
    const built = buildJobSearchRequest(
      { segments: [], params: [...new URLSearchParams(`${query}${page > 1 ? `&page=${page}` : ''}`)] },
      { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy },
    );
    if (!built.ok) throw new Error(built.code);
    return { request: built.value, site: 'default', now: at };
  };
  const highlight = (jobId: string, site: string, startsDaysAgo: number, endsInDays: number | null) =>
    db.pool.query(`insert into job_highlights (job_id, site, kind, source, starts_at, ends_at) values ($1, $2, 'top', 'upgrade', $3, $4)`, [
      jobId,
      site,
      daysFrom(now, -startsDaysAgo),
      endsInDays === null ? null : daysFrom(now, endsInDays),
    ]);

  beforeAll(async () => {
    db = await createTestDatabase();
    exact = new PostgresJobIndex(db.pool);
    sampled = new PostgresJobIndex(db.pool, { exactLimit: 10, sampleLimit: 1_000 });
    const org = await insertOrganization(db.pool, { name: 'Platzierung GmbH' });
    t.vollzeit = await insertTerm(db.pool, 'employmentType', { de: 'Vollzeit' });
    t.teilzeit = await insertTerm(db.pool, 'employmentType', { de: 'Teilzeit' });
    // ids[0] is the newest.
    for (let i = 0; i < 30; i++) {
      ids.push(
        await insertJob(db.pool, {
          organizationId: org,
          title: i % 2 === 0 ? `Pflegefachkraft ${i}` : `Lagerhelfer ${i}`,
          publishedAt: daysFrom(now, -i - 1),
          termIds: [i % 2 === 0 ? t.vollzeit : t.teilzeit],
        }),
      );
    }
    await highlight(ids[20]!, 'default', 1, 7); // Pflegefachkraft 20, Vollzeit
    await highlight(ids[25]!, 'default', 2, 5); // Lagerhelfer 25, Teilzeit
    await highlight(ids[28]!, 'default', 30, -1); // ended yesterday
    await highlight(ids[27]!, 'mainfranken', 1, 7); // another site's
    taxonomy = await exact.terms();
  });
  afterAll(() => db.drop());

  const hitIds = (answer: Awaited<ReturnType<PostgresJobIndex['search']>>) => answer.hits.map((h) => h.jobId);

  it('places the jobs with a Top upgrade in force first, among themselves in the normal order, flagged top', async () => {
    const answer = await exact.search(request(''));
    expect(answer.total).toBe(30);
    expect(hitIds(answer)).toEqual([ids[20], ids[25], ...ids.slice(0, 8)]);
    expect(answer.hits.map((h) => h.top)).toEqual([true, true, ...Array(8).fill(false)]);
  });

  it('shows every match exactly once across the pages, the rest in the normal order', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (p) => hitIds(await exact.search(request('', p)))));
    const rest = ids.filter((id) => id !== ids[20] && id !== ids[25]);
    expect(pages.flat()).toEqual([ids[20], ids[25], ...rest]);
  });

  it('places only Top jobs matching the words and facets; the others stay out', async () => {
    const vollzeit = await exact.search(request(`employmentType=${t.vollzeit}`));
    expect(vollzeit.total).toBe(15);
    expect(hitIds(vollzeit)[0]).toBe(ids[20]);
    expect(hitIds(vollzeit)).not.toContain(ids[25]);
    expect(vollzeit.hits.filter((h) => h.top)).toHaveLength(1);

    const words = await exact.search(request('search=Lagerhelfer'));
    expect(hitIds(words)[0]).toBe(ids[25]);
    expect(hitIds(words)).not.toContain(ids[20]);
    expect(words.total).toBe(15);
  });

  it('ends with the upgrade: after its end the job is back in its normal place', async () => {
    const later = await exact.search(request('', 1, daysFrom(now, 6)));
    expect(hitIds(later)[0]).toBe(ids[20]);
    expect(later.hits.filter((h) => h.top).map((h) => h.jobId)).toEqual([ids[20]]);
    const afterAll = await exact.search(request('', 3, daysFrom(now, 8)));
    expect(afterAll.hits.some((h) => h.top)).toBe(false);
  });

  it('places the same way on the sampled path of large sets', async () => {
    for (const p of [1, 2, 3]) expect(hitIds(await sampled.search(request('', p)))).toEqual(hitIds(await exact.search(request('', p))));
  });

  it("places no other site's Top job, and nothing in a digest of new jobs", async () => {
    const all = (await Promise.all([1, 2, 3].map((p) => exact.search(request('', p))))).flatMap((a) => a.hits);
    expect(all.find((h) => h.jobId === ids[27])?.top).toBe(false);
    const digest = await exact.search({ ...request(''), publishedAfter: daysFrom(now, -40) });
    expect(hitIds(digest).slice(0, 3)).toEqual(ids.slice(0, 3));
  });
});
