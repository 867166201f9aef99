import { withQuery } from '../routing/with-query';
import { AUTH_BASE } from './auth-fetch';

/*
 * NextAuth's client signIn(provider) for the social buttons when JavaScript runs: the provider
 * list is fetched first; no list at all → the auth error page ("missing provider list"); a provider not
 * in it → the signin page with the callback URL ("unknown sign-in provider"); otherwise the button's
 * own form is posted (POST signin/{provider}, which answers with the redirect to the provider).
 */
export type SocialSignInStep = { readonly kind: 'post' } | { readonly kind: 'navigate'; readonly href: string };

export function socialSignInStep(
  providers: Readonly<Record<string, unknown>> | null,
  provider: string,
  callbackUrl: string | undefined,
): SocialSignInStep {
  if (!providers) return { kind: 'navigate', href: `${AUTH_BASE}/error` };
  if (!Object.hasOwn(providers, provider)) return { kind: 'navigate', href: withQuery(`${AUTH_BASE}/signin`, { callbackUrl }) };
  return { kind: 'post' };
}
