/*
 * Social sign-in ("social sign-in with a professional-network provider and a
 * general search/identity provider", auth cookies). The providers, which of them a site offers, and
 * what a verified provider identity may do to the accounts.
 */

export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: string | null | undefined): value is SocialProviderId =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Names as the buttons and `GET /api/auth/providers` show them (brand names: not translated). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProviderId, string>> = { google: 'Google', linkedin: 'LinkedIn' };

/** The state and PKCE cookies live 900 s — long enough for a slow login at the provider. */
export const OAUTH_COOKIE_MAX_AGE_S = 900;

/**
 * A provider is offered on a site only when the platform has its client credentials AND the site's flag
 * (`features.socialSignIn.<provider>`) is on; the order is the fixed one of SOCIAL_PROVIDERS.
 */
export function enabledSocialProviders(
  flags: Readonly<Record<SocialProviderId, boolean>>,
  configured: readonly SocialProviderId[],
): SocialProviderId[] {
  return SOCIAL_PROVIDERS.filter((p) => flags[p] && configured.includes(p));
}

/** What a provider says about the person, taken from a verified ID token. */
export interface SocialIdentity {
  readonly provider: SocialProviderId;
  /** The ID token's `sub`: stable per provider, never reused. */
  readonly providerAccountId: string;
  /** Lower-cased; null when the provider shared none. */
  readonly email: string | null;
  /** The provider vouches that the person controls `email` (`email_verified`). */
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
}

/** The local account with the provider's e-mail address, as far as the linking rule needs it. */
export interface LocalAccountMatch {
  readonly userId: string;
  readonly emailVerified: boolean;
}

export type SocialSignInDecision =
  /** The provider account is linked already: sign that user in. */
  | { readonly kind: 'sign-in'; readonly userId: string }
  /** An account with the same, verified-on-both-sides address: link it, then sign in. */
  | { readonly kind: 'link'; readonly userId: string }
  /** Nobody has the address: a new applicant account with the provider's verified address. */
  | { readonly kind: 'create' }
  /**
   * NextAuth's OAuthAccountNotLinked: an account has the address but one side has not verified it, so
   * linking could hand the account to whoever registered the address at the provider (or here) first.
   */
  | { readonly kind: 'not-linked' }
  /** The provider vouches for no address: nothing to create an account with. */
  | { readonly kind: 'no-verified-email' };

/**
 * The account rules. An existing link always wins (the address may have changed on either side since).
 * Without one, the address decides — but only an address both the provider and this platform have
 * verified may join two identities.
 */
export function decideSocialSignIn(input: {
  readonly linkedUserId: string | null;
  readonly identity: Pick<SocialIdentity, 'email' | 'emailVerified'>;
  readonly localAccount: LocalAccountMatch | null;
}): SocialSignInDecision {
  if (input.linkedUserId !== null) return { kind: 'sign-in', userId: input.linkedUserId };
  const { email, emailVerified } = input.identity;
  if (input.localAccount) {
    return email !== null && emailVerified && input.localAccount.emailVerified
      ? { kind: 'link', userId: input.localAccount.userId }
      : { kind: 'not-linked' };
  }
  if (email === null || !emailVerified) return { kind: 'no-verified-email' };
  return { kind: 'create' };
}

/**
 * The callback's `state` against the one kept in the browser's cookie. Both must be present and equal;
 * compared without an early exit, so the time taken says nothing about how much of it matched.
 */
export function stateMatches(expected: string | null | undefined, received: string | null | undefined): boolean {
  if (!expected || !received || expected.length !== received.length || expected.length > 512) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ received.charCodeAt(i);
  return difference === 0;
}

/** Names from a provider, trimmed and cut to what the users table takes. */
export const cleanName = (value: string | null | undefined, max: number): string => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
