import type { AnyRouter } from '@tanstack/react-router';
import { someCause } from '../../infrastructure/http/connection-failure';

/** Seconds a visitor or crawler is asked to wait while the platform is away (a database restart takes about that). */
export const RETRY_AFTER_SECONDS = 30;

/** The platform could not answer (its database is away, or it is unreachable): see PlatformUnavailableError. */
const isUnavailable = (error: unknown): boolean =>
  someCause(error, (e) => (e as { name?: unknown }).name === 'PlatformUnavailableError' || (e as { status?: unknown }).status === 503);

/**
 * A page that failed only because the platform is away is "try again shortly" (503 with Retry-After,
 * not cached), not "something broke" (500): browsers, crawlers and load balancers retry it.
 */
export function unavailableStatus(router: AnyRouter, status: number): { status: number; retryAfter?: string } {
  if (status < 500 || !router.state.matches.some((match) => isUnavailable(match.error))) return { status };
  return { status: 503, retryAfter: String(RETRY_AFTER_SECONDS) };
}
