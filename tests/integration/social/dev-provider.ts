import { startDevIdentityProvider, type DevIdentityProvider } from '../../../src/infrastructure/auth/dev-identity-provider';
import type { SocialProvidersConfig } from '../../../src/infrastructure/auth/social-provider-config';

export const ORIGIN = 'http://localhost:3000';
export const CLIENTS = {
  google: { clientId: 'it-google', clientSecret: 'it-google-secret-0123456789' },
  linkedin: { clientId: 'it-linkedin', clientSecret: 'it-linkedin-secret-0123456789' },
} as const;

/** The local oidc-provider on a free port, with a Google and a LinkedIn client for ORIGIN's callbacks. */
export async function startTestProvider(): Promise<{ provider: DevIdentityProvider; config: SocialProvidersConfig }> {
  const provider = await startDevIdentityProvider({
    port: 0,
    clients: (['google', 'linkedin'] as const).map((p) => ({ ...CLIENTS[p], redirectUris: [`${ORIGIN}/api/auth/callback/${p}`] })),
  });
  return { provider, config: { credentials: { ...CLIENTS }, issuerOverride: provider.issuer } };
}
