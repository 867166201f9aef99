import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsFrom, type Accounts } from '../../../src/infrastructure/di/accounts.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { CsrfTokens } from '../../../src/infrastructure/auth/csrf-tokens';
import { CONFIG_ADMIN } from '../../../src/infrastructure/di/config-admin.module';
import type { ReadOnlyMode } from '../../../src/application/platform/config-admin/config-admin-repository.port';
import { handleAuthApi } from '../../../src/ui/server/auth/auth-api.server';
import { OPEN_REDIRECT_PAYLOADS } from '../../support/open-redirect-payloads';
import { setReadOnlyMode } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * /api/auth as the server route runs it (handleAuthApi on the real composition root and PostgreSQL):
 * NextAuth-shaped answers, the account actions, 12 kinds of CSRF attempt and 20 open-redirect payloads.
 */
const SECRET = 'integration-test-secret-0123456789abcdef';
process.env.AUTH_SECRET = SECRET;
const ORIGIN = 'http://localhost:3000';
const DEMO = { email: 'bewerber@demo.jobboard.test', password: 'Demo-Passwort-2026!' };

interface Browser {
  cookies: Map<string, string>;
}

const cookieHeader = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');

function remember(b: Browser, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    const value = decodeURIComponent(rest.join('='));
    if (/Max-Age=0/.test(line)) b.cookies.delete(name!);
    else b.cookies.set(name!, value);
  }
}

