import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { T } from '../../../src/infrastructure/di/tokens';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * One label cache per process (issue 4): the search's facets, its cards, the job page, similar jobs and
 * an organization's jobs all label terms from the cache the composition root binds, so what one of them
 * read no other asks the database for again.
 */
describe('term labels through the composition root', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
  });
  afterAll(() => db.drop());

  it('once the process knows every term, no page asks the database for a term label', async () => {
    const container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
    const board = boardFrom(container);
    const ctx: BoardContext = { site: 'suedwest', locale: 'de' };
    const ids = (await db.pool.query<{ id: string }>('select id::text from terms')).rows.map((r) => r.id);
    await container.get(T.LabelCache).termLabels(ids);

    const pool = container.get<Pool>(T.Pool);
    const asked: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const text = args[0];
      asked.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return query(...args);
    }) as Pool['query'];

    const search = await board.searchJobs.execute({ segments: [], params: [['search', 'Pflege']] }, ctx);
    if (search.kind !== 'page') throw new Error(`expected a page, got ${search.kind}`);
    const hit = search.page.hits[0]!.job;
    expect(hit.employmentTypes.length + hit.remoteOptions.length).toBeGreaterThan(0);
    await board.showJobPage.execute({ slug: hit.slug }, ctx);
    await board.showSimilarJobs.execute({ jobId: hit.id }, ctx);
    await board.showOrganizationPage.execute({ slug: hit.organization.slug }, ctx);

    // The pages did read the database (jobs, organizations) …
    expect(asked.some((sql) => /from jobs j/.test(sql))).toBe(true);
    // … but no term's label.
    expect(asked.filter((sql) => /from terms where id = any/.test(sql))).toEqual([]);
  });
});
