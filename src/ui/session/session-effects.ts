import { cleanRouteQuery, readDispatch, type Dispatch } from '../../domain/routing/dispatch-params';
import type { SessionPayload } from './session-types';

/*
 * What happens once the session is known:
 * - dispatch parameters (login, sign-up) run once after authentication and leave the address, keeping a
 *   destination parameter;
 * - utm_source is remembered for the browser session when the site records a creation source;
 * - a new social user's sign-up start event fires once, guarded by a stored flag that goes when the user
 *   is no longer new.
 */

export const UTM_SOURCE_KEY = 'jb.utm_source';
export const SOCIAL_SIGNUP_FLAG = 'jb.social_signup_started';
const MAX_SOURCE_LENGTH = 100;

/** The dispatch to run and the address without it, or null when the search has none. */
export function dispatchToRun(search: string): { dispatch: Dispatch; cleanedSearch: string } | null {
  const dispatch = readDispatch(search);
  return dispatch ? { dispatch, cleanedSearch: cleanRouteQuery(search) } : null;
}

/** Stores utm_source when the site wants it and none is stored yet; returns what is stored. */
export function rememberUtmSource(search: string, enabled: boolean, storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  if (!storage) return null;
  const stored = storage.getItem(UTM_SOURCE_KEY);
  if (!enabled || stored) return stored;
  const value = new URLSearchParams(search).get('utm_source')?.trim().slice(0, MAX_SOURCE_LENGTH);
  if (!value) return null;
  storage.setItem(UTM_SOURCE_KEY, value);
  return value;
}

/** Fires `start` once per new social user; clears the flag when the user is no longer new. */
export function guardSocialSignupStart(
  session: SessionPayload | null,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  start: () => void,
): void {
  if (!storage || !session) return;
  if (!session.isNewUserViaSocial) {
    storage.removeItem(SOCIAL_SIGNUP_FLAG);
    return;
  }
  if (storage.getItem(SOCIAL_SIGNUP_FLAG)) return;
  storage.setItem(SOCIAL_SIGNUP_FLAG, '1');
  start();
}
