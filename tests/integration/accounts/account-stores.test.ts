import { FileLegalDocumentSource } from '../../../src/infrastructure/config/file-legal-document-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogIn } from '../../../src/application/platform/identity/log-in.use-case';
import { RegisterAccount } from '../../../src/application/platform/identity/register-account.use-case';
import { SessionIssuer } from '../../../src/application/platform/identity/session-issuer';
import { ValidateSession } from '../../../src/application/platform/identity/validate-session.use-case';
import { VerifyEmail } from '../../../src/application/platform/identity/verify-email.use-case';
import type { SiteDirectory } from '../../../src/application/platform/site/site-directory.port';
import type { SiteConfig } from '../../../src/domain/site/site-config';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import { OsloSecretTokens } from '../../../src/infrastructure/auth/oslo-secret-tokens';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { PostgresAccountStore } from '../../../src/infrastructure/postgres/accounts/postgres-account-store';
import { PostgresAccountTokenStore } from '../../../src/infrastructure/postgres/accounts/postgres-account-token-store';
import { PostgresAccountUnitOfWork } from '../../../src/infrastructure/postgres/accounts/postgres-account-unit-of-work';
import { PostgresRateLimiter } from '../../../src/infrastructure/postgres/accounts/postgres-rate-limiter';
import { PostgresSessionStore } from '../../../src/infrastructure/postgres/accounts/postgres-session-store';
import { PostgresUserRepository } from '../../../src/infrastructure/postgres/postgres-user-repository';
import { insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ctx } from '../../support/request-context';

const site = {
  key: 'default',
  name: 'Jobs Regional',
  host: 'www.jobs-regional.de',
  locales: ['de'],
  defaultLocale: 'de',
} as unknown as SiteConfig;
const sites: SiteDirectory = { get: () => site, all: () => [site] };

