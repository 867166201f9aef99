/** Single-use account links (verification, password reset, e-mail change) and how long they work. */
export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

const HOUR_MS = 60 * 60 * 1000;

export const ACCOUNT_TOKEN_TTL_MS: Readonly<Record<AccountTokenPurpose, number>> = {
  verify_email: 24 * HOUR_MS,
  reset_password: 1 * HOUR_MS,
  change_email: 24 * HOUR_MS,
};

export const accountTokenExpiry = (purpose: AccountTokenPurpose, now: Date): Date =>
  new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]);

/** Paths of the account pages that mail links open (unlocalized; /user paths are the same in every locale). */
export const ACCOUNT_LINK_PATHS: Readonly<Record<AccountTokenPurpose, string>> = {
  verify_email: '/user/verify-email',
  reset_password: '/user/password/reset',
  change_email: '/user/verify-email',
};

/**
 * The link in a mail: `base` is the site's public origin plus the page's locale prefix
 * (`https://www.jobs-suedwest.de/fr`); the token is URL-safe already but encoded anyway.
 */
export const accountLink = (base: string, purpose: AccountTokenPurpose, token: string): string =>
  `${base}${ACCOUNT_LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
