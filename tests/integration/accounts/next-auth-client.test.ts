import { createRequire } from 'node:module';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsFrom, type Accounts } from '../../../src/infrastructure/di/accounts.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { handleAuthApi } from '../../../src/ui/server/auth/auth-api.server';
import { type RunningServer, startHttpServer } from '../graphql/support/http-bridge';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * next-auth v4's own browser client (the `next-auth` package: next-auth/react and client/_utils)
 * against /api/auth served over HTTP on a local port (handleAuthApi on the real composition root and
 * PostgreSQL). The client runs as it runs in a browser: `window.location` is the page, the API is
 * reached at the relative base path NEXTAUTH_URL names, and `fetch` is a browser's — a cookie jar,
 * relative addresses resolved against the page, Origin and Sec-Fetch-Site on every request. If an
 * answer's shape changes (a relative `url`, a missing field, a status), the client's own parsing fails
 * here.
 */
process.env.AUTH_SECRET = 'integration-test-secret-0123456789abcdef';
const DEMO = { email: 'bewerber@demo.jobboard.test', password: 'Demo-Passwort-2026!' };

interface LogLine {
  level: number;
  code?: string;
  component?: string;
  msg: string;
  [key: string]: unknown;
}

/*
 * The package's functions this test calls, as its documentation gives them. Loaded with require, not
 * import: the package's type definitions pull in Next.js's global ones, which would change `process.env`'s
 * type for the whole project.
 */
interface NextAuthReact {
  getCsrfToken(): Promise<string | undefined>;
  getProviders(): Promise<Record<string, { id: string; name: string; type: string; signinUrl: string; callbackUrl: string }> | null>;
  getSession(): Promise<unknown>;
  signIn(
    provider?: string,
    options?: Record<string, unknown>,
  ): Promise<{ error: string | null; status: number; ok: boolean; url: string | null } | undefined>;
  signOut(options?: { redirect?: boolean; callbackUrl?: string }): Promise<unknown>;
}
interface NextAuthUtils {
  fetchData<T>(path: string, config: unknown, logger: unknown, params: { req: { body: unknown } }): Promise<T | null>;
}
const requireFromHere = createRequire(import.meta.url);
type Session = { user: { email: string; name: string }; expires: string };

/** What the page's browser holds: its address, its cookies, where the client sent it, and the site it posts from. */
const browser = {
  href: '',
  cookies: new Map<string, string>(),
  navigations: [] as string[],
  sendFrom: '',
};
const serverFetch = globalThis.fetch;

/** A browser's fetch: relative addresses on the page, the jar's cookies, the origin signals it adds itself. */
async function browserFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), browser.href);
  const headers = new Headers(init.headers);
  if (browser.cookies.size) headers.set('cookie', [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const method = (init.method ?? 'GET').toUpperCase();
  headers.set('sec-fetch-site', browser.sendFrom === url.origin ? 'same-origin' : 'cross-site');
  if (method !== 'GET' && method !== 'HEAD') headers.set('origin', browser.sendFrom);
  const response = await serverFetch(url, { ...init, method, headers, redirect: 'manual' });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    if (/Max-Age=0/i.test(line)) browser.cookies.delete(name!);
    else browser.cookies.set(name!, rest.join('='));
  }
  return response;
}

