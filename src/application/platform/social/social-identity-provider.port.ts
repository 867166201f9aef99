import type { SocialIdentity, SocialProviderId } from '../../../domain/identity/social-sign-in';
import type { Result } from '../../../domain/shared/result';

/** Where to send the browser, and what the browser must bring back (kept in HttpOnly cookies). */
export interface AuthorizationRequest {
  readonly url: string;
  readonly state: string;
  /** PKCE code verifier; null for a provider that does not take PKCE. */
  readonly codeVerifier: string | null;
}

export type ExchangeFailure = 'EXCHANGE_FAILED' | 'INVALID_ID_TOKEN';

/**
 * The OpenID Connect providers the platform has client credentials for (Google, LinkedIn). The adapter
 * makes the authorization URL with fresh state and PKCE values, exchanges a code for tokens and verifies
 * the ID token (signature against the provider's key set, issuer, audience, expiry).
 */
export interface SocialIdentityProviders {
  /** Providers with client credentials configured (whatever the sites' flags say). */
  configured(): readonly SocialProviderId[];
  authorizationRequest(provider: SocialProviderId, redirectUri: string): Promise<AuthorizationRequest>;
  exchange(
    provider: SocialProviderId,
    input: { readonly code: string; readonly codeVerifier: string | null; readonly redirectUri: string },
  ): Promise<Result<SocialIdentity, ExchangeFailure>>;
}