describe('accounts on PostgreSQL', () => {
  let db: TestDatabase;
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = { now: () => now };
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const tokens = new OsloSecretTokens();
  const deps = () => {
    const uow = new PostgresAccountUnitOfWork(db.pool);
    const sessions = new PostgresSessionStore(db.pool);
    const accounts = new PostgresAccountStore(db.pool);
    const issuer = new SessionIssuer(tokens, clock);
    return { uow, sessions, accounts, issuer };
  };

  it('registers a recruiter in one transaction: user, organization (owner + member), scoped role, terms acceptance, token, outbox mail', async () => {
    const { uow } = deps();
    const { rows: info } = await db.pool.query(
      "insert into consent_infos (type, placement) values ('PRIVACY_POLICY', 'REGISTRATION') returning id",
    );
    const { rows: revision } = await db.pool.query(
      `insert into consent_info_revisions (info_id, texts, effective_at) values ($1, '{"de": "<p>AGB</p>"}', '2026-01-01T00:00:00Z') returning id`,
      [info[0].id],
    );
    const register = new RegisterAccount(
      uow,
      new Argon2PasswordHasher(),
      tokens,
      new MessageMailComposer(),
      sites,
      clock,
      new PostgresRateLimiter(db.pool),
      new FileLegalDocumentSource(),
    );
    expect(
      (
        await register.execute(
          {
            kind: 'recruiter',
            email: 'Jonas@Example.test',
            password: 'a-long-password',
            firstName: 'Jonas',
            lastName: 'Keller',
            organizationName: 'Keller Logistik',
            acceptedTerms: true,
            origin: 'http://localhost:3000',
            ip: '203.0.113.7',
          },
          ctx(),
        )
      ).ok,
    ).toBe(true);
    const { rows: users } = await db.pool.query(
      "select id, email, email_verified, password_hash from users where email = 'jonas@example.test'",
    );
    expect(users).toHaveLength(1);
    expect(users[0].email_verified).toBe(false);
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    const user = await new PostgresUserRepository(db.pool).findById(users[0].id);
    expect(user?.organization).toMatchObject({ name: 'Keller Logistik', ownerId: users[0].id });
    expect(user?.roles).toEqual([{ id: 'recruiter', targetId: user!.organization!.id }]);
    const { rows: slug } = await db.pool.query('select slug from organizations where id = $1', [user!.organization!.id]);
    expect(slug[0].slug).toBe(`keller-logistik-${user!.organization!.id}`);
    const { rows: mails } = await db.pool.query(
      "select recipient, subject, text_body, site from mail_outbox where recipient = 'jonas@example.test'",
    );
    expect(mails).toHaveLength(1);
    // The row names the site it was written on: that site's name and address send it.
    expect(mails[0].site).toBe('default');
    expect(mails[0].subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse – Jobs Regional');
    expect(mails[0].text_body).toMatch(/http:\/\/localhost:3000\/user\/verify-email\?token=[a-z2-7]{52}/);
    const { rows: stored } = await db.pool.query('select id from account_tokens where user_id = $1', [users[0].id]);
    expect(stored[0].id).toMatch(/^[0-9a-f]{64}$/);
    const { rows: consents } = await db.pool.query(
      'select info_id, revision_id, mail, site, terms_version, accepted_terms_versions from user_consents where user_id = $1',
      [users[0].id],
    );
    // The ticked checkbox accepted the site's terms page in force (sites/_shared/legal/terms/2026-01-01.*).
    expect(consents).toEqual([
      {
        info_id: info[0].id,
        revision_id: revision[0].id,
        mail: 'jonas@example.test',
        site: ctx().site,
        terms_version: '2026-01-01',
        accepted_terms_versions: ['2026-01-01'],
      },
    ]);
  });

  it('rolls back the account when the mail cannot be written', async () => {
    const { uow } = deps();
    const broken = { compose: () => ({ to: 'not-an-address', subject: 's', text: 't', html: 'h' }) };
    const register = new RegisterAccount(
      uow,
      new Argon2PasswordHasher(),
      tokens,
      broken,
      sites,
      clock,
      new PostgresRateLimiter(db.pool),
      new FileLegalDocumentSource(),
    );
    await expect(
      register.execute(
        {
          kind: 'applicant',
          email: 'rollback@example.test',
          password: 'a-long-password',
          firstName: 'R',
          lastName: 'B',
          acceptedTerms: true,
          origin: 'http://localhost:3000',
          ip: '203.0.113.8',
        },
        ctx(),
      ),
    ).rejects.toThrow();
    expect((await db.pool.query("select 1 from users where email = 'rollback@example.test'")).rowCount).toBe(0);
  });

  it('verifies via the mailed token once; the token table never holds the token itself', async () => {
    const { uow, sessions, issuer } = deps();
    const { rows } = await db.pool.query("select text_body from mail_outbox where recipient = 'jonas@example.test'");
    const token = /token=([a-z2-7]+)/.exec(rows[0].text_body)![1]!;
    expect((await db.pool.query('select 1 from account_tokens where id = $1', [token])).rowCount).toBe(0);
    const verify = new VerifyEmail(uow, sessions, issuer, clock);
    expect((await verify.execute({ token }, ctx())).ok).toBe(true);
    expect((await verify.execute({ token }, ctx())).ok).toBe(false);
    expect((await db.pool.query("select email_verified from users where email = 'jonas@example.test'")).rows[0].email_verified).toBe(true);
  });

  it('sessions: created by hash, renewed after half their life, cut to policy, refused after expiry + 15 s', async () => {
    const { sessions, issuer } = deps();
    const userId = await insertUser(db.pool, { roles: [['applicant', null]] });
    const issued = await issuer.issue(sessions, { userId, roles: [{ id: 'applicant', targetId: null }], masqueradedBy: null });
    expect((await db.pool.query('select 1 from sessions where id = $1', [issued.token])).rowCount).toBe(0);
    expect((await db.pool.query('select 1 from sessions where id = $1', [tokens.hash(issued.token)])).rowCount).toBe(1);
    const validate = new ValidateSession(sessions, issuer, clock);
    expect(await validate.execute({ sessionToken: issued.token })).toMatchObject({ value: { renewed: false, actor: { userId } } });

    now = new Date(now.getTime() + 16 * 86_400_000);
    const renewed = await validate.execute({ sessionToken: issued.token });
    expect(renewed.ok && renewed.value?.renewed).toBe(true);
    const { rows } = await db.pool.query('select expires_at from sessions where id = $1', [tokens.hash(issued.token)]);
    expect(rows[0].expires_at.getTime()).toBe(now.getTime() + 30 * 86_400_000);

    // Promoted to staff: the 30-day session is cut to 8 hours on its next use.
    await db.pool.query("insert into user_roles (user_id, role) values ($1, 'job_editor')", [userId]);
    const cut = await validate.execute({ sessionToken: issued.token });
    expect(cut.ok && cut.value?.expiresAt.getTime()).toBe(now.getTime() + 8 * 3_600_000);

    now = new Date(now.getTime() + 8 * 3_600_000 + 15_001);
    expect(await validate.execute({ sessionToken: issued.token })).toEqual({ ok: true, value: null });
    expect((await db.pool.query('select 1 from sessions where id = $1', [tokens.hash(issued.token)])).rowCount).toBe(0);
  });

  it('revokes every session of a user', async () => {
    const { sessions, issuer } = deps();
    const userId = await insertUser(db.pool);
    await issuer.issue(sessions, { userId, roles: [], masqueradedBy: null });
    await issuer.issue(sessions, { userId, roles: [], masqueradedBy: null });
    await sessions.deleteAllOfUser(userId);
    expect((await db.pool.query('select 1 from sessions where user_id = $1', [userId])).rowCount).toBe(0);
  });

  it('account tokens: issuing replaces older ones; consume is single use under concurrency', async () => {
    const store = new PostgresAccountTokenStore(db.pool);
    const userId = await insertUser(db.pool);
    const a = { hash: tokens.hash('a'), userId, purpose: 'reset_password' as const, email: 'x@example.test', expiresAt: now };
    await store.issue(a);
    await store.issue({ ...a, hash: tokens.hash('b') });
    expect(await store.consume(tokens.hash('a'), 'reset_password')).toBeNull();
    const results = await Promise.all([
      store.consume(tokens.hash('b'), 'reset_password'),
      store.consume(tokens.hash('b'), 'reset_password'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('rate limits are shared through the table and store only hashed keys', async () => {
    const limiter = new PostgresRateLimiter(db.pool);
    const other = new PostgresRateLimiter(db.pool); // another worker
    for (let i = 0; i < 3; i++) expect(await limiter.consume('resetPerEmail', 'anna@example.test')).toBe(true);
    expect(await other.consume('resetPerEmail', 'anna@example.test')).toBe(false);
    expect(await other.isBlocked('resetPerEmail', 'anna@example.test')).toBe(true);
    await other.reset('resetPerEmail', 'anna@example.test');
    expect(await limiter.isBlocked('resetPerEmail', 'anna@example.test')).toBe(false);
    const { rows } = await db.pool.query('select key from rate_limits');
    expect(rows.some((r) => String(r.key).includes('anna'))).toBe(false);
  });

  it('login against PostgreSQL + Argon2: wrong passwords count, five block the pair', async () => {
    const { sessions, accounts, issuer } = deps();
    const hasher = new Argon2PasswordHasher();
    await db.pool.query("insert into users (email, password_hash, email_verified) values ('login@example.test', $1, true)", [
      await hasher.hash('the-right-password'),
    ]);
    const login = new LogIn(accounts, sessions, hasher, new PostgresRateLimiter(db.pool), issuer, { record: () => undefined });
    expect((await login.execute({ email: 'LOGIN@example.test', password: 'the-right-password', ip: '10.0.0.1' }, ctx())).ok).toBe(true);
    for (let i = 0; i < 5; i++)
      expect(await login.execute({ email: 'login@example.test', password: 'wrong', ip: '10.0.0.1' }, ctx())).toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    expect(await login.execute({ email: 'login@example.test', password: 'the-right-password', ip: '10.0.0.1' }, ctx())).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
