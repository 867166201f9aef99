import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsFrom, type Accounts } from '../../../src/infrastructure/di/accounts.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { socialFrom, type Social } from '../../../src/infrastructure/di/social.module';
import type { DevIdentityProvider } from '../../../src/infrastructure/auth/dev-identity-provider';
import type { SocialProvidersConfig } from '../../../src/infrastructure/auth/social-provider-config';
import { handleAuthApi } from '../../../src/ui/server/auth/auth-api.server';
import { insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ORIGIN, startTestProvider } from './dev-provider';
import { ProviderBrowser } from './provider-browser';

/*
 * Social sign-in through /api/auth as the server route runs it, on PostgreSQL, against the local
 * oidc-provider: the full redirect flow with cookies, and the account rules (new, returning, linked,
 * not linked), the site flag and the callback's refusals.
 */
process.env.AUTH_SECRET = 'integration-test-secret-0123456789abcdef';

interface Browser {
  readonly cookies: Map<string, string>;
  readonly provider: ProviderBrowser;
  token: string;
}

describe('social sign-in over /api/auth', () => {
  let db: TestDatabase;
  let dev: DevIdentityProvider;
  let config: SocialProvidersConfig;
  const sites: Record<string, { accounts: Accounts; social: Social }> = {};

  const cookieHeader = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const remember = (b: Browser, response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      if (/Max-Age=0/.test(line)) b.cookies.delete(name!);
      else b.cookies.set(name!, decodeURIComponent(rest.join('=')));
    }
  };
  const call = async (b: Browser, method: 'GET' | 'POST', path: string, form: Record<string, string> = {}, site = 'default') => {
    const url =
      method === 'GET'
        ? `${ORIGIN}/api/auth/${path}${Object.keys(form).length ? `?${new URLSearchParams(form)}` : ''}`
        : `${ORIGIN}/api/auth/${path}`;
    const headers: Record<string, string> = { cookie: cookieHeader(b) };
    if (method === 'POST')
      Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'sec-fetch-site': 'same-origin' });
    const request = new Request(url, { method, headers, ...(method === 'POST' ? { body: new URLSearchParams(form).toString() } : {}) });
    const response = await handleAuthApi(request, path.split('?')[0]!, sites[site]!.accounts, sites[site]!.social);
    remember(b, response);
    return response;
  };
  const newBrowser = async (site = 'default'): Promise<Browser> => {
    const b: Browser = { cookies: new Map(), provider: new ProviderBrowser(ORIGIN), token: '' };
    b.token = ((await (await call(b, 'GET', 'csrf', {}, site)).json()) as { csrfToken: string }).csrfToken;
    return b;
  };
  /** The whole round trip: signin POST → provider → callback GET. Returns the callback's answer. */
  const signInWith = async (
    b: Browser,
    provider: 'google' | 'linkedin',
    person?: { email: string; verified?: boolean; firstName?: string },
    extra: Record<string, string> = {},
  ) => {
    const start = await call(b, 'POST', `signin/${provider}`, { csrfToken: b.token, ...extra });
    expect(start.status).toBe(303);
    const back = await b.provider.signIn(start.headers.get('location')!, person);
    return call(b, 'GET', `callback/${provider}?${back.searchParams}`, Object.fromEntries(back.searchParams));
  };
  const session = async (b: Browser) =>
    (await (await call(b, 'GET', 'session')).json()) as {
      user?: { email: string; kind: string; emailVerified: boolean };
      isNewUserViaSocial?: boolean;
    };
  const userRow = async (email: string) =>
    (
      await db.pool.query(
        'select id::text, password_hash, email_verified, is_new_via_social, first_name from users where lower(email) = $1',
        [email],
      )
    ).rows[0] as
      | { id: string; password_hash: string | null; email_verified: boolean; is_new_via_social: boolean; first_name: string }
      | undefined;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    const started = await startTestProvider();
    dev = started.provider;
    config = started.config;
    for (const site of ['default', 'mainfranken']) {
      const container = buildContainer({ site, databaseUrl: db.url, production: true, socialProviders: config });
      sites[site] = { accounts: accountsFrom(container, true), social: socialFrom(container) };
    }
  });
  afterAll(async () => {
    await dev.close();
    await db.drop();
  });

  it('GET providers lists credentials, Google and LinkedIn with their signin and callback URLs', async () => {
    const b = await newBrowser();
    const providers = (await (await call(b, 'GET', 'providers')).json()) as Record<
      string,
      { name: string; type: string; signinUrl: string; callbackUrl: string }
    >;
    expect(Object.keys(providers)).toEqual(['credentials', 'google', 'linkedin']);
    expect(providers.linkedin).toEqual({
      id: 'linkedin',
      name: 'LinkedIn',
      type: 'oidc',
      signinUrl: `${ORIGIN}/api/auth/signin/linkedin`,
      callbackUrl: `${ORIGIN}/api/auth/callback/linkedin`,
    });
  });

  it('POST signin/google: 303 to the provider with HttpOnly, SameSite=Lax state, PKCE and return cookies of 900 s', async () => {
    const b = await newBrowser();
    const response = await call(b, 'POST', 'signin/google', { csrfToken: b.token, callbackUrl: '/jobs?page=2' });
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(dev.issuer);
    const cookies = response.headers.getSetCookie();
    for (const name of ['jb_oauth_state', 'jb_oauth_pkce', 'jb_oauth_return']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=900(;|$)/);
      expect(cookie).toMatch(/Secure/);
    }
    expect(b.cookies.get('jb_oauth_state')).toBe(location.searchParams.get('state'));
  });

  it('a new user: account with the verified address and no password, applicant, linked; session flagged isNewUserViaSocial; next sign-in clears it', async () => {
    const b = await newBrowser();
    const done = await signInWith(b, 'google', { email: 'neu.sozial@example.test', firstName: 'Nele' }, { callbackUrl: '/jobs' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/jobs');
    expect(done.headers.getSetCookie().find((c) => c.startsWith('jb_session='))).toMatch(/HttpOnly; SameSite=Lax; Max-Age=259\d{4}/);
    for (const name of ['jb_oauth_state', 'jb_oauth_pkce', 'jb_oauth_return']) expect(b.cookies.has(name)).toBe(false);
    expect(await session(b)).toMatchObject({
      user: { email: 'neu.sozial@example.test', kind: 'applicant', emailVerified: true },
      isNewUserViaSocial: true,
    });
    const row = (await userRow('neu.sozial@example.test'))!;
    expect(row).toMatchObject({ password_hash: null, email_verified: true, is_new_via_social: true, first_name: 'Nele' });
    const links = await db.pool.query('select provider, email from oauth_accounts where user_id = $1', [row.id]);
    expect(links.rows).toEqual([{ provider: 'google', email: 'neu.sozial@example.test' }]);

    // Returning: another browser, same provider account → the same user, no longer new.
    const again = await newBrowser();
    const back = await signInWith(again, 'google', { email: 'neu.sozial@example.test' });
    expect(back.headers.get('location')).toBe('/dashboard');
    expect(await session(again)).toMatchObject({ user: { email: 'neu.sozial@example.test' }, isNewUserViaSocial: false });
    expect(
      (await db.pool.query('select count(*)::int as n from users where lower(email) = $1', ['neu.sozial@example.test'])).rows[0].n,
    ).toBe(1);
  });

  it('links a local account when both sides verified the address; the password keeps working', async () => {
    const userId = await insertUser(db.pool, { email: 'verbunden@example.test', emailVerified: true, roles: [['applicant', null]] });
    const b = await newBrowser();
    const done = await signInWith(b, 'linkedin', { email: 'Verbunden@Example.test' });
    expect(done.headers.get('location')).toBe('/dashboard');
    expect((await session(b)).user?.email).toBe('verbunden@example.test');
    expect((await db.pool.query('select provider from oauth_accounts where user_id = $1', [userId])).rows).toEqual([
      { provider: 'linkedin' },
    ]);
    expect((await userRow('verbunden@example.test'))!.password_hash).toBe('x');
  });

  it('account not linked: the local address is unverified, or the provider did not verify it', async () => {
    await insertUser(db.pool, { email: 'unbestaetigt@example.test', emailVerified: false, roles: [['applicant', null]] });
    const b = await newBrowser();
    const refused = await signInWith(b, 'google', { email: 'unbestaetigt@example.test' }, { callbackUrl: '/jobs' });
    expect(refused.headers.get('location')).toBe('/user/login?error=OAuthAccountNotLinked&callbackUrl=%2Fjobs');
    expect(b.cookies.has('jb_session')).toBe(false);

    await insertUser(db.pool, { email: 'lokal@example.test', emailVerified: true, roles: [['applicant', null]] });
    const c = await newBrowser();
    const notVerified = await signInWith(c, 'google', { email: 'lokal@example.test', verified: false });
    expect(notVerified.headers.get('location')).toBe('/user/login?error=OAuthAccountNotLinked');
    expect(
      (
        await db.pool.query(
          "select count(*)::int as n from oauth_accounts where email in ('unbestaetigt@example.test', 'lokal@example.test')",
        )
      ).rows[0].n,
    ).toBe(0);
  });

  it('no account and an unverified provider address: nothing is created', async () => {
    const b = await newBrowser();
    const refused = await signInWith(b, 'google', { email: 'niemand@example.test', verified: false });
    expect(refused.headers.get('location')).toBe('/user/login?error=OAuthEmailUnverified');
    expect(await userRow('niemand@example.test')).toBeUndefined();
  });

  it('the callback refuses a wrong state, missing cookies, a provider error and an unknown provider', async () => {
    const b = await newBrowser();
    const start = await call(b, 'POST', 'signin/google', { csrfToken: b.token });
    const back = await b.provider.signIn(start.headers.get('location')!, { email: 'state@example.test' });
    const params = Object.fromEntries(back.searchParams);
    // Another browser (no cookies) presents the code: login CSRF refused.
    const stranger = await newBrowser();
    expect((await call(stranger, 'GET', 'callback/google', params)).headers.get('location')).toBe('/user/login?error=OAuthCallback');
    const wrongState = await call(b, 'GET', 'callback/google', { ...params, state: 'x'.repeat(params.state!.length) });
    expect(wrongState.headers.get('location')).toBe('/user/login?error=OAuthCallback');
    // The refused callback cleared the cookies: the right state does not help any more.
    expect((await call(b, 'GET', 'callback/google', params)).headers.get('location')).toBe('/user/login?error=OAuthCallback');
    expect(await userRow('state@example.test')).toBeUndefined();

    expect((await call(b, 'GET', 'callback/google', { error: 'access_denied' })).headers.get('location')).toBe(
      '/user/login?error=OAuthCallback',
    );
    expect((await call(b, 'GET', 'callback/myspace', { code: 'x', state: 'y' })).headers.get('location')).toBe('/api/auth/signin');
  });

  it('signin needs the CSRF token; a callbackUrl elsewhere is refused (INVALID_CALLBACK_URL_ERROR)', async () => {
    const b = await newBrowser();
    const forged = await call(b, 'POST', 'signin/google', { csrfToken: 'forged' });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toContain('error=CSRF');
    expect(b.cookies.has('jb_oauth_state')).toBe(false);
    const evil = await call(b, 'POST', 'signin/google', { csrfToken: b.token, callbackUrl: 'https://evil.example/' });
    expect(evil.headers.get('location')).toBe('/user/error?error=InvalidCallbackUrl');
  });

  it('a site whose flag is off lists no social provider and refuses POST signin/google', async () => {
    const b = await newBrowser('mainfranken');
    const providers = (await (await call(b, 'GET', 'providers', {}, 'mainfranken')).json()) as object;
    expect(Object.keys(providers)).toEqual(['credentials']);
    const refused = await call(b, 'POST', 'signin/google', { csrfToken: b.token, callbackUrl: '/jobs' }, 'mainfranken');
    expect(refused.headers.get('location')).toBe('/api/auth/signin?callbackUrl=%2Fjobs');
    expect(b.cookies.has('jb_oauth_state')).toBe(false);
  });
});