describe('/api/auth', () => {
  let db: TestDatabase;
  let accounts: Accounts;
  let readOnlyMode: ReadOnlyMode;

  const call = async (
    b: Browser | null,
    method: 'GET' | 'POST',
    path: string,
    form: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit = {
      method,
      headers: {
        ...(b ? { cookie: cookieHeader(b) } : {}),
        ...(method === 'POST'
          ? { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'sec-fetch-site': 'same-origin' }
          : {}),
        ...headers,
      },
    };
    if (method === 'POST') init.body = new URLSearchParams(form).toString();
    const url =
      method === 'GET' && Object.keys(form).length
        ? `${ORIGIN}/api/auth/${path}?${new URLSearchParams(form)}`
        : `${ORIGIN}/api/auth/${path}`;
    // A null-valued header means "send none" (the defaults above set Origin and Sec-Fetch-Site).
    const request = new Request(url, init);
    for (const [k, v] of Object.entries(headers)) if (v === '') request.headers.delete(k);
    const response = await handleAuthApi(request, path, accounts);
    if (b) remember(b, response);
    return response;
  };
  const newBrowser = async (): Promise<Browser & { token: string }> => {
    const b: Browser = { cookies: new Map() };
    const { csrfToken } = (await (await call(b, 'GET', 'csrf')).json()) as { csrfToken: string };
    return Object.assign(b, { token: csrfToken });
  };
  const signIn = async (b: Browser & { token: string }, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    call(b, 'POST', 'callback/credentials', { ...DEMO, csrfToken: b.token, ...extra }, headers);

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    const container = buildContainer({ site: 'default', databaseUrl: db.url, production: true });
    accounts = accountsFrom(container, true);
    readOnlyMode = container.get(CONFIG_ADMIN.ReadOnlyMode);
  });
  afterAll(() => db.drop());

  it('GET csrf sets a signed cookie once and keeps answering the same token', async () => {
    const b = await newBrowser();
    expect(b.cookies.get('jb_csrf')).toMatch(new RegExp(`^${b.token}\\|[0-9a-f]{64}$`));
    const again = (await (await call(b, 'GET', 'csrf')).json()) as { csrfToken: string };
    expect(again.csrfToken).toBe(b.token);
  });

  it('GET providers lists only what works (credentials)', async () => {
    expect(Object.keys((await (await call(null, 'GET', 'providers')).json()) as object)).toEqual(['credentials']);
  });

  it('credentials sign-in: 303 with an HttpOnly, SameSite=Lax, Secure session cookie; session answers NextAuth-style; signout ends it', async () => {
    const b = await newBrowser();
    expect(await (await call(b, 'GET', 'session')).json()).toEqual({});
    const response = await signIn(b, { callbackUrl: '/jobs?page=2' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/jobs?page=2');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('jb_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Max-Age=259\d{4}/);
    const session = (await (await call(b, 'GET', 'session')).json()) as {
      user: { email: string; kind: string };
      expires: string;
      masqueraded: boolean;
    };
    expect(session).toMatchObject({ user: { email: DEMO.email, kind: 'applicant' }, masqueraded: false });
    expect(Date.parse(session.expires) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const out = await call(b, 'POST', 'signout', { csrfToken: b.token, json: 'true' });
    expect(await out.json()).toEqual({ url: `${ORIGIN}/user/login?notice=loggedOut`, ok: true });
    expect(b.cookies.has('jb_session')).toBe(false);
    expect(await (await call(b, 'GET', 'session')).json()).toEqual({});
  });

  it('a wrong password answers CredentialsSignin (json: 401 with the error in the url), no cookie', async () => {
    const b = await newBrowser();
    const response = await signIn(b, { password: 'wrong-password', json: 'true', callbackUrl: '/dashboard' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      url: `${ORIGIN}/user/login?error=CredentialsSignin&callbackUrl=%2Fdashboard`,
      ok: false,
      error: 'CredentialsSignin',
      errors: [{ field: null, code: 'CredentialsSignin' }],
    });
    expect(b.cookies.has('jb_session')).toBe(false);
  });

  it('a blocked account is told so after the right password (403, ACCOUNT_BLOCKED), gets no cookie, and signs in again once unblocked', async () => {
    const b = await newBrowser();
    await db.pool.query('update users set blocked_at = now() where lower(email) = lower($1)', [DEMO.email]);
    try {
      const refused = await signIn(b, { json: 'true', callbackUrl: '/dashboard' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        url: `${ORIGIN}/user/login?error=ACCOUNT_BLOCKED&callbackUrl=%2Fdashboard`,
        ok: false,
        error: 'ACCOUNT_BLOCKED',
      });
      expect(b.cookies.has('jb_session')).toBe(false);
      // A wrong password still says nothing about the block.
      expect((await signIn(b, { password: 'wrong-password', json: 'true' })).status).toBe(401);
    } finally {
      await db.pool.query('update users set blocked_at = null where lower(email) = lower($1)', [DEMO.email]);
    }
    expect((await signIn(b)).status).toBe(303);
  });

  it('a new token on every login: the previous session of the browser ends', async () => {
    const b = await newBrowser();
    await signIn(b);
    const first = b.cookies.get('jb_session')!;
    await signIn(b);
    expect(b.cookies.get('jb_session')).not.toBe(first);
    const stale: Browser = { cookies: new Map([['jb_session', first]]) };
    expect(await (await call(stale, 'GET', 'session')).json()).toEqual({});
  });

  it('GET signin sends to the login page with error and callbackUrl; unknown providers go to signin; error goes to the error page', async () => {
    const signin = await call(null, 'GET', 'signin', { error: 'SessionRequired', callbackUrl: '/dashboard' });
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).toBe('/user/login?callbackUrl=%2Fdashboard&error=SessionRequired');
    const b = await newBrowser();
    const unknown = await call(b, 'POST', 'signin/myspace', { csrfToken: b.token, callbackUrl: '/jobs' });
    expect(unknown.headers.get('location')).toBe('/api/auth/signin?callbackUrl=%2Fjobs');
    const error = await call(null, 'GET', 'error', { error: 'OAuthAccountNotLinked' });
    expect(error.headers.get('location')).toBe('/user/error?error=OAuthAccountNotLinked');
  });

  it('registration → verification mail in the outbox → verify → login → change password revokes the other sessions', async () => {
    const b = await newBrowser();
    const form = {
      csrfToken: b.token,
      firstName: 'Jonas',
      lastName: 'Neu',
      email: 'neu@example.test',
      password: 'a-long-password',
      organizationName: 'Neu GmbH',
    };
    // Without the terms box ticked nothing is written; a plain (no-JavaScript) checkbox posts "on".
    const unticked = await call(b, 'POST', 'register/recruiter', form);
    expect(unticked.headers.get('location')).toBe('/user/register/recruiter?error=INVALID_INPUT');
    expect((await db.pool.query("select 1 from users where email = 'neu@example.test'")).rowCount).toBe(0);
    const registered = await call(b, 'POST', 'register/recruiter', { ...form, acceptTerms: 'on' });
    expect(registered.headers.get('location')).toBe('/user/login?notice=verifySent');
    const mail = (await db.pool.query("select text_body from mail_outbox where recipient = 'neu@example.test'")).rows[0]
      .text_body as string;
    const token = /verify-email\?token=([a-z2-7]+)/.exec(mail)![1]!;
    const verified = await call(b, 'POST', 'verify-email', { csrfToken: b.token, token });
    expect(verified.headers.get('location')).toBe('/user/login?notice=verified');

    const other = await newBrowser();
    await call(other, 'POST', 'callback/credentials', { email: 'neu@example.test', password: 'a-long-password', csrfToken: other.token });
    await call(b, 'POST', 'callback/credentials', { email: 'neu@example.test', password: 'a-long-password', csrfToken: b.token });
    expect(((await (await call(b, 'GET', 'session')).json()) as { user: { kind: string; emailVerified: boolean } }).user).toMatchObject({
      kind: 'recruiter',
      emailVerified: true,
    });
    const changed = await call(b, 'POST', 'password/change', {
      csrfToken: b.token,
      currentPassword: 'a-long-password',
      newPassword: 'another-long-password',
    });
    expect(changed.headers.get('location')).toBe('/user/settings?notice=passwordChanged');
    expect(((await (await call(b, 'GET', 'session')).json()) as { user?: unknown }).user).toBeDefined();
    expect(await (await call(other, 'GET', 'session')).json()).toEqual({});
  });

  it('read-only mode: registering, verifying, password and address changes answer READ_ONLY on their page and write nothing; signing in still works', async () => {
    const setReadOnly = (on: boolean) => setReadOnlyMode(db.pool, readOnlyMode, on);
    const b = await newBrowser();
    await setReadOnly(true);
    try {
      const registered = await call(b, 'POST', 'register/applicant', {
        csrfToken: b.token,
        firstName: 'Lena',
        lastName: 'Lesend',
        email: 'nur-lesen@example.test',
        password: 'a-long-password',
        acceptTerms: 'on',
      });
      expect(registered.status).toBe(303);
      expect(registered.headers.get('location')).toBe('/user/register/applicant?error=READ_ONLY');
      expect((await db.pool.query("select 1 from users where email = 'nur-lesen@example.test'")).rowCount).toBe(0);
      const mailsBefore = (await db.pool.query('select 1 from mail_outbox where lower(recipient) = lower($1)', [DEMO.email])).rowCount;
      const forgot = await call(b, 'POST', 'password/forgot', { csrfToken: b.token, email: DEMO.email, json: 'true' });
      expect(forgot.status).toBe(503);
      expect(await forgot.json()).toMatchObject({ ok: false, error: 'READ_ONLY', url: `${ORIGIN}/user/password/forgot?error=READ_ONLY` });
      expect((await db.pool.query('select 1 from mail_outbox where lower(recipient) = lower($1)', [DEMO.email])).rowCount).toBe(
        mailsBefore,
      );
      const reset = await call(b, 'POST', 'password/reset', { csrfToken: b.token, token: 'abc', password: 'x', confirmPassword: 'x' });
      expect(reset.headers.get('location')).toBe('/user/password/reset?token=abc&error=READ_ONLY');
      // Staff must still be able to sign in (and turn the mode off).
      expect((await signIn(b)).headers.get('location')).toBe('/dashboard');
      const changed = await call(b, 'POST', 'email/change', { csrfToken: b.token, email: 'anders@example.test', password: DEMO.password });
      expect(changed.headers.get('location')).toBe('/user/settings?error=READ_ONLY');
    } finally {
      await setReadOnly(false);
    }
  });

  it('registration mails one address at most 3 times an hour: the 4th goes back to the form with RATE_LIMITED and sends nothing', async () => {
    const b = await newBrowser();
    const form = {
      csrfToken: b.token,
      firstName: 'Flut',
      lastName: 'Test',
      email: 'flood@example.test',
      password: 'a-long-password',
      acceptTerms: 'on',
    };
    for (let i = 0; i < 3; i++)
      expect((await call(b, 'POST', 'register/applicant', form)).headers.get('location')).toBe('/user/login?notice=verifySent');
    const fourth = await call(b, 'POST', 'register/applicant', form);
    expect(fourth.headers.get('location')).toBe('/user/register/applicant?error=RATE_LIMITED');
    const mails = await db.pool.query("select 1 from mail_outbox where recipient = 'flood@example.test'");
    expect(mails.rowCount).toBe(3);
  });

  it('the same answer for forgotten passwords of unknown and known addresses', async () => {
    const b = await newBrowser();
    const unknown = await call(b, 'POST', 'password/forgot', { csrfToken: b.token, email: 'nobody@example.test' });
    const known = await call(b, 'POST', 'password/forgot', { csrfToken: b.token, email: DEMO.email });
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get('location')).toBe(known.headers.get('location'));
  });

  it('masquerade: administrator only; flagged session; ending gives the administrator a fresh own session', async () => {
    const admin = await newBrowser();
    await call(admin, 'POST', 'callback/credentials', {
      email: 'admin@demo.jobboard.test',
      password: DEMO.password,
      csrfToken: admin.token,
    });
    const adminToken = admin.cookies.get('jb_session');
    await call(admin, 'POST', 'masquerade', { csrfToken: admin.token, target: DEMO.email });
    const session = (await (await call(admin, 'GET', 'session')).json()) as {
      user: { email: string };
      masqueraded: boolean;
      expires: string;
    };
    expect(session).toMatchObject({ user: { email: DEMO.email }, masqueraded: true });
    expect(Date.parse(session.expires) - Date.now()).toBeLessThanOrEqual(8 * 3_600_000);
    expect(await (await call({ cookies: new Map([['jb_session', adminToken!]]) }, 'GET', 'session')).json()).toEqual({});
    const ended = await call(admin, 'POST', 'masquerade/end', { csrfToken: admin.token });
    expect(ended.headers.get('location')).toBe('/dashboard?notice=masqueradeEnded');
    expect(await (await call(admin, 'GET', 'session')).json()).toMatchObject({
      user: { email: 'admin@demo.jobboard.test' },
      masqueraded: false,
    });

    const applicant = await newBrowser();
    await signIn(applicant);
    const refused = await call(applicant, 'POST', 'masquerade', { csrfToken: applicant.token, target: 'admin@demo.jobboard.test' });
    expect(refused.headers.get('location')).toBe('/dashboard?error=FORBIDDEN');
  });

  describe('12 kinds of CSRF attempt are refused (a login CSRF with valid credentials)', () => {
    const foreign = new CsrfTokens('another-secret-another-secret-0123456789');
    const attempts: Array<[string, (b: Browser & { token: string }) => Promise<Response>]> = [
      ['no token in the form', (b) => call(b, 'POST', 'callback/credentials', { ...DEMO })],
      [
        'no CSRF cookie',
        (b) => {
          b.cookies.delete('jb_csrf');
          return signIn(b);
        },
      ],
      ['form token differs from the cookie', (b) => signIn(b, { csrfToken: foreign.issue().token })],
      [
        'cookie with a forged signature',
        (b) => {
          b.cookies.set('jb_csrf', `${b.token}|${'0'.repeat(64)}`);
          return signIn(b);
        },
      ],
      [
        'cookie signed with another secret',
        (b) => {
          const planted = foreign.issue();
          b.cookies.set('jb_csrf', planted.cookie);
          return signIn(b, { csrfToken: planted.token });
        },
      ],
      ['cross-site Origin', (b) => signIn(b, {}, { origin: 'https://evil.example', 'sec-fetch-site': '' })],
      ['Origin: null (sandboxed frame, data: URL)', (b) => signIn(b, {}, { origin: 'null', 'sec-fetch-site': '' })],
      ['look-alike Origin', (b) => signIn(b, {}, { origin: 'http://localhost:3000.evil.example', 'sec-fetch-site': '' })],
      ['Sec-Fetch-Site: cross-site', (b) => signIn(b, {}, { 'sec-fetch-site': 'cross-site' })],
      ['Sec-Fetch-Site: same-site (a sibling subdomain)', (b) => signIn(b, {}, { 'sec-fetch-site': 'same-site' })],
      [
        'no Origin, cross-site Referer',
        (b) => signIn(b, {}, { origin: '', 'sec-fetch-site': '', referer: 'https://evil.example/form.html' }),
      ],
      [
        'token only in the query string',
        async (b) => {
          const request = new Request(`${ORIGIN}/api/auth/callback/credentials?csrfToken=${b.token}`, {
            method: 'POST',
            headers: { cookie: cookieHeader(b), origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(DEMO).toString(),
          });
          return handleAuthApi(request, 'callback/credentials', accounts);
        },
      ],
    ];

    it('the same request with the right token from the same origin signs in (control)', async () => {
      const b = await newBrowser();
      const response = await signIn(b);
      expect(response.status).toBe(303);
      expect(response.headers.getSetCookie().some((c) => c.startsWith('jb_session='))).toBe(true);
    });

    it.each(attempts)('%s', async (_name, attempt) => {
      const b = await newBrowser();
      const response = await attempt(b);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/error=CSRF/);
      expect(response.headers.getSetCookie().some((c) => c.startsWith('jb_session='))).toBe(false);
    });

    it('a cross-site POST refused as JSON is a 403', async () => {
      const b = await newBrowser();
      const response = await signIn(b, { json: 'true' }, { 'sec-fetch-site': 'cross-site' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, error: 'CSRF' });
    });
  });

  describe('20 open-redirect payloads in callbackUrl are refused', () => {
    it.each(OPEN_REDIRECT_PAYLOADS.map((p) => [p]))('POST callback/credentials with %j: no session, error page', async (payload) => {
      const b = await newBrowser();
      const response = await signIn(b, { callbackUrl: payload });
      expect(response.headers.get('location')).toBe('/user/error?error=InvalidCallbackUrl');
      expect(response.headers.getSetCookie().some((c) => c.startsWith('jb_session='))).toBe(false);
    });

    it.each(OPEN_REDIRECT_PAYLOADS.map((p) => [p]))('GET signin with %j: error page', async (payload) => {
      const response = await call(null, 'GET', 'signin', { callbackUrl: payload });
      expect(response.headers.get('location')).toBe('/user/error?error=InvalidCallbackUrl');
    });

    it('a same-origin absolute callbackUrl becomes its path', async () => {
      const b = await newBrowser();
      const response = await signIn(b, { callbackUrl: `${ORIGIN}/dashboard?tab=1` });
      expect(response.headers.get('location')).toBe('/dashboard?tab=1');
    });
  });
});
