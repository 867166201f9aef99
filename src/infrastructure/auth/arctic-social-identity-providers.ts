import { CodeChallengeMethod, Google, LinkedIn, OAuth2Client, generateCodeVerifier, generateState, type OAuth2Tokens } from 'arctic';
import type { JWTPayload } from 'jose';
import type { Logger } from 'pino';
import type {
  AuthorizationRequest,
  ExchangeFailure,
  SocialIdentityProviders,
} from '../../application/platform/social/social-identity-provider.port';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/identity/credentials';
import { SOCIAL_PROVIDERS, type SocialIdentity, type SocialProviderId } from '../../domain/identity/social-sign-in';
import { err, ok, type Result } from '../../domain/shared/result';
import { JoseIdTokenVerifier } from './jose-id-token-verifier';
import { discoverEndpoints, PROVIDER_ENDPOINTS, type OidcEndpoints } from './oidc-endpoints';
import type { SocialProvidersConfig } from './social-provider-config';

/** OpenID scopes: the subject, the address (with its verified flag) and the name. */
const SCOPES = ['openid', 'email', 'profile'];

/** The two calls of an authorization code flow, whatever client makes them. */
interface CodeFlowClient {
  authorizationUrl(state: string, codeVerifier: string | null): URL;
  exchange(code: string, codeVerifier: string | null): Promise<OAuth2Tokens>;
}

/**
 * Google and LinkedIn through arctic (v3): arctic's own `Google` and `LinkedIn` clients against the real
 * providers; with OAUTH_ISSUER_OVERRIDE, arctic's generic `OAuth2Client` against the endpoints the
 * override issuer's discovery document names (the local oidc-provider stands in for both). ID tokens are
 * verified by jose against the provider's key set in both cases.
 */
export class ArcticSocialIdentityProviders implements SocialIdentityProviders {
  private discovered: Promise<OidcEndpoints> | null = null;

  constructor(
    private readonly config: SocialProvidersConfig,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly verifier = new JoseIdTokenVerifier(),
  ) {}

  configured(): readonly SocialProviderId[] {
    return SOCIAL_PROVIDERS.filter((p) => this.config.credentials[p] !== undefined);
  }

  async authorizationRequest(provider: SocialProviderId, redirectUri: string): Promise<AuthorizationRequest> {
    const endpoints = await this.endpoints(provider);
    const state = generateState();
    const codeVerifier = endpoints.pkce ? generateCodeVerifier() : null;
    const url = this.client(provider, endpoints, redirectUri).authorizationUrl(state, codeVerifier);
    return { url: url.toString(), state, codeVerifier };
  }

  async exchange(
    provider: SocialProviderId,
    input: { code: string; codeVerifier: string | null; redirectUri: string },
  ): Promise<Result<SocialIdentity, ExchangeFailure>> {
    const credentials = this.config.credentials[provider];
    if (!credentials) return err('EXCHANGE_FAILED');
    let endpoints: OidcEndpoints;
    let tokens: OAuth2Tokens;
    try {
      endpoints = await this.endpoints(provider);
      if (endpoints.pkce && !input.codeVerifier) return err('EXCHANGE_FAILED');
      tokens = await this.client(provider, endpoints, input.redirectUri).exchange(input.code, input.codeVerifier);
    } catch (error) {
      // arctic's errors carry the provider's error code (invalid_grant …), never the user's data.
      this.logger.warn({ component: 'social-sign-in', provider, err: describe(error) }, 'code exchange failed');
      return err('EXCHANGE_FAILED');
    }
    try {
      const idToken = tokens.idToken();
      const claims = await this.verifier.verify(idToken, {
        jwksUri: endpoints.jwksUri,
        issuers: endpoints.issuers,
        audience: credentials.clientId,
      });
      const identity = identityFrom(provider, claims);
      if (!identity) throw new Error('ID token without a usable subject');
      return ok(identity);
    } catch (error) {
      this.logger.warn({ component: 'social-sign-in', provider, err: describe(error) }, 'ID token refused');
      return err('INVALID_ID_TOKEN');
    }
  }

  private endpoints(provider: SocialProviderId): Promise<OidcEndpoints> {
    const issuer = this.config.issuerOverride;
    if (!issuer) return Promise.resolve(PROVIDER_ENDPOINTS[provider]);
    if (!this.discovered) {
      this.discovered = discoverEndpoints(issuer);
      // A failed discovery (provider not up yet) is tried again on the next sign-in.
      this.discovered.catch(() => {
        this.discovered = null;
      });
    }
    return this.discovered;
  }

  private client(provider: SocialProviderId, endpoints: OidcEndpoints, redirectUri: string): CodeFlowClient {
    const credentials = this.config.credentials[provider];
    if (!credentials) throw new Error(`${provider} sign-in is not configured`);
    const { clientId, clientSecret } = credentials;
    if (this.config.issuerOverride) {
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      return {
        authorizationUrl: (state, verifier) =>
          verifier
            ? client.createAuthorizationURLWithPKCE(endpoints.authorizationEndpoint, state, CodeChallengeMethod.S256, verifier, SCOPES)
            : client.createAuthorizationURL(endpoints.authorizationEndpoint, state, SCOPES),
        exchange: (code, verifier) => client.validateAuthorizationCode(endpoints.tokenEndpoint, code, verifier),
      };
    }
    if (provider === 'google') {
      const google = new Google(clientId, clientSecret, redirectUri);
      return {
        authorizationUrl: (state, verifier) => google.createAuthorizationURL(state, verifier ?? '', SCOPES),
        exchange: (code, verifier) => google.validateAuthorizationCode(code, verifier ?? ''),
      };
    }
    const linkedin = new LinkedIn(clientId, clientSecret, redirectUri);
    return {
      authorizationUrl: (state) => linkedin.createAuthorizationURL(state, SCOPES),
      exchange: (code) => linkedin.validateAuthorizationCode(code),
    };
  }
}

/** The identity in verified claims; null without a subject. Providers send `email_verified` as a boolean or "true". */
export function identityFrom(provider: SocialProviderId, claims: JWTPayload): SocialIdentity | null {
  const sub = typeof claims.sub === 'string' ? claims.sub.trim() : '';
  if (!sub || sub.length > 255) return null;
  const rawEmail = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
  const email = rawEmail && rawEmail.length <= EMAIL_MAX_LENGTH && rawEmail.includes('@') ? rawEmail : null;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  let firstName = str(claims.given_name);
  let lastName = str(claims.family_name);
  if (!firstName && !lastName && str(claims.name)) {
    const parts = str(claims.name).trim().split(/\s+/);
    lastName = parts.length > 1 ? parts.pop()! : '';
    firstName = parts.join(' ');
  }
  return { provider, providerAccountId: sub, email, emailVerified: email !== null && verified, firstName, lastName };
}

/** An error for the log: its class and message (library errors here carry no personal data). */
const describe = (error: unknown): { type: string; message: string } =>
  error instanceof Error ? { type: error.constructor.name, message: error.message.slice(0, 200) } : { type: typeof error, message: '' };
