import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import type { Board } from '../../../src/infrastructure/di/board';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The composition root wired for real: board use cases → Apollo gateways → in-process /graphql (yoga)
 * → platform use cases → PostgreSQL with the demo content. One slice, every hop real.
 */
describe('composition root', () => {
  let db: TestDatabase;
  let board: Board;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
  });

  afterAll(async () => {
    await db.drop();
  });

  it('binds the site and refuses an unknown one', () => {
    expect(board.site.key).toBe('suedwest');
    expect(() => buildContainer({ site: 'nowhere', databaseUrl: db.url, production: true })).toThrow(/Unknown site "nowhere"/);
  });

  it('serves the home page from the database through GraphQL', async () => {
    const home = await board.showHomePage.execute({ newestJobs: 10 }, { site: 'suedwest', locale: 'de' });
    expect(home.newestJobs).toHaveLength(10);
    expect(home.totalJobs).toBeGreaterThan(20);
    // As their cards show them: the page's data goes to the browser without descriptions.
    expect(home.newestJobs.every((j) => j.organization.name !== '' && !('descriptionHtml' in j))).toBe(true);
  });

  it('pages through the job search and opens a job by its path', async () => {
    const page1 = await board.searchJobs.execute({ segments: [], params: [] }, { site: 'suedwest', locale: 'de' });
    const page2 = await board.searchJobs.execute({ segments: [], params: [['page', '2']] }, { site: 'suedwest', locale: 'de' });
    if (page1.kind !== 'page' || page2.kind !== 'page') throw new Error(`expected pages, got ${page1.kind} and ${page2.kind}`);
    expect(page2.page.page).toBe(2);
    expect(page2.page.hits.map((h) => h.job.id)).not.toContain(page1.page.hits[0]!.job.id);

    const job = page2.page.hits[0]!.job;
    const detail = await board.showJobPage.execute({ slug: job.slug }, { site: 'suedwest', locale: 'en-GB' });
    expect(detail).toMatchObject({ kind: 'job', job: { id: job.id, title: job.title } });
    const canonical = detail.kind === 'job' ? detail.metatags.find((t) => t.meta === 'canonical')?.value : undefined;
    expect(canonical).toMatch(/^https:\/\/www\.jobs-[a-z]+\.de\/(de|en)\/job\//);
    expect(await board.showJobPage.execute({ slug: 'no-such-job-999999' }, { site: 'suedwest', locale: 'de' })).toEqual({
      kind: 'not-found',
    });
  });

  it('answers /graphql and health', async () => {
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-frontend': 'suedwest' },
        body: JSON.stringify({ query: '{ getAppConfig { key value } }' }),
      }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data.getAppConfig.length).toBeGreaterThan(0);
    expect(await board.checkHealth.execute()).toEqual({ healthy: true });
    expect(await board.users.current({ site: 'suedwest', locale: 'de' })).toBeNull();
  });
});
