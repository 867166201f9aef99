import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { handleStaffJobsApi } from '../../../src/ui/server/staff/staff-job-endpoints.server';
import { handleStaffUsersApi } from '../../../src/ui/server/staff/staff-user-endpoints.server';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The console's forms through the one form reader, the board, the platform API and PostgreSQL. */
describe('the staff console form endpoints', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let admin: string;
  let editor: string;
  let userId: string;
  let jobId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await insertUser(db.pool, { email: 'chefin@example.test', roles: [['administrator', null]] });
    await insertUser(db.pool, { email: 'redaktion@example.test', roles: [['job_editor', null]] });
    userId = await insertUser(db.pool, { email: 'nutzer@example.test', roles: [['applicant', null]] });
    jobId = await insertJob(db.pool, { organizationId: await insertOrganization(db.pool), title: 'Gärtner (m/w/d)' });
    admin = (await signIn(db.pool, 'chefin@example.test')).token;
    editor = (await signIn(db.pool, 'redaktion@example.test')).token;
    filesDir = await mkdtemp(join(tmpdir(), 'staff-endpoints-'));
    container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  const users = (action: string, fields: Record<string, string>, options: { session?: string; csrf?: boolean }) =>
    handleStaffUsersApi(formPost(board, `/api/staff-users/${action}`, { locale: 'de', ...fields }, options), action, board);
  const jobs = (action: string, fields: Record<string, string>, options: { session?: string; csrf?: boolean }) =>
    handleStaffJobsApi(formPost(board, `/api/staff-jobs/${action}`, { locale: 'de', ...fields }, options), action, board);
  const landing = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost');
  const logged = async () => Number((await db.pool.query<{ n: string }>('select count(*)::text as n from staff_actions')).rows[0]!.n);

  it('blocks with the plain form and answers with a 303 to the account’s page and its notice', async () => {
    const response = await users('block', { userId }, { session: admin });
    expect(response.status).toBe(303);
    expect(landing(response).pathname).toBe(`/admin/users/${userId}`);
    expect(landing(response).searchParams.get('notice')).toBe('block');
    const { rows } = await db.pool.query('select 1 from users where id = $1 and blocked_at is not null', [userId]);
    expect(rows).toHaveLength(1);
    expect(landing(await users('unblock', { userId }, { session: admin })).searchParams.get('notice')).toBe('unblock');
  });

  it('a refused grant comes back with the role and site typed; a post without its token or by a job editor writes nothing', async () => {
    const before = await logged();
    const refused = landing(await users('grant', { userId, role: 'site_admin', siteKey: 'nirgendwo' }, { session: admin }));
    expect(Object.fromEntries(refused.searchParams)).toEqual({ error: 'UNKNOWN_SITE', role: 'site_admin', site: 'nirgendwo' });
    expect(landing(await users('block', { userId }, { session: admin, csrf: false })).searchParams.get('error')).toBe('CSRF');
    expect(landing(await users('block', { userId }, { session: editor })).searchParams.get('error')).toBe('FORBIDDEN');
    expect(await logged()).toBe(before);
  });

  it('unpublishes from the jobs list and comes back to the same filtered list; delete needs its confirmation', async () => {
    const back = landing(await jobs('unpublish', { jobId, q: 'Gärtner', state: 'published' }, { session: editor }));
    expect(back.pathname).toBe('/admin/jobs');
    expect(Object.fromEntries(back.searchParams)).toEqual({ q: 'Gärtner', state: 'published', job: jobId, notice: 'unpublish' });
    expect(landing(await jobs('delete', { jobId }, { session: editor })).searchParams.get('error')).toBe('CONFIRM_REQUIRED');
    expect(landing(await jobs('delete', { jobId, confirmed: 'on' }, { session: editor })).searchParams.get('notice')).toBe('delete');
    expect((await db.pool.query('select 1 from jobs where id = $1', [jobId])).rowCount).toBe(0);
  });
});
