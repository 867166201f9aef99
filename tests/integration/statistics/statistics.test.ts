import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { BookmarksApiDeps } from '../../../src/infrastructure/graphql/server/alerts-api-deps';
import { statisticsDay } from '../../../src/domain/statistics/job-statistics';
import type { Board } from '../../../src/infrastructure/di/board';
import { BOOKMARKS } from '../../../src/infrastructure/di/bookmarks.module';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { STATISTICS } from '../../../src/infrastructure/di/statistics.module';
import { BufferedJobEventCounter } from '../../../src/infrastructure/postgres/statistics/buffered-job-event-counter';
import { handleJobEventBeacon } from '../../../src/ui/server/statistics/job-event-beacon.server';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Statistics end to end on PostgreSQL through a real composition root: the pages' beacon through the
 * board's endpoint, the board's gateway and the platform's GraphQL; bookmarks through their use case; the
 * reading and the CSV export with their authorization.
 */
let db: TestDatabase;
let container: ReturnType<typeof buildContainer>;
let b: Board;
let jobId = '';
let organizationId = '';
let recruiter = '';
let stranger = '';
let staff = '';
let applicant = { token: '', userId: '' };

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const today = statisticsDay(new Date());

beforeAll(async () => {
  db = await createTestDatabase();
  container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
  b = boardFrom(container);
  const owner = await insertUser(db.pool, { email: 'owner@stats.test', roles: [['recruiter', null]] });
  await insertUser(db.pool, { email: 'other@stats.test', roles: [['recruiter', null]] });
  await insertUser(db.pool, { email: 'staff@stats.test', roles: [['administrator', null]] });
  await insertUser(db.pool, { email: 'applicant@stats.test', roles: [['applicant', null]] });
  organizationId = await insertOrganization(db.pool, { ownerId: owner });
  await insertOrganization(db.pool, { ownerId: (await signIn(db.pool, 'other@stats.test')).userId });
  // A title a spreadsheet would run as a formula: the export must defuse it.
  jobId = await insertJob(db.pool, { organizationId, title: '=HYPERLINK("http://evil.test","Job")', sites: ['suedwest'] });
  recruiter = (await signIn(db.pool, 'owner@stats.test')).token;
  stranger = (await signIn(db.pool, 'other@stats.test')).token;
  staff = (await signIn(db.pool, 'staff@stats.test')).token;
  applicant = await signIn(db.pool, 'applicant@stats.test');
});

afterAll(async () => {
  await container?.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
  await db?.drop();
});

function beacon(body: unknown, ip: string, headers: Record<string, string> = {}): Request {
  const request = new Request('https://suedwest.example/api/job-events', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'user-agent': UA, ...headers },
  });
  (request as Request & { ip?: string }).ip = ip;
  return request;
}

const flush = () => (container.get(STATISTICS.Counter) as BufferedJobEventCounter).flush();
const ctx = (token: string | null): BoardContext => ({ site: 'suedwest', locale: 'de', token });
const stored = async (kind: string) =>
  Number(
    (
      await db.pool.query<{ count: string }>(
        'select coalesce(sum(count), 0)::text as count from job_statistics where job_id = $1 and kind = $2',
        [jobId, kind],
      )
    ).rows[0]?.count,
  );

describe('counting', () => {
  it('counts a view once per visitor and day, from two visitors twice, and keeps no visitor', async () => {
    expect((await handleJobEventBeacon(beacon({ jobId, kind: 'view' }, '10.1.0.1'), b)).status).toBe(204);
    expect((await handleJobEventBeacon(beacon({ jobId, kind: 'view' }, '10.1.0.1'), b)).status).toBe(204);
    expect((await handleJobEventBeacon(beacon({ jobId, kind: 'view' }, '10.1.0.2'), b)).status).toBe(204);
    await handleJobEventBeacon(beacon({ jobId, kind: 'apply_start' }, '10.1.0.1'), b);
    await handleJobEventBeacon(beacon({ jobId, kind: 'share' }, '10.1.0.2'), b);
    await flush();
    expect(await stored('view')).toBe(2);
    expect(await stored('apply_start')).toBe(1);
    expect(await stored('share')).toBe(1);
    const { rows } = await db.pool.query('select * from job_statistics where job_id = $1', [jobId]);
    expect(JSON.stringify(rows)).not.toContain('10.1.0');
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'day', 'job_id', 'kind', 'site']);
  });

  it('refuses what is not a beacon of this site, and does not count bots', async () => {
    expect((await handleJobEventBeacon(beacon({ jobId, kind: 'application' }, '10.2.0.1'), b)).status).toBe(400);
    expect((await handleJobEventBeacon(beacon('not json', '10.2.0.1'), b)).status).toBe(400);
    expect((await handleJobEventBeacon(beacon({ jobId: 'x'.repeat(300), kind: 'view' }, '10.2.0.1'), b)).status).toBe(413);
    expect((await handleJobEventBeacon(beacon({ jobId, kind: 'view' }, '10.2.0.1', { 'sec-fetch-site': 'cross-site' }), b)).status).toBe(
      403,
    );
    expect((await handleJobEventBeacon(beacon({ jobId, kind: 'view' }, '10.2.0.2', { 'user-agent': 'Googlebot/2.1' }), b)).status).toBe(
      204,
    );
    await flush();
    expect(await stored('view')).toBe(2);
  });

  it('drops counts of a job that does not exist', async () => {
    await handleJobEventBeacon(beacon({ jobId: '999999999', kind: 'view' }, '10.3.0.1'), b);
    await flush();
    const { rows } = await db.pool.query('select 1 from job_statistics where job_id = 999999999');
    expect(rows).toHaveLength(0);
  });

  it('counts a new bookmark once, not a repeated one', async () => {
    const deps = container.get<BookmarksApiDeps>(BOOKMARKS.ApiDeps);
    const actor = { kind: 'user' as const, userId: applicant.userId, roles: [{ id: 'applicant' as const, targetId: null }] };
    const request = { site: 'suedwest' as const, locale: 'de' as const, actor, requestId: 'test' };
    expect((await deps.bookmarkJob.execute({ jobId }, request)).ok).toBe(true);
    expect((await deps.bookmarkJob.execute({ jobId }, request)).ok).toBe(true);
    await flush();
    expect(await stored('bookmark')).toBe(1);
  });

  it('adds up what several workers count for the same row (one upsert each)', async () => {
    const workers = Array.from({ length: 4 }, () => new BufferedJobEventCounter(db.pool, pino({ level: 'silent' }), 60_000));
    for (const worker of workers) for (let i = 0; i < 25; i++) worker.count({ site: 'suedwest', jobId, day: '2026-01-15', kind: 'view' });
    await Promise.all(workers.map((w) => w.flush()));
    const { rows } = await db.pool.query<{ count: number }>("select count from job_statistics where job_id = $1 and day = '2026-01-15'", [
      jobId,
    ]);
    expect(rows).toEqual([{ count: 100 }]);
  });
});

