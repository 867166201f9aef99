import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteGateway } from '../../../src/application/board/routing/route-gateway.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { T } from '../../../src/infrastructure/di/tokens';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Job pages and landing pages when the route lookup fails (the platform's getRoutInfo answering an
 * error): the real composition root, Apollo gateways and PostgreSQL, with only the lookup made to fail.
 * The pages stand, found without the lookup, and carry no metatags (their head: the canonical link only).
 */
describe('a failing route lookup, on job and landing pages', () => {
  let db: TestDatabase;
  let board: Board;
  let lookups = 0;
  const logs: Array<Record<string, unknown>> = [];
  const ctx = { site: 'suedwest', locale: 'de', token: 'a-visitors-session-token' } as const;
  let job: { id: string; slug: string; title: string };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    const { rows } = await db.pool.query<{ id: string; slug: string; title: string }>(
      `select j.id::text, j.slug, j.title from jobs j join job_sites s on s.job_id = j.id
       where s.site = 'suedwest' and j.state = 'published' and (j.expires_at is null or j.expires_at > now()) order by j.id limit 1`,
    );
    job = rows[0]!;
    const c = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
    const failing: RouteGateway = {
      lookup: async () => {
        lookups++;
        throw new Error('Response not successful: Received status code 502');
      },
    };
    c.rebind(T.RouteGateway).toConstantValue(failing);
    c.rebind(T.Logger).toConstantValue(pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) }));
    board = boardFrom(c);
  });
  afterAll(() => db.drop());

  const failures = (page: string) => logs.filter((l) => l.code === 'ROUTE_LOOKUP_FAILED' && l.page === page);

  it('a job page is found by the id its slug ends in, without metatags, logged once without the visitor', async () => {
    const before = lookups;
    const page = await board.showJobPage.execute({ slug: job.slug }, ctx);
    expect(page).toMatchObject({
      kind: 'job',
      job: { id: job.id, slug: job.slug, title: job.title },
      metatags: [],
      routeLookupFailed: true,
    });
    expect(lookups).toBe(before + 1);
    expect(failures('job')).toHaveLength(1);
    expect(failures('job')[0]).toMatchObject({ level: 40, error: 'Response not successful: Received status code 502' });
    expect(JSON.stringify(logs)).not.toContain('a-visitors-session-token');
  });

  it('a slug that is not the job’s own, or names no job, is a 404, not an error page', async () => {
    expect(await board.showJobPage.execute({ slug: `ein-anderer-titel-${job.id}` }, ctx)).toEqual({ kind: 'not-found' });
    expect(await board.showJobPage.execute({ slug: 'gibt-es-nicht-999999999' }, ctx)).toEqual({ kind: 'not-found' });
    expect(await board.showJobPage.execute({ slug: 'ohne-nummer' }, ctx)).toEqual({ kind: 'not-found' });
  });

  it('a landing page is found by its path on its own site, without metatags', async () => {
    const page = await board.showContentPage.execute({ path: '/jobs-in-stuttgart' }, ctx);
    expect(page).toMatchObject({
      kind: 'landing',
      landing: { path: '/jobs-in-stuttgart', title: 'Jobs in Stuttgart' },
      metatags: [],
      routeLookupFailed: true,
    });
    expect(failures('landing')).toHaveLength(1);
    // Another site's landing page and unknown paths stay 404s.
    expect(await board.showContentPage.execute({ path: '/pflegejobs' }, ctx)).toEqual({ kind: 'not-found' });
    expect(await board.showContentPage.execute({ path: '/gibt-es-nicht' }, ctx)).toEqual({ kind: 'not-found' });
  });
});
