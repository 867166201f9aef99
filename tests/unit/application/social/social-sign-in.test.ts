import { describe, expect, it } from 'vitest';
import { SessionIssuer } from '../../../../src/application/platform/identity/session-issuer';
import {
  CompleteSocialSignIn,
  type CompleteSocialSignInInput,
} from '../../../../src/application/platform/social/complete-social-sign-in.use-case';
import { ListSocialProviders } from '../../../../src/application/platform/social/list-social-providers.use-case';
import { StartSocialSignIn } from '../../../../src/application/platform/social/start-social-sign-in.use-case';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { SocialIdentity } from '../../../../src/domain/identity/social-sign-in';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import { fixedClock } from '../../../support/fixed-clock';
import { AccountWorld, fakeTokens } from '../../../support/in-memory-accounts';
import { FakeProviders, SocialWorld } from '../../../support/in-memory-social';
import { ctx } from '../../../support/request-context';

const siteWith = (key: string, google: boolean, linkedin: boolean) =>
  ({ key, features: { socialSignIn: { google, linkedin } } }) as unknown as SiteConfig;
const sites: SiteDirectory = {
  get: (k) =>
    ({ default: siteWith('default', true, true), mainfranken: siteWith('mainfranken', false, false), half: siteWith('half', true, false) })[
      k
    ],
  all: () => [],
};
const REDIRECT = 'http://localhost:3000/api/auth/callback/google';
const identity = (over: Partial<SocialIdentity> = {}): SocialIdentity => ({
  provider: 'google',
  providerAccountId: 'g-1',
  email: 'nele@example.test',
  emailVerified: true,
  firstName: ' Nele ',
  lastName: 'Neu',
  ...over,
});

function setup(configured: ReadonlyArray<'google' | 'linkedin'> = ['google', 'linkedin'], readOnly = { on: false }) {
  const accounts = new AccountWorld();
  const social = new SocialWorld(accounts);
  const providers = new FakeProviders(configured);
  const clock = fixedClock('2026-05-04T12:00:00Z');
  const issuer = new SessionIssuer(fakeTokens(), clock);
  const list = new ListSocialProviders(providers, sites);
  return {
    accounts,
    social,
    providers,
    list,
    start: new StartSocialSignIn(providers, list),
    complete: new CompleteSocialSignIn(providers, list, social.uow, issuer, clock, { isOn: async () => readOnly.on }),
  };
}
const input = (over: Partial<CompleteSocialSignInInput> = {}): CompleteSocialSignInInput => ({
  provider: 'google',
  redirectUri: REDIRECT,
  code: 'code-1',
  state: 's1',
  expectedState: 's1',
  codeVerifier: 'v1',
  previousSessionToken: null,
  ...over,
});

describe('ListSocialProviders / StartSocialSignIn', () => {
  it('offers what is configured and switched on for the site', async () => {
    const { list } = setup(['google']);
    expect(await list.execute(undefined, { site: 'default' })).toEqual({ ok: true, value: ['google'] });
    expect(await list.execute(undefined, { site: 'mainfranken' })).toEqual({ ok: true, value: [] });
    expect(await list.execute(undefined, { site: 'unknown' })).toEqual({ ok: true, value: [] });
  });

  it('starts only a provider the site offers', async () => {
    const { start } = setup();
    const started = await start.execute({ provider: 'google', redirectUri: REDIRECT }, ctx());
    expect(started.ok && started.value).toMatchObject({ state: 's1', codeVerifier: 'v1' });
    expect(await start.execute({ provider: 'linkedin', redirectUri: REDIRECT }, ctx({ site: 'half' }))).toEqual({
      ok: false,
      code: 'UNKNOWN_PROVIDER',
    });
    expect(await start.execute({ provider: 'google', redirectUri: REDIRECT }, ctx({ site: 'mainfranken' }))).toEqual({
      ok: false,
      code: 'UNKNOWN_PROVIDER',
    });
    expect(await start.execute({ provider: 'myspace', redirectUri: REDIRECT }, ctx())).toEqual({ ok: false, code: 'UNKNOWN_PROVIDER' });
  });
});

