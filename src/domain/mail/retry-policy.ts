/*
 * Outbox delivery retries: exponential backoff from 30 s, capped at 6 h; after 8 failed attempts
 * (about 2 h of trying in total before the cap matters) the mail is given up and marked failed.
 */
export const MAX_DELIVERY_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** When to try again after `attempts` failed tries (1 = the first failed), or null to give up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const delay = Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return new Date(now.getTime() + delay);
}
