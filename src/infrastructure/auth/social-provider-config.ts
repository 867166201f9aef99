import type { SocialProviderId } from '../../domain/identity/social-sign-in';

/*
 * Client credentials of the social sign-in providers, from the environment:
 * GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET, LINKEDIN_CLIENT_ID / LINKEDIN_CLIENT_SECRET, and
 * OAUTH_ISSUER_OVERRIDE — an OpenID issuer URL that stands in for both providers (the local
 * oidc-provider of `npm start` and the tests; never set it in production). A provider without both
 * values is not configured, and no site offers it.
 */

export interface ProviderCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface SocialProvidersConfig {
  readonly credentials: Partial<Readonly<Record<SocialProviderId, ProviderCredentials>>>;
  readonly issuerOverride: string | null;
}

const credentialsOf = (id: string | undefined, secret: string | undefined): ProviderCredentials | undefined => {
  const clientId = id?.trim();
  const clientSecret = secret?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
};

export function socialProvidersConfigFrom(env: Readonly<Record<string, string | undefined>>): SocialProvidersConfig {
  const google = credentialsOf(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const linkedin = credentialsOf(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET);
  const override = env.OAUTH_ISSUER_OVERRIDE?.trim();
  if (override && !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(override)) throw new Error('OAUTH_ISSUER_OVERRIDE must be an http(s) URL');
  return {
    credentials: { ...(google ? { google } : {}), ...(linkedin ? { linkedin } : {}) },
    issuerOverride: override ? override.replace(/\/+$/, '') : null,
  };
}
