import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/*
 * A local OpenID provider (oidc-provider v9) for development and the tests. It stands in for Google and
 * LinkedIn at once (one client per provider) when the board's OAUTH_ISSUER_OVERRIDE points at it. Its
 * sign-in page asks for the address, the names and whether the address counts as verified — whatever a
 * real provider would vouch for — so every account rule can be tried in a browser. Never for production:
 * it believes whatever it is told.
 */

export interface DevClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
}

export interface DevIdentityProvider {
  readonly issuer: string;
  readonly port: number;
  close(): Promise<void>;
}

interface DevAccountClaims {
  readonly email: string;
  readonly email_verified: boolean;
  readonly given_name: string;
  readonly family_name: string;
}

/** The subject of an address: the same person signs in again with the same `sub`, across restarts too. */
export const devSubjectOf = (email: string): string =>
  `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

export async function startDevIdentityProvider(options: {
  readonly port: number;
  readonly clients: readonly DevClient[];
  readonly host?: string;
}): Promise<DevIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  // Port 0 (tests): listen first, so the issuer names the port actually taken.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const issuer = `http://${host}:${port}`;

  const accounts = new Map<string, DevAccountClaims>();
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'dev-rs256', alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [...c.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // Like Google and LinkedIn: the requested claims are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Seconds. Short: a development provider has nothing worth keeping.
    ttl: { Interaction: 900, Session: 8 * 3600, Grant: 8 * 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...claims, name: `${claims.given_name} ${claims.family_name}`.trim() }) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`);
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  /** Grants the scopes of the request to the account and finishes the interaction (no consent screen). */
  const finish = async (req: IncomingMessage, res: ServerResponse, accountId: string) => {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId });
    if (!grant) throw new Error('grant vanished');
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) return void oidc(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'consent' && details.session?.accountId) return await finish(req, res, details.session.accountId);
        if (req.method === 'POST' && match[2]) {
          const form = new URLSearchParams(await readBody(req));
          const email = (form.get('email') ?? '').trim().toLowerCase();
          if (!/^[^\s@]+@[^\s@]+$/.test(email))
            return send(res, 400, loginPage(details.uid, String(details.params.client_id), 'Please enter an e-mail address.'));
          const sub = devSubjectOf(email);
          accounts.set(sub, {
            email,
            email_verified: form.get('email_verified') === 'on',
            given_name: (form.get('given_name') ?? '').trim().slice(0, 100),
            family_name: (form.get('family_name') ?? '').trim().slice(0, 100),
          });
          return await finish(req, res, sub);
        }
        send(res, 200, loginPage(details.uid, String(details.params.client_id)));
      } catch (error) {
        send(res, 400, page('Error', `<p>${escapeHtml((error as Error).message)}</p>`));
      }
    })();
  });

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function loginPage(uid: string, clientId: string, problem?: string): string {
  return page(
    'Sign in',
    `<p>Local test identity provider, standing in for a social sign-in provider (client <code>${escapeHtml(clientId)}</code>). It signs in whoever you say.</p>
${problem ? `<p role="alert" style="color:#b00020">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <label>E-mail address <input type="email" name="email" required autofocus></label>
  <label>First name <input name="given_name"></label>
  <label>Last name <input name="family_name"></label>
  <label class="check"><input type="checkbox" name="email_verified" checked> The provider has verified this address</label>
  <button type="submit">Sign in</button>
</form>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} – local identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}label{display:block;margin:12px 0}input:not([type=checkbox]){display:block;width:100%;padding:6px}button{padding:8px 16px}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16_384) req.destroy(new Error('form too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
