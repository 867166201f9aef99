/*
 * A newsletter subscription: one per site and address. It starts pending (double opt-in: a mailed,
 * single-use link confirms it) and is confirmed from then on; unsubscribing deletes it. Time is passed in.
 */

const HOUR_MS = 60 * 60 * 1000;

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 48 * HOUR_MS;

/**
 * A second sign-up for an address within this time sends no second mail: signing someone else's address
 * up again and again must not flood their inbox.
 */
export const RESEND_QUIET_MS = 1 * HOUR_MS;

export type SubscriptionState = 'pending' | 'confirmed';

export interface SubscriptionFacts {
  readonly confirmedAt: Date | null;
  /** When the last confirmation mail went out (null: none yet). */
  readonly confirmationSentAt: Date | null;
}

export const subscriptionState = (s: Pick<SubscriptionFacts, 'confirmedAt'>): SubscriptionState =>
  s.confirmedAt ? 'confirmed' : 'pending';

/**
 * What a sign-up does, given the subscription the address already has on the site (or none):
 * `create` a pending one and mail the link; `resend` a new link for a pending one whose last mail is
 * older than the quiet hour; `quiet` change nothing and mail nothing (confirmed already, or a mail went
 * out within the hour). The visitor sees the same answer in every case.
 */
export function signUpAction(existing: SubscriptionFacts | null, now: Date): 'create' | 'resend' | 'quiet' {
  if (!existing) return 'create';
  if (existing.confirmedAt) return 'quiet';
  const last = existing.confirmationSentAt;
  return last && now.getTime() - last.getTime() < RESEND_QUIET_MS ? 'quiet' : 'resend';
}

export const confirmTokenExpiry = (now: Date): Date => new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS);

/** A confirmation token still works until its expiry (exclusive). */
export const isConfirmTokenUsable = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && now.getTime() < expiresAt.getTime();

/** Random tokens are URL-safe base32/base64url text; anything else is refused before a lookup. */
const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;
export const isConfirmTokenShaped = (token: unknown): token is string => typeof token === 'string' && CONFIRM_TOKEN.test(token);
