import type { AnyRouter } from '@tanstack/react-router';

/** Seconds a visitor or crawler is asked to wait while the platform is away (a database restart takes about that). */
export const RETRY_AFTER_SECONDS = 30;

/** The platform could not answer (its database is away, or it is unreachable): see PlatformUnavailableError. */
function isUnavailable(error: unknown): boolean {
  // The board's gateways throw it as is; a page's loader may have wrapped it once or twice.
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { name?: unknown }).name === 'PlatformUnavailableError' || (e as { status?: unknown }).status === 503) return true;
  }
  return false;
}

/**
 * A page that failed only because the platform is away is "try again shortly" (503 with Retry-After,
 * not cached), not "something broke" (500): browsers, crawlers and load balancers retry it.
 */
export function unavailableStatus(router: AnyRouter, status: number): { status: number; retryAfter?: string } {
  if (status < 500 || !router.state.matches.some((match) => isUnavailable(match.error))) return { status };
  return { status: 503, retryAfter: String(RETRY_AFTER_SECONDS) };
}
