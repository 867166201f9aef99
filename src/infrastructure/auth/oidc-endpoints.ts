import type { SocialProviderId } from '../../domain/identity/social-sign-in';

/** Where a provider's OpenID Connect endpoints are, and how its ID tokens are recognised. */
export interface OidcEndpoints {
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly jwksUri: string;
  /** Accepted `iss` values of its ID tokens. */
  readonly issuers: readonly string[];
  /** Takes a PKCE code challenge (S256). */
  readonly pkce: boolean;
}

/**
 * The real providers, as their discovery documents state them (fixed: no discovery round trip per
 * worker). Google takes PKCE; LinkedIn's web flow does not (arctic's LinkedIn client sends none).
 */
export const PROVIDER_ENDPOINTS: Readonly<Record<SocialProviderId, OidcEndpoints>> = {
  google: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    pkce: true,
  },
  linkedin: {
    authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    jwksUri: 'https://www.linkedin.com/oauth/openid/jwks',
    issuers: ['https://www.linkedin.com/oauth'],
    pkce: false,
  },
};

/** Key-set fetch: 5000 ms timeout (used for discovery too). */
export const FETCH_TIMEOUT_MS = 5000;

/** The endpoints of an issuer from its discovery document (`/.well-known/openid-configuration`). */
export async function discoverEndpoints(issuer: string, fetchImpl: typeof fetch = fetch): Promise<OidcEndpoints> {
  const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
  const doc = (await response.json()) as Record<string, unknown>;
  const text = (key: string): string => {
    const value = doc[key];
    if (typeof value !== 'string' || !/^https?:\/\//.test(value)) throw new Error(`OpenID discovery of ${issuer}: ${key} missing`);
    return value;
  };
  if (text('issuer') !== issuer) throw new Error(`OpenID discovery of ${issuer} names another issuer`);
  const methods = Array.isArray(doc.code_challenge_methods_supported) ? doc.code_challenge_methods_supported : [];
  return {
    authorizationEndpoint: text('authorization_endpoint'),
    tokenEndpoint: text('token_endpoint'),
    jwksUri: text('jwks_uri'),
    issuers: [issuer],
    pkce: methods.includes('S256'),
  };
}
