import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArcticSocialIdentityProviders } from '../../../src/infrastructure/auth/arctic-social-identity-providers';
import { devSubjectOf, type DevIdentityProvider } from '../../../src/infrastructure/auth/dev-identity-provider';
import { JoseIdTokenVerifier } from '../../../src/infrastructure/auth/jose-id-token-verifier';
import { CLIENTS, ORIGIN, startTestProvider } from './dev-provider';
import { ProviderBrowser } from './provider-browser';

/*
 * arctic against a real OpenID provider (oidc-provider in process): authorization URL with state and
 * PKCE, code exchange, ID token verification with jose against the provider's key set.
 */
describe('ArcticSocialIdentityProviders against the local oidc-provider', () => {
  let provider: DevIdentityProvider;
  let adapter: ArcticSocialIdentityProviders;
  const warnings: unknown[] = [];
  const redirectUri = `${ORIGIN}/api/auth/callback/google`;

  beforeAll(async () => {
    const started = await startTestProvider();
    provider = started.provider;
    adapter = new ArcticSocialIdentityProviders(started.config, { warn: (o: unknown) => warnings.push(o) } as never);
  });
  afterAll(() => provider.close());

  it('lists both providers as configured', () => {
    expect(adapter.configured()).toEqual(['google', 'linkedin']);
  });

  it('builds an authorization URL with state, S256 PKCE challenge, scopes and our redirect URI', async () => {
    const request = await adapter.authorizationRequest('google', redirectUri);
    const url = new URL(request.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENTS.google.clientId);
    expect(url.searchParams.get('state')).toBe(request.state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(request.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const other = await adapter.authorizationRequest('google', redirectUri);
    expect(other.state).not.toBe(request.state);
  });

  it('exchanges the code with the verifier and returns the verified identity', async () => {
    const request = await adapter.authorizationRequest('google', redirectUri);
    const back = await new ProviderBrowser(ORIGIN).signIn(request.url, {
      email: 'Mia.Beispiel@Example.test',
      firstName: 'Mia',
      lastName: 'Beispiel',
    });
    expect(back.searchParams.get('state')).toBe(request.state);
    const result = await adapter.exchange('google', {
      code: back.searchParams.get('code')!,
      codeVerifier: request.codeVerifier,
      redirectUri,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        provider: 'google',
        providerAccountId: devSubjectOf('mia.beispiel@example.test'),
        email: 'mia.beispiel@example.test',
        emailVerified: true,
        firstName: 'Mia',
        lastName: 'Beispiel',
      },
    });
  });

  it('reports an address the provider did not verify as unverified', async () => {
    const request = await adapter.authorizationRequest('linkedin', `${ORIGIN}/api/auth/callback/linkedin`);
    const back = await new ProviderBrowser(ORIGIN).signIn(request.url, { email: 'unverified@example.test', verified: false });
    const result = await adapter.exchange('linkedin', {
      code: back.searchParams.get('code')!,
      codeVerifier: request.codeVerifier,
      redirectUri: `${ORIGIN}/api/auth/callback/linkedin`,
    });
    expect(result.ok && result.value).toMatchObject({ provider: 'linkedin', email: 'unverified@example.test', emailVerified: false });
  });

  it('refuses a code with the wrong PKCE verifier, a code used twice, and a code of another client', async () => {
    const request = await adapter.authorizationRequest('google', redirectUri);
    const back = await new ProviderBrowser(ORIGIN).signIn(request.url, { email: 'pkce@example.test' });
    const code = back.searchParams.get('code')!;
    expect(await adapter.exchange('google', { code, codeVerifier: 'x'.repeat(43), redirectUri })).toEqual({
      ok: false,
      code: 'EXCHANGE_FAILED',
    });
    expect((await adapter.exchange('google', { code, codeVerifier: request.codeVerifier, redirectUri })).ok).toBe(true);
    // RFC 6749 §4.1.2: a code works once.
    expect(await adapter.exchange('google', { code, codeVerifier: request.codeVerifier, redirectUri })).toEqual({
      ok: false,
      code: 'EXCHANGE_FAILED',
    });
    const fresh = await adapter.authorizationRequest('google', redirectUri);
    const again = await new ProviderBrowser(ORIGIN).signIn(fresh.url, { email: 'pkce@example.test' });
    expect(
      await adapter.exchange('linkedin', {
        code: again.searchParams.get('code')!,
        codeVerifier: fresh.codeVerifier,
        redirectUri: `${ORIGIN}/api/auth/callback/linkedin`,
      }),
    ).toEqual({ ok: false, code: 'EXCHANGE_FAILED' });
    expect(JSON.stringify(warnings)).not.toContain('pkce@example.test');
  });

  it('a second sign-in with the provider session skips the form and keeps the subject', async () => {
    const browser = new ProviderBrowser(ORIGIN);
    const first = await adapter.authorizationRequest('google', redirectUri);
    await browser.signIn(first.url, { email: 'returning@example.test' });
    const second = await adapter.authorizationRequest('google', redirectUri);
    const back = await browser.signIn(second.url);
    const result = await adapter.exchange('google', {
      code: back.searchParams.get('code')!,
      codeVerifier: second.codeVerifier,
      redirectUri,
    });
    expect(result.ok && result.value.providerAccountId).toBe(devSubjectOf('returning@example.test'));
  });
});

describe('JoseIdTokenVerifier (spec §9 key set rules)', () => {
  let server: Server;
  let jwksUri: string;
  const keys: object[] = [];
  const signers: Record<string, CryptoKey> = {};

  let weakSigner: unknown;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    signers.strong = pair.privateKey;
    keys.push({ ...(await exportJWK(pair.publicKey)), kid: 'strong', alg: 'RS256', use: 'sig' });
    // jose will not even make a 1024-bit key; node:crypto will, and signs with it by hand below.
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    weakSigner = weak.privateKey;
    keys.push({ ...weak.publicKey.export({ format: 'jwk' }), kid: 'weak', alg: 'RS256', use: 'sig' });
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    jwksUri = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jwks`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const weakToken = () => {
    const now = Math.floor(Date.now() / 1000);
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const input = `${part({ alg: 'RS256', kid: 'weak' })}.${part({ iss: 'https://issuer.test', aud: 'client-1', sub: 's-1', iat: now, exp: now + 300 })}`;
    return `${input}.${createSign('RSA-SHA256')
      .update(input)
      .sign(weakSigner as never)
      .toString('base64url')}`;
  };
  const token = (kid: string, claims: Record<string, unknown> = {}, exp = '5m') =>
    new SignJWT({ email: 'a@example.test', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer('https://issuer.test')
      .setAudience('client-1')
      .setSubject('s-1')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(signers[kid]!);
  const expected = () => ({ jwksUri, issuers: ['https://issuer.test'], audience: 'client-1' });

  it('accepts a token signed with a 2048-bit key for our audience and issuer', async () => {
    const verifier = new JoseIdTokenVerifier();
    await expect(verifier.verify(await token('strong'), expected())).resolves.toMatchObject({ sub: 's-1', email: 'a@example.test' });
  });

  it('refuses an RSA key under 2048 bits, another audience or issuer, an expired token and a tampered one', async () => {
    const verifier = new JoseIdTokenVerifier();
    await expect(verifier.verify(weakToken(), expected())).rejects.toThrow(/2048/);
    await expect(verifier.verify(await token('strong'), { ...expected(), audience: 'client-2' })).rejects.toThrow();
    await expect(verifier.verify(await token('strong'), { ...expected(), issuers: ['https://other.test'] })).rejects.toThrow();
    await expect(verifier.verify(await token('strong', {}, '-1m'), expected())).rejects.toThrow();
    const [h, p, s] = (await token('strong')).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), email: 'admin@example.test' }),
    ).toString('base64url');
    await expect(verifier.verify(`${h}.${forged}.${s}`, expected())).rejects.toThrow();
  });
});
