import { beforeEach, describe, expect, it } from 'vitest';
import { ChangeEmail } from '../../../../src/application/platform/identity/change-email.use-case';
import { ChangePassword } from '../../../../src/application/platform/identity/change-password.use-case';
import { EndMasquerade } from '../../../../src/application/platform/identity/end-masquerade.use-case';
import { LogIn } from '../../../../src/application/platform/identity/log-in.use-case';
import { LogOut } from '../../../../src/application/platform/identity/log-out.use-case';
import { RegisterAccount } from '../../../../src/application/platform/identity/register-account.use-case';
import { RequestPasswordReset } from '../../../../src/application/platform/identity/request-password-reset.use-case';
import { ResendVerification } from '../../../../src/application/platform/identity/resend-verification.use-case';
import { ResetPassword } from '../../../../src/application/platform/identity/reset-password.use-case';
import { SessionIssuer } from '../../../../src/application/platform/identity/session-issuer';
import { StartMasquerade } from '../../../../src/application/platform/identity/start-masquerade.use-case';
import { ValidateSession } from '../../../../src/application/platform/identity/validate-session.use-case';
import { VerifyEmail } from '../../../../src/application/platform/identity/verify-email.use-case';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { Clock } from '../../../../src/application/shared/clock.port';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import { AccountWorld, fakeComposer, fakeHasher, fakeLimiter, fakeTokens, templateOf } from '../../../support/in-memory-accounts';
import { ctx } from '../../../support/request-context';

const site = {
  key: 'suedwest',
  name: 'Jobs im Südwesten',
  host: 'www.jobs-suedwest.de',
  locales: ['de', 'en-GB', 'fr'],
  defaultLocale: 'de',
} as unknown as SiteConfig;
const sites: SiteDirectory = { get: (k) => (k === 'suedwest' ? site : undefined), all: () => [site] };
const ORIGIN = 'http://localhost:3001';
const PASSWORD = 'secret-password';

