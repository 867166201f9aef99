import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsFrom, type Accounts } from '../../../src/infrastructure/di/accounts.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { handleAuthApi } from '../../../src/ui/server/auth/auth-api.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { nextAuthV4Client } from './next-auth-v4-client';

/*
 * next-auth v4's browser client against /api/auth (handleAuthApi on the real composition root and
 * PostgreSQL): the exact requests it makes and the answers parsed as it parses them. A browser adds
 * the cookies, Origin and Sec-Fetch-Site to a same-origin fetch; the page runs on ORIGIN.
 */
process.env.AUTH_SECRET = 'integration-test-secret-0123456789abcdef';
const ORIGIN = 'http://localhost:3000';
const DEMO = { email: 'bewerber@demo.jobboard.test', password: 'Demo-Passwort-2026!' };

interface LogLine {
  level: number;
  code?: string;
  msg: string;
  [key: string]: unknown;
}

describe('next-auth v4 client against /api/auth', () => {
  let db: TestDatabase;
  let accounts: Accounts;
  const logs: LogLine[] = [];

  const browser = (page = `${ORIGIN}/jobs`, over: Partial<Accounts> = {}, sendFrom = ORIGIN) => {
    const cookies = new Map<string, string>();
    const navigations: string[] = [];
    const clientErrors: string[] = [];
    const fetch = async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '));
      const method = (init.method ?? 'GET').toUpperCase();
      headers.set('sec-fetch-site', sendFrom === ORIGIN ? 'same-origin' : 'cross-site');
      if (method === 'POST') headers.set('origin', sendFrom);
      const request = new Request(url, { ...init, method, headers });
      const splat = new URL(url).pathname.replace(/^\/api\/auth\/?/, '');
      const response = await handleAuthApi(request, splat, { ...accounts, ...over });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...rest] = pair!.split('=');
        if (/Max-Age=0/.test(line)) cookies.delete(name!);
        else cookies.set(name!, decodeURIComponent(rest.join('=')));
      }
      return response;
    };
    const client = nextAuthV4Client({
      location: page,
      fetch,
      navigate: (url) => navigations.push(url),
      logError: (code) => clientErrors.push(code),
    });
    return { client, fetch, cookies, navigations, clientErrors };
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    const real = accountsFrom(buildContainer({ site: 'default', databaseUrl: db.url, production: false }), true);
    const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
    accounts = { ...real, logger };
  });
  afterAll(() => db.drop());

  it('getCsrfToken, getProviders, signIn (redirect: false), getSession, update, signOut: the whole round as the client parses it', async () => {
    const b = browser();
    const token = await b.client.getCsrfToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(b.cookies.has('jb_csrf')).toBe(true);

    const providers = await b.client.getProviders();
    expect(providers?.credentials).toEqual({
      id: 'credentials',
      name: 'Credentials',
      type: 'credentials',
      signinUrl: `${ORIGIN}/api/auth/signin/credentials`,
      callbackUrl: `${ORIGIN}/api/auth/callback/credentials`,
    });

    expect(await b.client.getSession()).toBeNull();
    const signedIn = await b.client.signIn('credentials', { ...DEMO, redirect: false });
    expect(signedIn).toEqual({ error: null, status: 200, ok: true, url: `${ORIGIN}/jobs` });
    expect(b.cookies.has('jb_session')).toBe(true);

    const session = await b.client.getSession<{ user: { email: string; name: string }; expires: string }>();
    expect(session?.user.email).toBe(DEMO.email);
    expect(Date.parse(session!.expires)).toBeGreaterThan(Date.now());

    // update(): answered with the session; what the client sends as data is not written into it.
    const updated = await b.client.update<{ user: { email: string; name: string } }>({ user: { name: 'Mallory', email: 'x@evil.test' } });
    expect(updated?.user).toEqual(session?.user);

    const out = await b.client.signOut({ redirect: false, callbackUrl: `${ORIGIN}/jobs?page=2` });
    expect(out).toEqual({ ok: true, url: `${ORIGIN}/jobs?page=2` });
    expect(new URL(out!.url).pathname).toBe('/jobs');
    expect(b.cookies.has('jb_session')).toBe(false);
    expect(await b.client.getSession()).toBeNull();
    expect(b.clientErrors).toEqual([]);
  });

  it('a wrong password: signIn answers the error from the url, status 401, url null; no session', async () => {
    const b = browser();
    const answer = await b.client.signIn('credentials', { email: DEMO.email, password: 'wrong-password', redirect: false });
    expect(answer).toEqual({ error: 'CredentialsSignin', status: 401, ok: false, url: null });
    expect(b.cookies.has('jb_session')).toBe(false);
  });

  it('signIn and signOut with redirect send the browser to absolute addresses on the site', async () => {
    const b = browser(`${ORIGIN}/de/jobs`);
    await b.client.signIn('credentials', { ...DEMO, callbackUrl: `${ORIGIN}/dashboard` });
    await b.client.signOut();
    await b.client.signIn('myspace');
    expect(b.navigations).toEqual([
      `${ORIGIN}/dashboard`,
      `${ORIGIN}/de/jobs`,
      `${ORIGIN}/api/auth/signin?callbackUrl=${encodeURIComponent(`${ORIGIN}/de/jobs`)}`,
    ]);
  });

  it('update() needs the CSRF token and a same-origin request: otherwise 400 {}, which the client reports and treats as no answer', async () => {
    const b = browser();
    await b.client.signIn('credentials', { ...DEMO, redirect: false });
    const forged = await b.fetch(`${ORIGIN}/api/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ csrfToken: 'not-the-token', data: {} }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({});

    const token = await b.client.getCsrfToken();
    const crossSite = browser(`${ORIGIN}/jobs`, {}, 'https://evil.test');
    for (const [k, v] of b.cookies) crossSite.cookies.set(k, v);
    const fromElsewhere = await crossSite.fetch(`${ORIGIN}/api/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ csrfToken: token, data: {} }),
    });
    expect(fromElsewhere.status).toBe(400);

    expect(await crossSite.client.update({})).toBeNull();
    expect(crossSite.clientErrors).toEqual(['CLIENT_FETCH_ERROR']);
    expect(await b.client.update({})).not.toBeNull();
  });

  it('GET signout is the confirmation page, GET signin the login page, GET error the error page with the error class', async () => {
    const b = browser();
    const signout = await b.fetch(`${ORIGIN}/api/auth/signout?callbackUrl=%2Fjobs`);
    expect(signout.status).toBe(302);
    expect(signout.headers.get('location')).toBe('/user/logout?callbackUrl=%2Fjobs');
    const signin = await b.fetch(`${ORIGIN}/api/auth/signin?callbackUrl=${encodeURIComponent(`${ORIGIN}/dashboard`)}`);
    expect(signin.headers.get('location')).toBe('/user/login?callbackUrl=%2Fdashboard');
    const error = await b.fetch(`${ORIGIN}/api/auth/error?error=OAuthAccountNotLinked`);
    expect(error.headers.get('location')).toBe('/user/error?error=OAuthAccountNotLinked');
    const unknownError = await b.fetch(`${ORIGIN}/api/auth/error?error=%3Cscript%3E`);
    expect(unknownError.headers.get('location')).toBe('/user/error?error=Default');
  });

  it('the auth error classes are named in the answers and in the log, without the address or the callback URL', async () => {
    logs.length = 0;
    const b = browser();
    const offSite = await b.client.signIn('credentials', { ...DEMO, redirect: false, callbackUrl: 'https://evil.test/steal' });
    expect(offSite).toEqual({ error: 'InvalidCallbackUrl', status: 400, ok: false, url: null });

    const email = await b.fetch(`${ORIGIN}/api/auth/signin/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: DEMO.email, csrfToken: (await b.client.getCsrfToken())!, json: 'true' }),
    });
    expect(email.status).toBe(400);
    expect(((await email.json()) as { error: string }).error).toBe('Configuration');

    const missing = await b.fetch(`${ORIGIN}/api/auth/verify-request`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not Found', code: 'MISSING_NEXTAUTH_API_ROUTE_ERROR' });

    const failing = browser(`${ORIGIN}/jobs`, { logIn: { execute: () => Promise.reject(new Error('database went away')) } as never });
    const handlerError = await failing.client.signIn('credentials', { ...DEMO, redirect: false });
    expect(handlerError).toEqual({ error: 'Configuration', status: 500, ok: false, url: null });

    const codes = logs.filter((l) => l.code).map((l) => l.code);
    expect(codes).toEqual([
      'INVALID_CALLBACK_URL_ERROR',
      'EMAIL_REQUIRES_ADAPTER_ERROR',
      'MISSING_NEXTAUTH_API_ROUTE_ERROR',
      'CALLBACK_CREDENTIALS_HANDLER_ERROR',
    ]);
    const text = JSON.stringify(logs);
    expect(text).not.toContain(DEMO.email);
    expect(text).not.toContain('evil.test');
  });
});