describe('reading', () => {
  it('shows the organization its job day by day, with zero days and totals', async () => {
    const answer = await b.showStatistics.execute({ scope: { kind: 'job', jobId }, from: '2026-01-14', to: '2026-01-16' }, ctx(recruiter));
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.page.days.map((d) => [d.day, d.counts.view])).toEqual([
      ['2026-01-14', 0],
      ['2026-01-15', 100],
      ['2026-01-16', 0],
    ]);
    expect(answer.page.totals.view).toBe(100);
    expect(answer.page.organizationId).toBe(organizationId);
  });

  it('shows the last 30 days by default, today included', async () => {
    const answer = await b.showStatistics.execute({ scope: { kind: 'organization', organizationId } }, ctx(recruiter));
    if (!answer.ok) throw new Error(answer.code);
    expect(answer.page.days).toHaveLength(30);
    expect(answer.page.to).toBe(today);
    expect(answer.page.totals).toEqual({ view: 2, apply_start: 1, application: 0, bookmark: 1, share: 1 });
  });

  it('refuses other organizations, guests and non-staff for the site, and a backwards range', async () => {
    expect(await b.showStatistics.execute({ scope: { kind: 'job', jobId } }, ctx(stranger))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await b.showStatistics.execute({ scope: { kind: 'job', jobId } }, ctx(null))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await b.showStatistics.execute({ scope: { kind: 'site' } }, ctx(recruiter))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await b.showStatistics.execute({ scope: { kind: 'job', jobId }, from: '2026-02-01', to: '2026-01-01' }, ctx(recruiter))).toEqual(
      {
        ok: false,
        code: 'INVALID_RANGE',
      },
    );
  });

  it('shows staff the whole site', async () => {
    const answer = await b.showStatistics.execute({ scope: { kind: 'site' }, from: '2026-01-15', to: '2026-01-15' }, ctx(staff));
    if (!answer.ok) throw new Error(answer.code);
    expect(answer.page.title).toBeNull();
    expect(answer.page.totals.view).toBe(100);
  });
});

describe('CSV export', () => {
  const exportRequest = (query: string, token: string | null) =>
    new Request(`https://suedwest.example/api/statistics/export?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('downloads the days as CSV with a formula-looking title defused', async () => {
    const response = await b.statisticsExport.handle(exportRequest(`job=${jobId}&from=2026-01-15&to=2026-01-16`, recruiter), null);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statistics-job-${jobId}-2026-01-15-2026-01-16.csv"`);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'day,title,view,apply_start,application,bookmark,share',
      `2026-01-15,"'=HYPERLINK(""http://evil.test"",""Job"")",100,0,0,0,0`,
      `2026-01-16,"'=HYPERLINK(""http://evil.test"",""Job"")",0,0,0,0,0`,
      '',
    ]);
  });

  it('answers the same 404 to a guest, another organization and a bad range', async () => {
    for (const response of [
      await b.statisticsExport.handle(exportRequest(`job=${jobId}`, null), null),
      await b.statisticsExport.handle(exportRequest(`job=${jobId}`, stranger), null),
      await b.statisticsExport.handle(exportRequest(`job=${jobId}&from=2026-13-01`, recruiter), null),
      await b.statisticsExport.handle(exportRequest('', recruiter), null),
    ]) {
      expect(response.status).toBe(404);
    }
  });
});