class MovableClock implements Clock {
  constructor(private t: number) {}
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

/** The site's terms page: one version in force on the clock's day, one still to come. */
const legal = { versions: async () => ['2025-06-01', '2026-02-01', '2026-04-01'], text: async () => null };

function setup() {
  const world = new AccountWorld();
  const tokens = fakeTokens();
  const limiter = fakeLimiter();
  const clock = new MovableClock(Date.parse('2026-03-01T10:00:00Z'));
  const issuer = new SessionIssuer(tokens, clock);
  const c = (actor: Actor = { kind: 'anonymous' }, locale: 'de' | 'fr' = 'fr') => ctx({ site: 'suedwest', locale, actor });
  const actorOf = async (token: string): Promise<Actor> => {
    const r = await new ValidateSession(world.sessionStore, issuer, clock).execute({ sessionToken: token });
    return r.ok && r.value ? r.value.actor : { kind: 'anonymous' };
  };
  return {
    world,
    tokens,
    limiter,
    clock,
    issuer,
    c,
    actorOf,
    register: new RegisterAccount(world.uow, fakeHasher, tokens, fakeComposer, sites, clock, limiter, legal),
    verify: new VerifyEmail(world.uow, world.sessionStore, issuer, clock),
    login: new LogIn(world.accounts, world.sessionStore, fakeHasher, limiter, issuer, world.auditLog),
    logout: new LogOut(world.sessionStore, issuer),
    validate: new ValidateSession(world.sessionStore, issuer, clock),
    requestReset: new RequestPasswordReset(world.accounts, world.uow, tokens, limiter, fakeComposer, sites, world.auditLog, clock),
    reset: new ResetPassword(world.uow, fakeHasher, tokens, fakeComposer, sites, world.auditLog, clock),
    changePassword: new ChangePassword(world.accounts, world.uow, fakeHasher, issuer, fakeComposer, sites, world.auditLog),
    changeEmail: new ChangeEmail(world.accounts, world.uow, fakeHasher, tokens, fakeComposer, sites, clock),
    resend: new ResendVerification(world.accounts, world.uow, tokens, limiter, fakeComposer, sites, clock),
    startMasquerade: new StartMasquerade(world.accounts, world.uow, issuer, world.auditLog),
    endMasquerade: new EndMasquerade(world.accounts, world.uow, issuer, world.auditLog),
  };
}
type Setup = ReturnType<typeof setup>;

const tokenFromLink = (link: string) => new URL(link).searchParams.get('token')!;

describe('RegisterAccount', () => {
  let s: Setup;
  beforeEach(() => (s = setup()));
  const applicant = {
    kind: 'applicant' as const,
    email: ' Anna@Example.DE ',
    password: PASSWORD,
    firstName: 'Anna',
    lastName: 'Becker',
    acceptedTerms: true,
    origin: ORIGIN,
    ip: '203.0.113.7',
  };

  it('creates an unverified applicant and mails a localized verification link (in the page locale, with prefix)', async () => {
    expect(await s.register.execute(applicant, s.c())).toEqual({ ok: true, value: undefined });
    const [user] = [...s.world.users.values()];
    expect(user).toMatchObject({
      email: 'anna@example.de',
      emailVerified: false,
      roles: [{ id: 'applicant', targetId: null }],
      passwordHash: `hash:${PASSWORD}`,
    });
    expect(s.world.outbox).toHaveLength(1);
    expect(s.world.outbox[0]!.to).toBe('anna@example.de');
    expect(s.world.outbox[0]!.subject).toBe('verify-email (fr)');
    const mail = templateOf(s.world.outbox[0]!);
    expect(mail).toMatchObject({ kind: 'verify-email', siteName: 'Jobs im Südwesten', firstName: 'Anna' });
    expect(mail.kind === 'verify-email' && mail.link).toBe(`${ORIGIN}/fr/user/verify-email?token=t1`);
    // The terms ticked in the form are recorded in the same transaction (no "terms changed" dialog next).
    expect(s.world.termsAcceptances).toEqual([
      { userId: user!.id, mail: 'anna@example.de', site: s.c().site, at: expect.any(Date), termsVersion: '2026-02-01' },
    ]);
  });

  it('a recruiter creates an organization, owns it, and gets the recruiter role scoped to it', async () => {
    await s.register.execute({ ...applicant, kind: 'recruiter', organizationName: ' Keller Logistik ' }, s.c());
    const [user] = [...s.world.users.values()];
    expect(s.world.organizations).toEqual([{ id: expect.any(String), name: 'Keller Logistik', ownerId: user!.id }]);
    expect(user!.roles).toEqual([{ id: 'recruiter', targetId: s.world.organizations[0]!.id }]);
  });

  it('a recruiter without organization name is invalid input; nothing is written', async () => {
    expect(await s.register.execute({ ...applicant, kind: 'recruiter', organizationName: ' ' }, s.c())).toMatchObject({
      ok: false,
      code: 'INVALID_INPUT',
    });
    expect(s.world.users.size).toBe(0);
  });

  it.each([
    ['short password', { password: 'short' }],
    ['bad e-mail', { email: 'anna@' }],
    ['empty first name', { firstName: ' ' }],
    ['long last name', { lastName: 'x'.repeat(101) }],
    ['terms not accepted', { acceptedTerms: false }],
  ])('refuses %s', async (_name, change) => {
    expect(await s.register.execute({ ...applicant, ...change }, s.c())).toMatchObject({ ok: false, code: 'INVALID_INPUT' });
  });

  it('a taken address gets the same answer, and its owner a notice instead of a link', async () => {
    s.world.addUser({ email: 'anna@example.de' });
    expect(await s.register.execute(applicant, s.c())).toEqual({ ok: true, value: undefined });
    expect(s.world.users.size).toBe(1);
    expect(templateOf(s.world.outbox[0]!)).toMatchObject({
      kind: 'already-registered',
      loginLink: `${ORIGIN}/fr/user/login`,
      resetLink: `${ORIGIN}/fr/user/password/forgot`,
    });
  });

  it('rolls everything back when a write fails (account, organization and mail are one transaction)', async () => {
    s.world.accounts.addRole = async () => {
      throw new Error('boom');
    };
    await expect(s.register.execute(applicant, s.c())).rejects.toThrow('boom');
    expect(s.world.users.size).toBe(0);
    expect(s.world.outbox).toEqual([]);
  });

  it('mails one address at most 3 times an hour: the 4th attempt is refused, writes nothing and sends nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect(await s.register.execute({ ...applicant, ip: `198.51.100.${i}` }, s.c())).toMatchObject({ ok: true });
    const mails = s.world.outbox.length;
    const users = s.world.users.size;
    expect(await s.register.execute({ ...applicant, ip: '198.51.100.99' }, s.c())).toEqual({ ok: false, code: 'RATE_LIMITED' });
    expect(s.world.outbox).toHaveLength(mails);
    expect(s.world.users.size).toBe(users);
  });

  it('one client address registers at most 30 addresses an hour', async () => {
    for (let i = 0; i < 30; i++)
      expect(await s.register.execute({ ...applicant, email: `p${i}@example.de` }, s.c())).toMatchObject({ ok: true });
    expect(await s.register.execute({ ...applicant, email: 'p30@example.de' }, s.c())).toEqual({ ok: false, code: 'RATE_LIMITED' });
    expect(s.world.users.size).toBe(30);
    expect(await s.register.execute({ ...applicant, email: 'p30@example.de', ip: '192.0.2.1' }, s.c())).toMatchObject({ ok: true });
  });

  it('keeps the creation source (utm_source), trimmed', async () => {
    await s.register.execute({ ...applicant, creationSource: ' newsletter ' }, s.c());
    expect([...s.world.users.values()][0]!.creationSource).toBe('newsletter');
  });
});

