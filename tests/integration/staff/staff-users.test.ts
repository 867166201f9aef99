import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogIn } from '../../../src/application/platform/identity/log-in.use-case';
import { SessionIssuer } from '../../../src/application/platform/identity/session-issuer';
import { ChangeStaffRole } from '../../../src/application/platform/staff/users/change-staff-role.use-case';
import { EndUserSessions } from '../../../src/application/platform/staff/users/end-user-sessions.use-case';
import { SearchStaffUsers } from '../../../src/application/platform/staff/users/search-staff-users.use-case';
import { SendUserPasswordReset } from '../../../src/application/platform/staff/users/send-user-password-reset.use-case';
import { SetUserBlocked } from '../../../src/application/platform/staff/users/set-user-blocked.use-case';
import type { Actor } from '../../../src/domain/identity/actor';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import { OsloSecretTokens } from '../../../src/infrastructure/auth/oslo-secret-tokens';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { PostgresAccountStore } from '../../../src/infrastructure/postgres/accounts/postgres-account-store';
import { PostgresRateLimiter } from '../../../src/infrastructure/postgres/accounts/postgres-rate-limiter';
import { PostgresSessionStore } from '../../../src/infrastructure/postgres/accounts/postgres-session-store';
import { PostgresStaffUserUnitOfWork } from '../../../src/infrastructure/postgres/staff/postgres-staff-user-unit-of-work';
import { PostgresStaffUsers } from '../../../src/infrastructure/postgres/staff/postgres-staff-users';
import { ctx, userActor } from '../../support/request-context';
import { insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('staff console: users on PostgreSQL', () => {
  let db: TestDatabase;
  let adminId: string;
  let applicantId: string;
  const sites = new FileSiteDirectory();
  const tokens = new OsloSecretTokens();
  const clock = { now: () => new Date() };
  const issuer = new SessionIssuer(tokens, clock);
  const hasher = new Argon2PasswordHasher();
  const PASSWORD = 'a long enough demo password';

  beforeAll(async () => {
    db = await createTestDatabase();
    adminId = await insertUser(db.pool, { firstName: 'Sabine', lastName: 'Hartmann', roles: [['administrator', null]] });
    applicantId = await insertUser(db.pool, {
      email: 'jonas.weber@example.test',
      firstName: 'Jonas',
      lastName: 'Weber',
      roles: [['applicant', null]],
    });
    await db.pool.query('update users set password_hash = $2 where id = $1', [applicantId, await hasher.hash(PASSWORD)]);
  });
  afterAll(() => db.drop());

  const admin = () => ctx({ actor: userActor(adminId, 'administrator') });
  const uow = () => new PostgresStaffUserUnitOfWork(db.pool);
  const logged = async (targetId: string) =>
    (
      await db.pool.query<{ action: string; actor_id: string; before: unknown; after: unknown }>(
        'select action, actor_id, before, after from staff_actions where target_id = $1 order by id',
        [targetId],
      )
    ).rows;
  const blockedAt = async (id: string) =>
    (await db.pool.query<{ blocked_at: Date | null }>('select blocked_at from users where id = $1', [id])).rows[0]?.blocked_at ?? null;
  const signIn = () =>
    new LogIn(new PostgresAccountStore(db.pool), new PostgresSessionStore(db.pool), hasher, new PostgresRateLimiter(db.pool), issuer, {
      record: () => undefined,
    }).execute({ email: 'jonas.weber@example.test', password: PASSWORD, ip: '198.51.100.7' }, ctx());

  it('finds accounts by part of the address or the name, for administrators only', async () => {
    const search = new SearchStaffUsers(new PostgresStaffUsers(db.pool));
    const byMail = await search.search({ text: 'JONAS.WEBER@', offset: 0, limit: 10 }, admin());
    expect(byMail.ok && byMail.value.users.map((u) => u.id)).toEqual([applicantId]);
    const byName = await search.search({ text: 'sabine hart', offset: 0, limit: 10 }, admin());
    expect(byName.ok && byName.value).toMatchObject({ total: 1, users: [{ id: adminId, roles: [{ id: 'administrator' }] }] });
    // LIKE's wildcards are searched as written.
    expect(await search.search({ text: '%', offset: 0, limit: 10 }, admin())).toMatchObject({ value: { total: 0 } });
    expect(await search.find(applicantId, admin())).toMatchObject({ value: { email: 'jonas.weber@example.test', blockedAt: null } });

    const siteAdmin: Actor = { kind: 'user', userId: '999', roles: [{ id: 'site_admin', targetId: 'default' }] };
    expect(await search.search({ text: '', offset: 0, limit: 10 }, ctx({ actor: siteAdmin }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await search.find(applicantId, ctx({ actor: userActor('5', 'job_editor') }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await search.search({ text: '', offset: 0, limit: 10 }, ctx())).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('blocking ends every session and refuses sign-in; unblocking lets the user in again; both are logged', async () => {
    const first = await signIn();
    expect(first.ok).toBe(true);
    const sessions = new PostgresSessionStore(db.pool);
    const token = first.ok ? first.value.token : '';
    expect(await sessions.find(issuer.hash(token))).not.toBeNull();

    expect(await new SetUserBlocked(uow()).execute({ userId: applicantId, blocked: true }, admin())).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await blockedAt(applicantId)).not.toBeNull();
    expect(await sessions.find(issuer.hash(token))).toBeNull();
    expect(await signIn()).toMatchObject({ ok: false, code: 'ACCOUNT_BLOCKED' });
    // A session issued some other way (a social sign-in, a link) is not honoured either while blocked.
    const other = await issuer.issue(sessions, { userId: applicantId, roles: [], masqueradedBy: null });
    expect(await sessions.find(issuer.hash(other.token))).toBeNull();
    expect(await new SetUserBlocked(uow()).execute({ userId: applicantId, blocked: true }, admin())).toMatchObject({ code: 'UNCHANGED' });

    expect((await new SetUserBlocked(uow()).execute({ userId: applicantId, blocked: false }, admin())).ok).toBe(true);
    expect(await blockedAt(applicantId)).toBeNull();
    expect((await signIn()).ok).toBe(true);
    expect((await logged(applicantId)).map((e) => [e.action, e.actor_id, e.before, e.after])).toEqual([
      ['user.block', adminId, { blocked: false }, { blocked: true }],
      ['user.unblock', adminId, { blocked: true }, { blocked: false }],
    ]);
  });

  it('refuses blocking the last administrator or one’s own account, writing nothing', async () => {
    // An administrator whose own role came from elsewhere acts on the only administrator of the database.
    const other = ctx({ actor: userActor('424242', 'administrator') });
    expect(await new SetUserBlocked(uow()).execute({ userId: adminId, blocked: true }, other)).toMatchObject({
      code: 'LAST_ADMINISTRATOR',
    });
    expect(await new SetUserBlocked(uow()).execute({ userId: adminId, blocked: true }, admin())).toMatchObject({ code: 'OWN_ACCOUNT' });
    expect(await blockedAt(adminId)).toBeNull();
    expect(await logged(adminId)).toEqual([]);
  });

  it('grants and revokes staff roles; the last administrator keeps the role; only administrators grant', async () => {
    const change = new ChangeStaffRole(uow(), sites);
    // Alone, the administrator cannot give the role up: nothing is written.
    expect(await change.execute({ userId: adminId, change: 'revoke', role: 'administrator', siteKey: null }, admin())).toMatchObject({
      code: 'LAST_ADMINISTRATOR',
    });
    const roles = async (id: string) =>
      (
        await db.pool.query<{ role: string; target_id: string | null }>(
          'select role, target_id from user_roles where user_id = $1 order by role',
          [id],
        )
      ).rows;
    expect(await roles(adminId)).toEqual([{ role: 'administrator', target_id: null }]);

    expect(await change.execute({ userId: applicantId, change: 'grant', role: 'site_admin', siteKey: 'nowhere' }, admin())).toMatchObject({
      code: 'UNKNOWN_SITE',
    });
    expect(await change.execute({ userId: applicantId, change: 'grant', role: 'site_admin', siteKey: null }, admin())).toMatchObject({
      code: 'SITE_REQUIRED',
    });
    expect(await change.execute({ userId: applicantId, change: 'grant', role: 'recruiter', siteKey: null }, admin())).toMatchObject({
      code: 'INVALID_ROLE',
    });
    const siteAdmin: Actor = { kind: 'user', userId: '999', roles: [{ id: 'site_admin', targetId: 'default' }] };
    expect(
      await change.execute({ userId: applicantId, change: 'grant', role: 'job_editor', siteKey: 'default' }, ctx({ actor: siteAdmin })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await roles(applicantId)).toEqual([{ role: 'applicant', target_id: null }]);

    expect((await change.execute({ userId: applicantId, change: 'grant', role: 'site_admin', siteKey: 'default' }, admin())).ok).toBe(true);
    expect((await change.execute({ userId: applicantId, change: 'grant', role: 'administrator', siteKey: null }, admin())).ok).toBe(true);
    // With a second administrator, the first may step down.
    expect((await change.execute({ userId: adminId, change: 'revoke', role: 'administrator', siteKey: null }, admin())).ok).toBe(true);
    expect(await roles(adminId)).toEqual([]);
    expect((await logged(applicantId)).filter((e) => e.action.endsWith('_role')).map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.grant_role', { roles: [] }, { roles: ['site_admin@default'] }],
      ['user.grant_role', { roles: ['site_admin@default'] }, { roles: ['administrator', 'site_admin@default'] }],
    ]);
    expect((await logged(adminId)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.revoke_role', { roles: ['administrator'] }, { roles: [] }],
    ]);
    // Back to one administrator for the other tests.
    await db.pool.query(`insert into user_roles (user_id, role) values ($1, 'administrator')`, [adminId]);
    await db.pool.query(`delete from user_roles where user_id = $1 and role <> 'applicant'`, [applicantId]);
  });

  it('sends the reset mail and ends the sessions of an account, each logged', async () => {
    const before = await signIn();
    expect(before.ok).toBe(true);
    const reset = new SendUserPasswordReset(uow(), tokens, new MessageMailComposer(), sites, clock);
    expect((await reset.execute({ userId: applicantId, origin: 'http://localhost:3000' }, admin())).ok).toBe(true);
    const mails = await db.pool.query<{ recipient: string; text_body: string }>('select recipient, text_body from mail_outbox');
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.recipient).toBe('jonas.weber@example.test');
    expect(mails.rows[0]?.text_body).toContain('http://localhost:3000/');
    const tokenRows = await db.pool.query(`select 1 from account_tokens where user_id = $1 and purpose = 'reset_password'`, [applicantId]);
    expect(tokenRows.rowCount).toBe(1);
    expect(await reset.execute({ userId: '987654', origin: 'http://localhost:3000' }, admin())).toMatchObject({ code: 'NOT_FOUND' });

    expect((await new EndUserSessions(uow()).execute({ userId: applicantId }, admin())).ok).toBe(true);
    expect((await db.pool.query('select 1 from sessions where user_id = $1', [applicantId])).rowCount).toBe(0);
    expect(await new EndUserSessions(uow()).execute({ userId: adminId }, admin())).toMatchObject({ code: 'OWN_ACCOUNT' });
    const actions = (await logged(applicantId)).map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['user.password_reset', 'user.end_sessions']);
  });
});