describe('CompleteSocialSignIn', () => {
  it('creates an applicant with the verified address, links it, flags it new and issues a session', async () => {
    const { complete, providers, accounts, social } = setup();
    providers.next = { ok: true, value: identity() };
    const result = await complete.execute(input({ creationSource: ' newsletter ' }), ctx());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ created: true, userId: expect.any(String), token: expect.any(String) });
    const user = accounts.users.get(result.value.userId)!;
    expect(user).toMatchObject({
      email: 'nele@example.test',
      passwordHash: null,
      emailVerified: true,
      firstName: 'Nele',
      roles: [{ id: 'applicant', targetId: null }],
    });
    expect(social.links.get('google:g-1')).toMatchObject({ userId: result.value.userId, email: 'nele@example.test' });
    expect(social.newViaSocial.has(result.value.userId)).toBe(true);
    expect([...accounts.sessions.values()].map((s) => s.userId)).toEqual([result.value.userId]);
    // The code went to the provider with the PKCE verifier from the cookie and our redirect URI.
    expect(providers.exchanges).toEqual([{ provider: 'google', code: 'code-1', codeVerifier: 'v1', redirectUri: REDIRECT }]);
  });

  it('a returning user signs in, is no longer new, and the browser session before it ends', async () => {
    const { complete, providers, accounts, social } = setup();
    providers.next = { ok: true, value: identity() };
    const first = await complete.execute(input(), ctx());
    if (!first.ok) throw new Error('first sign-in failed');
    const second = await complete.execute(input({ previousSessionToken: first.value.token }), ctx());
    expect(second.ok && second.value).toMatchObject({ userId: first.value.userId, created: false });
    expect(social.newViaSocial.size).toBe(0);
    expect(accounts.sessions.size).toBe(1);
  });

  it('read-only: no account is made or linked (READ_ONLY), while an account already linked still signs in', async () => {
    const readOnly = { on: false };
    const { complete, providers, accounts, social } = setup(undefined, readOnly);
    providers.next = { ok: true, value: identity() };
    readOnly.on = true;
    expect(await complete.execute(input(), ctx())).toEqual({ ok: false, code: 'READ_ONLY' });
    expect(accounts.users.size).toBe(0);
    expect(social.links.size).toBe(0);
    const local = accounts.addUser({ email: 'nele@example.test', emailVerified: true });
    expect(await complete.execute(input(), ctx())).toEqual({ ok: false, code: 'READ_ONLY' });
    expect(social.links.size).toBe(0);
    readOnly.on = false;
    expect(await complete.execute(input(), ctx())).toMatchObject({ ok: true, value: { userId: local, created: false } });
    readOnly.on = true;
    expect(await complete.execute(input(), ctx())).toMatchObject({ ok: true, value: { userId: local, created: false } });
  });

  it('links an account when both sides verified the address; keeps its password and roles', async () => {
    const { complete, providers, accounts, social } = setup();
    const id = accounts.addUser({ email: 'Nele@Example.test', emailVerified: true, roles: [{ id: 'recruiter', targetId: '3' }] });
    providers.next = { ok: true, value: identity() };
    const result = await complete.execute(input(), ctx());
    expect(result.ok && result.value).toMatchObject({ userId: id, created: false });
    expect(social.links.get('google:g-1')?.userId).toBe(id);
    expect(accounts.users.get(id)!.passwordHash).toBe('hash:secret-password');
    expect(social.newViaSocial.has(id)).toBe(false);
  });

  it('answers ACCOUNT_NOT_LINKED when either side has not verified the address, and changes nothing', async () => {
    for (const [local, provider] of [
      [false, true],
      [true, false],
    ] as const) {
      const { complete, providers, accounts, social } = setup();
      accounts.addUser({ email: 'nele@example.test', emailVerified: local });
      providers.next = { ok: true, value: identity({ emailVerified: provider }) };
      expect(await complete.execute(input(), ctx())).toEqual({ ok: false, code: 'ACCOUNT_NOT_LINKED' });
      expect(social.links.size).toBe(0);
      expect(accounts.sessions.size).toBe(0);
    }
  });

  it('makes no account from an address the provider did not verify', async () => {
    const { complete, providers, accounts } = setup();
    providers.next = { ok: true, value: identity({ emailVerified: false }) };
    expect(await complete.execute(input(), ctx())).toEqual({ ok: false, code: 'EMAIL_UNVERIFIED' });
    expect(accounts.users.size).toBe(0);
  });

  it('refuses a state that does not match the cookie, or a missing code, before talking to the provider', async () => {
    const { complete, providers } = setup();
    providers.next = { ok: true, value: identity() };
    for (const over of [{ state: 's2' }, { expectedState: null }, { state: null }, { code: null }, { code: 'x'.repeat(3000) }]) {
      expect(await complete.execute(input(over), ctx())).toEqual({ ok: false, code: 'OAUTH_CALLBACK' });
    }
    expect(providers.exchanges).toEqual([]);
  });

  it('turns a failed exchange or ID token into OAUTH_CALLBACK', async () => {
    const { complete, providers } = setup();
    providers.next = { ok: false, code: 'INVALID_ID_TOKEN' };
    expect(await complete.execute(input(), ctx())).toEqual({ ok: false, code: 'OAUTH_CALLBACK' });
  });

  it('refuses a provider the site does not offer (flag off)', async () => {
    const { complete, providers } = setup();
    providers.next = { ok: true, value: identity() };
    expect(await complete.execute(input(), ctx({ site: 'mainfranken' }))).toEqual({ ok: false, code: 'UNKNOWN_PROVIDER' });
    expect(providers.exchanges).toEqual([]);
  });

  it('an address taken between look-up and insert is not linked (registration racing the sign-in)', async () => {
    const { complete, providers, accounts, social } = setup();
    providers.next = { ok: true, value: identity() };
    const original = social.store.createSocialAccount;
    social.store.createSocialAccount = async (a) => {
      accounts.addUser({ email: a.email, emailVerified: false });
      return original(a);
    };
    expect(await complete.execute(input(), ctx())).toEqual({ ok: false, code: 'ACCOUNT_NOT_LINKED' });
    expect(social.links.size).toBe(0);
  });
});