describe('next-auth v4 client (the package) against /api/auth over HTTP', () => {
  let db: TestDatabase;
  let accounts: Accounts;
  let server: RunningServer;
  let client: NextAuthReact;
  let utils: NextAuthUtils;
  let origin = '';
  const logs: LogLine[] = [];
  const clientErrors: string[] = [];
  const over: { -readonly [K in keyof Accounts]?: Accounts[K] } = {};
  const consoleError = console.error;

  /** A fresh page of the site at `path`: no cookies, nothing navigated, requests from the site itself. */
  const openPage = (path = '/jobs') => {
    browser.href = `${origin}${path}`;
    browser.cookies.clear();
    browser.navigations.length = 0;
    browser.sendFrom = origin;
    clientErrors.length = 0;
  };
  /** The update() of useSession: fetchData('session') with the CSRF token and the data, as a POST. */
  const update = async <T>(data: unknown): Promise<T | null> => {
    const csrfToken = await client.getCsrfToken();
    const config = { baseUrl: origin, basePath: '/api/auth', baseUrlServer: origin, basePathServer: '/api/auth' };
    const logger = { error: (code: string) => void clientErrors.push(code), warn: () => {}, debug: () => {} };
    return (await utils.fetchData<T>(
      'session',
      config as never,
      logger as never,
      { req: { body: { csrfToken, data } } } as never,
    )) as T | null;
  };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    const real = accountsFrom(buildContainer({ site: 'default', databaseUrl: db.url, production: false }), true);
    const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
    accounts = { ...real, logger };
    server = await startHttpServer((request) =>
      handleAuthApi(request, new URL(request.url).pathname.replace(/^\/api\/auth\/?/, ''), { ...accounts, ...over }),
    );
    origin = server.origin;
    // As in a browser: the client is loaded on a page (window), configured by NEXTAUTH_URL, and uses the page's fetch.
    process.env.NEXTAUTH_URL = `${origin}/api/auth`;
    Object.assign(globalThis, {
      window: {
        get location() {
          return {
            get href() {
              return browser.href;
            },
            set href(to: string) {
              browser.navigations.push(to);
            },
            reload: () => {},
          };
        },
      },
      fetch: browserFetch,
    });
    // The client's logger writes `[next-auth][error][CODE]` to the console before it beacons the code to /_log.
    console.error = (...args: unknown[]) => {
      const code = /^\[next-auth\]\[error\]\[([A-Z_]+)\]/.exec(String(args[0]))?.[1];
      if (code) clientErrors.push(code);
      else consoleError(...args);
    };
    client = requireFromHere('next-auth/react') as NextAuthReact;
    utils = requireFromHere('next-auth/client/_utils') as NextAuthUtils;
  });
  afterEach(() => {
    for (const key of Object.keys(over)) delete over[key as keyof Accounts];
  });
  afterAll(async () => {
    console.error = consoleError;
    Object.assign(globalThis, { fetch: serverFetch });
    delete (globalThis as { window?: unknown }).window;
    await server?.close();
    await db?.drop();
  });

  it('getCsrfToken, getProviders, signIn (redirect: false), getSession, update, signOut: the whole round as the client parses it', async () => {
    openPage('/jobs');
    const token = await client.getCsrfToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(browser.cookies.has('jb_csrf')).toBe(true);

    const providers = await client.getProviders();
    expect(providers?.credentials).toEqual({
      id: 'credentials',
      name: 'Credentials',
      type: 'credentials',
      signinUrl: `${origin}/api/auth/signin/credentials`,
      callbackUrl: `${origin}/api/auth/callback/credentials`,
    });

    expect(await client.getSession()).toBeNull();
    const signedIn = await client.signIn('credentials', { ...DEMO, redirect: false });
    expect(signedIn).toEqual({ error: null, status: 200, ok: true, url: `${origin}/jobs` });
    expect(browser.cookies.has('jb_session')).toBe(true);

    const session = (await client.getSession()) as Session | null;
    expect(session?.user.email).toBe(DEMO.email);
    expect(Date.parse(session!.expires)).toBeGreaterThan(Date.now());

    // update(): answered with the session; what the client sends as data is not written into it.
    const updated = await update<Session>({ user: { name: 'Mallory', email: 'x@evil.test' } });
    expect(updated?.user).toEqual(session?.user);

    const out = await client.signOut({ redirect: false, callbackUrl: `${origin}/jobs?page=2` });
    expect(out).toEqual({ ok: true, url: `${origin}/jobs?page=2` });
    expect(browser.cookies.has('jb_session')).toBe(false);
    expect(await client.getSession()).toBeNull();
    expect(browser.navigations).toEqual([]);
    expect(clientErrors).toEqual([]);
  });

  it('a wrong password: signIn answers the error from the url, status 401, url null; no session', async () => {
    openPage();
    const answer = await client.signIn('credentials', { email: DEMO.email, password: 'wrong-password', redirect: false });
    expect(answer).toEqual({ error: 'CredentialsSignin', status: 401, ok: false, url: null });
    expect(browser.cookies.has('jb_session')).toBe(false);
  });

  it('signIn and signOut with redirect send the browser to absolute addresses on the site', async () => {
    openPage('/de/jobs');
    await client.signIn('credentials', { ...DEMO, callbackUrl: `${origin}/dashboard` });
    expect(browser.cookies.has('jb_session')).toBe(true);
    await client.signOut();
    await client.signIn('myspace');
    expect(browser.navigations).toEqual([
      `${origin}/dashboard`,
      `${origin}/de/jobs`,
      `/api/auth/signin?callbackUrl=${encodeURIComponent(`${origin}/de/jobs`)}`,
    ]);
    // Where the last one leads: the login page, with the page to come back to.
    const signin = await browserFetch(browser.navigations[2]!);
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).toBe('/user/login?callbackUrl=%2Fde%2Fjobs');
  });

  it('update() needs the CSRF token and a same-origin request: otherwise 400 {}, which the client reports and treats as no answer', async () => {
    openPage();
    await client.signIn('credentials', { ...DEMO, redirect: false });
    const forged = await browserFetch('/api/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ csrfToken: 'not-the-token', data: {} }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({});

    browser.sendFrom = 'https://evil.test';
    expect(await update({})).toBeNull();
    expect(clientErrors).toEqual(['CLIENT_FETCH_ERROR']);
    browser.sendFrom = origin;
    expect(await update({})).not.toBeNull();
  });

  it('a failing answer: the client logs CLIENT_FETCH_ERROR and beacons it to /_log, which the server logs by its code', async () => {
    openPage();
    logs.length = 0;
    over.validateSession = { execute: () => Promise.reject(new Error('database went away')) } as never;
    expect(await client.getSession()).toBeNull();
    expect(clientErrors).toEqual(['CLIENT_FETCH_ERROR']);
    await expect.poll(() => logs.some((l) => l.component === 'auth-client' && l.code === 'CLIENT_FETCH_ERROR')).toBe(true);
  });

  it('GET signout is the confirmation page, GET signin the login page, GET error the error page with the error class', async () => {
    openPage();
    const signout = await browserFetch('/api/auth/signout?callbackUrl=%2Fjobs');
    expect(signout.status).toBe(302);
    expect(signout.headers.get('location')).toBe('/user/logout?callbackUrl=%2Fjobs');
    const signin = await browserFetch(`/api/auth/signin?callbackUrl=${encodeURIComponent(`${origin}/dashboard`)}`);
    expect(signin.headers.get('location')).toBe('/user/login?callbackUrl=%2Fdashboard');
    const error = await browserFetch('/api/auth/error?error=OAuthAccountNotLinked');
    expect(error.headers.get('location')).toBe('/user/error?error=OAuthAccountNotLinked');
    const unknownError = await browserFetch('/api/auth/error?error=%3Cscript%3E');
    expect(unknownError.headers.get('location')).toBe('/user/error?error=Default');
  });

  it('the auth error classes are named in the answers and in the log, without the address or the callback URL', async () => {
    openPage();
    logs.length = 0;
    const offSite = await client.signIn('credentials', { ...DEMO, redirect: false, callbackUrl: 'https://evil.test/steal' });
    expect(offSite).toEqual({ error: 'InvalidCallbackUrl', status: 400, ok: false, url: null });

    const email = await browserFetch('/api/auth/signin/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: DEMO.email, csrfToken: (await client.getCsrfToken())!, json: 'true' }),
    });
    expect(email.status).toBe(400);
    expect(((await email.json()) as { error: string }).error).toBe('Configuration');

    const missing = await browserFetch('/api/auth/verify-request');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not Found', code: 'MISSING_NEXTAUTH_API_ROUTE_ERROR' });

    over.logIn = { execute: () => Promise.reject(new Error('database went away')) } as never;
    const handlerError = await client.signIn('credentials', { ...DEMO, redirect: false });
    expect(handlerError).toEqual({ error: 'Configuration', status: 500, ok: false, url: null });

    const codes = logs.filter((l) => l.code && l.component === 'auth').map((l) => l.code);
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