describe('VerifyEmail', () => {
  it('verifies once; the link is single use and expires after 24 h (+15 s tolerance)', async () => {
    const s = setup();
    await s.register.execute(
      {
        kind: 'applicant',
        email: 'a@example.de',
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptedTerms: true,
        origin: ORIGIN,
        ip: '1.1.1.1',
      },
      s.c(),
    );
    const token = tokenFromLink((templateOf(s.world.outbox[0]!) as { link: string }).link);
    expect(await s.verify.execute({ token }, s.c())).toMatchObject({ ok: true, value: { session: null } });
    expect([...s.world.users.values()][0]!.emailVerified).toBe(true);
    expect(await s.verify.execute({ token }, s.c())).toMatchObject({ ok: false, code: 'INVALID_TOKEN' });

    const late = setup();
    await late.register.execute(
      {
        kind: 'applicant',
        email: 'b@example.de',
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptedTerms: true,
        origin: ORIGIN,
        ip: '1.1.1.1',
      },
      late.c(),
    );
    late.clock.advance(24 * 3600_000 + 15_001);
    const lateToken = tokenFromLink((templateOf(late.world.outbox[0]!) as { link: string }).link);
    expect(await late.verify.execute({ token: lateToken }, late.c())).toMatchObject({ ok: false, code: 'INVALID_TOKEN' });
  });

  it('rotates the session of the verified user in this browser (privilege change)', async () => {
    const s = setup();
    await s.register.execute(
      {
        kind: 'applicant',
        email: 'a@example.de',
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
        acceptedTerms: true,
        origin: ORIGIN,
        ip: '1.1.1.1',
      },
      s.c(),
    );
    const login = await s.login.execute({ email: 'a@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    const old = login.ok ? login.value.token : '';
    const token = tokenFromLink((templateOf(s.world.outbox[0]!) as { link: string }).link);
    const result = await s.verify.execute({ token, sessionToken: old }, s.c());
    expect(result.ok && result.value.session?.token).toBeTruthy();
    expect((await s.actorOf(old)).kind).toBe('anonymous');
  });
});

describe('LogIn, ValidateSession, LogOut', () => {
  let s: Setup;
  let userId: string;
  beforeEach(() => {
    s = setup();
    userId = s.world.addUser({ email: 'anna@example.de', emailVerified: false });
  });

  it('signs in (unverified too) with a new session stored by hash; a previous session ends', async () => {
    const first = await s.login.execute({ email: 'ANNA@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    expect(first.ok).toBe(true);
    const token = first.ok ? first.value.token : '';
    expect(s.world.sessions.has(`h(${token})`)).toBe(true);
    expect([...s.world.sessions.keys()]).not.toContain(token);
    const second = await s.login.execute(
      { email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1', previousSessionToken: token },
      s.c(),
    );
    expect(second.ok && second.value.token).not.toBe(token);
    expect(s.world.sessions.size).toBe(1);
  });

  it('answers the same for unknown address, wrong password and social-only accounts', async () => {
    s.world.addUser({ email: 'social@example.de', passwordHash: null });
    for (const attempt of [
      { email: 'nobody@example.de', password: PASSWORD },
      { email: 'anna@example.de', password: 'wrong-password' },
      { email: 'social@example.de', password: PASSWORD },
    ]) {
      expect(await s.login.execute({ ...attempt, ip: '1.1.1.1' }, s.c())).toEqual({ ok: false, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('blocks after 5 failures per IP + address, even with the right password; other IPs still work', async () => {
    for (let i = 0; i < 5; i++) await s.login.execute({ email: 'anna@example.de', password: 'wrong-password', ip: '1.1.1.1' }, s.c());
    expect(await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c())).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
    });
    expect((await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '2.2.2.2' }, s.c())).ok).toBe(true);
    expect(s.world.audit).toContainEqual({ event: 'login_rate_limited' });
  });

  it('a success clears the per-account failures', async () => {
    for (let i = 0; i < 4; i++) await s.login.execute({ email: 'anna@example.de', password: 'wrong-password', ip: '1.1.1.1' }, s.c());
    await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    for (let i = 0; i < 4; i++) await s.login.execute({ email: 'anna@example.de', password: 'wrong-password', ip: '1.1.1.1' }, s.c());
    expect((await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c())).ok).toBe(true);
  });

  it('sessions slide: renewed when less than half is left, gone after expiry (+15 s)', async () => {
    const login = await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    const token = login.ok ? login.value.token : '';
    expect(await s.validate.execute({ sessionToken: token })).toMatchObject({
      ok: true,
      value: { renewed: false, actor: { kind: 'user', userId } },
    });
    s.clock.advance(16 * 24 * 3600_000);
    const renewed = await s.validate.execute({ sessionToken: token });
    expect(renewed.ok && renewed.value?.renewed).toBe(true);
    expect(renewed.ok && renewed.value?.expiresAt.toISOString()).toBe(new Date(s.clock.now().getTime() + 30 * 24 * 3600_000).toISOString());
    s.clock.advance(30 * 24 * 3600_000 + 15_001);
    expect(await s.validate.execute({ sessionToken: token })).toEqual({ ok: true, value: null });
    expect(s.world.sessions.size).toBe(0);
  });

  it('logout deletes the session', async () => {
    const login = await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    const token = login.ok ? login.value.token : '';
    await s.logout.execute({ sessionToken: token }, s.c());
    expect(await s.validate.execute({ sessionToken: token })).toEqual({ ok: true, value: null });
  });
});

describe('password reset', () => {
  it('mails a 1-hour link only to registered addresses, answering the same; the reset ends every session', async () => {
    const s = setup();
    const userId = s.world.addUser({ email: 'anna@example.de', emailVerified: false });
    const login = await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    expect(await s.requestReset.execute({ email: 'nobody@example.de', ip: '1.1.1.1', origin: ORIGIN }, s.c())).toEqual({
      ok: true,
      value: undefined,
    });
    expect(s.world.outbox).toHaveLength(0);
    expect(await s.requestReset.execute({ email: 'anna@example.de', ip: '1.1.1.1', origin: ORIGIN }, s.c())).toEqual({
      ok: true,
      value: undefined,
    });
    const link = (templateOf(s.world.outbox[0]!) as { link: string }).link;
    expect(link).toMatch(`${ORIGIN}/fr/user/password/reset?token=`);
    expect(await s.reset.execute({ token: tokenFromLink(link), password: 'short' }, s.c())).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await s.reset.execute({ token: tokenFromLink(link), password: 'a-new-password' }, s.c())).toEqual({
      ok: true,
      value: undefined,
    });
    expect(s.world.users.get(userId)).toMatchObject({ passwordHash: 'hash:a-new-password', emailVerified: true });
    expect(s.world.sessions.size).toBe(0);
    expect(login.ok).toBe(true);
    expect(templateOf(s.world.outbox[1]!).kind).toBe('password-changed');
    expect(await s.reset.execute({ token: tokenFromLink(link), password: 'another-password' }, s.c())).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    expect(s.world.audit).toContainEqual({ event: 'password_changed', userId });
  });

  it('a reset link dies after 1 h (+15 s)', async () => {
    const s = setup();
    s.world.addUser({ email: 'anna@example.de' });
    await s.requestReset.execute({ email: 'anna@example.de', ip: '1.1.1.1', origin: ORIGIN }, s.c());
    s.clock.advance(3600_000 + 15_001);
    const token = tokenFromLink((templateOf(s.world.outbox[0]!) as { link: string }).link);
    expect(await s.reset.execute({ token, password: 'a-new-password' }, s.c())).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('limits requests per address (3 an hour), for registered and unknown addresses alike', async () => {
    const s = setup();
    for (let i = 0; i < 3; i++)
      expect((await s.requestReset.execute({ email: 'nobody@example.de', ip: `1.1.1.${i}`, origin: ORIGIN }, s.c())).ok).toBe(true);
    expect(await s.requestReset.execute({ email: 'nobody@example.de', ip: '9.9.9.9', origin: ORIGIN }, s.c())).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});

describe('account settings', () => {
  it('changing the password needs the current one, ends every session and gives this browser a new one', async () => {
    const s = setup();
    const userId = s.world.addUser({ email: 'anna@example.de' });
    const a = await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    const b = await s.login.execute({ email: 'anna@example.de', password: PASSWORD, ip: '2.2.2.2' }, s.c());
    const tokenA = a.ok ? a.value.token : '';
    const tokenB = b.ok ? b.value.token : '';
    const actor = await s.actorOf(tokenA);
    expect(await s.changePassword.execute({ currentPassword: 'wrong-password', newPassword: 'a-new-password' }, s.c(actor))).toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    const changed = await s.changePassword.execute({ currentPassword: PASSWORD, newPassword: 'a-new-password' }, s.c(actor));
    expect(changed.ok).toBe(true);
    expect((await s.actorOf(tokenA)).kind).toBe('anonymous');
    expect((await s.actorOf(tokenB)).kind).toBe('anonymous');
    expect(await s.actorOf(changed.ok ? changed.value.token : '')).toMatchObject({ kind: 'user', userId });
    expect(await s.changePassword.execute({ currentPassword: PASSWORD, newPassword: 'x' }, s.c({ kind: 'anonymous' }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('changing the e-mail mails the new address; the account moves only when the link is opened', async () => {
    const s = setup();
    const userId = s.world.addUser({ email: 'anna@example.de' });
    const actor: Actor = { kind: 'user', userId, roles: [] };
    expect(
      await s.changeEmail.execute({ newEmail: 'anna@example.de', currentPassword: PASSWORD, origin: ORIGIN }, s.c(actor)),
    ).toMatchObject({ code: 'SAME_EMAIL' });
    expect(await s.changeEmail.execute({ newEmail: 'new@example.de', currentPassword: 'nope', origin: ORIGIN }, s.c(actor))).toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    expect(await s.changeEmail.execute({ newEmail: 'New@Example.de', currentPassword: PASSWORD, origin: ORIGIN }, s.c(actor))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(s.world.users.get(userId)!.email).toBe('anna@example.de');
    expect(s.world.outbox[0]!.to).toBe('new@example.de');
    const token = tokenFromLink((templateOf(s.world.outbox[0]!) as { link: string }).link);
    expect((await s.verify.execute({ token }, s.c())).ok).toBe(true);
    expect(s.world.users.get(userId)).toMatchObject({ email: 'new@example.de', emailVerified: true });
  });

  it('an address of another account gets no mail, and the same answer', async () => {
    const s = setup();
    const userId = s.world.addUser({ email: 'anna@example.de' });
    s.world.addUser({ email: 'taken@example.de' });
    expect(
      await s.changeEmail.execute(
        { newEmail: 'taken@example.de', currentPassword: PASSWORD, origin: ORIGIN },
        s.c({ kind: 'user', userId, roles: [] }),
      ),
    ).toEqual({ ok: true, value: undefined });
    expect(s.world.outbox).toEqual([]);
  });

  it('resends the verification link to unverified accounts only', async () => {
    const s = setup();
    const verified = s.world.addUser({ email: 'v@example.de', emailVerified: true });
    const unverified = s.world.addUser({ email: 'u@example.de', emailVerified: false });
    await s.resend.execute({ origin: ORIGIN }, s.c({ kind: 'user', userId: verified, roles: [] }));
    expect(s.world.outbox).toHaveLength(0);
    await s.resend.execute({ origin: ORIGIN }, s.c({ kind: 'user', userId: unverified, roles: [] }));
    expect(templateOf(s.world.outbox[0]!)).toMatchObject({ kind: 'verify-email' });
  });
});

describe('masquerade', () => {
  it('an administrator acts as a user in a flagged staff-length session, logged with ids; ending restores an own session', async () => {
    const s = setup();
    const adminId = s.world.addUser({ email: 'admin@example.de', roles: [{ id: 'administrator', targetId: null }] });
    const userId = s.world.addUser({ email: 'anna@example.de' });
    const login = await s.login.execute({ email: 'admin@example.de', password: PASSWORD, ip: '1.1.1.1' }, s.c());
    const adminToken = login.ok ? login.value.token : '';
    const started = await s.startMasquerade.execute(
      { target: 'ANNA@example.de', sessionToken: adminToken },
      s.c(await s.actorOf(adminToken)),
    );
    expect(started.ok).toBe(true);
    const masqToken = started.ok ? started.value.token : '';
    expect(started.ok && started.value.expiresAt.getTime() - s.clock.now().getTime()).toBe(8 * 3600_000);
    expect(await s.actorOf(masqToken)).toEqual({
      kind: 'user',
      userId,
      roles: [{ id: 'applicant', targetId: null }],
      masqueradedBy: adminId,
    });
    expect((await s.actorOf(adminToken)).kind).toBe('anonymous');
    expect(s.world.audit).toContainEqual({ event: 'masquerade_started', administratorId: adminId, userId });

    const masqActor = await s.actorOf(masqToken);
    expect(await s.changePassword.execute({ currentPassword: PASSWORD, newPassword: 'a-new-password' }, s.c(masqActor))).toMatchObject({
      code: 'FORBIDDEN',
    });
    const ended = await s.endMasquerade.execute({ sessionToken: masqToken }, s.c(masqActor));
    expect((await s.actorOf(masqToken)).kind).toBe('anonymous');
    expect(await s.actorOf(ended.ok && ended.value ? ended.value.token : '')).toMatchObject({ kind: 'user', userId: adminId });
    expect(s.world.audit).toContainEqual({ event: 'masquerade_ended', administratorId: adminId, userId });
  });

  it('only administrators, never as staff or themselves; unknown targets are NOT_FOUND for administrators only', async () => {
    const s = setup();
    const adminId = s.world.addUser({ email: 'admin@example.de', roles: [{ id: 'administrator', targetId: null }] });
    const editorId = s.world.addUser({ email: 'editor@example.de', roles: [{ id: 'job_editor', targetId: null }] });
    const userId = s.world.addUser({ email: 'anna@example.de' });
    const admin: Actor = { kind: 'user', userId: adminId, roles: [{ id: 'administrator', targetId: null }] };
    const editor: Actor = { kind: 'user', userId: editorId, roles: [{ id: 'job_editor', targetId: null }] };
    const run = (actor: Actor, target: string) => s.startMasquerade.execute({ target, sessionToken: 'x' }, s.c(actor));
    expect(await run(editor, userId)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await run(editor, 'nobody@example.de')).toMatchObject({ code: 'FORBIDDEN' });
    expect(await run(admin, 'nobody@example.de')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await run(admin, editorId)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await run(admin, adminId)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await s.endMasquerade.execute({ sessionToken: 'x' }, s.c(admin))).toMatchObject({ code: 'NOT_MASQUERADING' });
  });
});
