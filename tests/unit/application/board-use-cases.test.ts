import { describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { JobGateway, JobListRequest } from '../../../src/application/board/jobs/job-gateway.port';
import { ShowHomePage } from '../../../src/application/board/jobs/show-home-page.use-case';
import { ShowJobPage } from '../../../src/application/board/jobs/show-job-page.use-case';
import type { RouteGateway } from '../../../src/application/board/routing/route-gateway.port';
import type { RouteInfo } from '../../../src/domain/routing/route-info';
import { aJob } from '../../support/job-mother';

const board: BoardContext = { site: 'default', locale: 'de' };
const all = Array.from({ length: 23 }, (_, i) => aJob({ id: String(i + 1), featured: i < 3 }));

class FakeJobGateway implements JobGateway {
  calls: JobListRequest[] = [];
  async list(req: JobListRequest) {
    this.calls.push(req);
    const pool = req.featuredOnly ? all.filter((j) => j.featured) : all;
    const first = (req.page - 1) * req.pageSize;
    return { items: pool.slice(first, first + req.pageSize), total: pool.length };
  }
  async byId(id: string) {
    const job = all.find((j) => j.id === id);
    return job ? { job, expired: false } : null;
  }
}

describe('ShowHomePage', () => {
  it('loads the newest jobs and counts all of them', async () => {
    const gateway = new FakeJobGateway();
    const home = await new ShowHomePage(gateway).execute({ newestJobs: 10 }, board);
    expect(home.newestJobs).toHaveLength(10);
    expect(home.totalJobs).toBe(23);
    // As their cards show them: no description goes to the browser with the page.
    expect(home.newestJobs[0]).not.toHaveProperty('descriptionHtml');
  });
});

describe('ShowJobPage', () => {
  const routes = (info: RouteInfo): RouteGateway => ({ lookup: async () => info });

  it('loads the job the route points at, with its metatags', async () => {
    const result = await new ShowJobPage(
      routes({ kind: 'content', type: 'Job', id: '4', metatags: [{ meta: 'title', value: 'T' }] }),
      new FakeJobGateway(),
    ).execute({ slug: 'job-4' }, board);
    expect(result).toMatchObject({ kind: 'job', job: { id: '4' }, metatags: [{ meta: 'title', value: 'T' }] });
  });

  it('passes redirects on and turns errors and non-job content into not-found', async () => {
    const gw = new FakeJobGateway();
    expect(await new ShowJobPage(routes({ kind: 'redirect', code: 301, target: '/job/new-4' }), gw).execute({ slug: 'x' }, board)).toEqual({
      kind: 'redirect',
      code: 301,
      target: '/job/new-4',
    });
    expect(await new ShowJobPage(routes({ kind: 'error', code: 404, reason: 'Not found' }), gw).execute({ slug: 'x' }, board)).toEqual({
      kind: 'not-found',
    });
    expect(
      await new ShowJobPage(routes({ kind: 'content', type: 'LandingPage', id: '4', metatags: [] }), gw).execute({ slug: 'x' }, board),
    ).toEqual({ kind: 'not-found' });
  });
});
