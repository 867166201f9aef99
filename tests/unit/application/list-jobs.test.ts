import { describe, expect, it } from 'vitest';
import { ListJobs } from '../../../src/application/platform/jobs/list-jobs.use-case';
import { aJob } from '../../support/job-mother';
import { fixedClock } from '../../support/fixed-clock';
import { InMemoryJobRepository } from '../../support/in-memory-job-repository';
import { ctx } from '../../support/request-context';

const NOW = '2026-11-22T12:00:00.000Z';

describe('ListJobs', () => {
  const jobs = [
    aJob({ id: '1', publishedAt: '2026-11-20T00:00:00Z' }),
    aJob({ id: '2', publishedAt: '2026-11-21T00:00:00Z', featured: true }),
    aJob({ id: '3', state: 'archived' }),
    aJob({ id: '4', expiresAt: '2026-11-22T11:59:59Z' }),
    aJob({ id: '5', sites: ['suedwest'] }),
    aJob({ id: '6', state: 'needs_review' }),
  ];
  const useCase = new ListJobs(new InMemoryJobRepository(jobs), fixedClock(NOW));

  it('lists only published, unexpired jobs of the site, newest first', async () => {
    const result = await useCase.execute({ page: 1, pageSize: 10 }, ctx());
    expect(result.ok && result.value.items.map((j) => j.id)).toEqual(['2', '1']);
    expect(result.ok && result.value.total).toBe(2);
  });

  it('pages with first = (page-1)*size and a total over all pages', async () => {
    const result = await useCase.execute({ page: 2, pageSize: 1 }, ctx());
    expect(result.ok && result.value.items.map((j) => j.id)).toEqual(['1']);
    expect(result.ok && result.value.total).toBe(2);
  });

  it('narrows to featured (top) jobs', async () => {
    const result = await useCase.execute({ page: 1, pageSize: 10, featuredOnly: true }, ctx());
    expect(result.ok && result.value.items.map((j) => j.id)).toEqual(['2']);
  });

  it('refuses page sizes outside 1..50', async () => {
    expect(await useCase.execute({ page: 1, pageSize: 0 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_PAGE_SIZE' });
    expect(await useCase.execute({ page: 1, pageSize: 51 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_PAGE_SIZE' });
  });
});
