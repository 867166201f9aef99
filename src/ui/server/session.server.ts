import type { Board } from '../../infrastructure/di/board';
import type { SessionPayload } from '../session/session-types';
import type { Accounts } from '../../infrastructure/di/accounts.module';
import { getFromPlatform, platformJson } from './platform-endpoints.server';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from './auth/auth-cookies';

export type SessionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'signed-in'; readonly session: SessionPayload; readonly csrfToken: string }
  /** A live session whose user cannot be loaded: the page sends the browser to /user/logout. */
  | { readonly kind: 'user-gone' };

/** The session cookie's token in a Cookie header (the board's Bearer for the platform API), or null. */
export function sessionTokenOf(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, SESSION_COOKIE);
  return value && value.length <= 200 ? value : null;
}

/** The session cookie's token of the request being served. */
export async function sessionToken(): Promise<string | null> {
  const { getRequest } = await import('@tanstack/react-start/server');
  return sessionTokenOf(getRequest().headers.get('cookie'));
}

/**
 * The session of the request being served, as the platform's `/api/auth/session` answers it (validated
 * and renewed there: the renewed cookie is passed on), with the page's CSRF token.
 */
export async function currentSessionState(b: Board): Promise<SessionState> {
  const token = await sessionToken();
  if (!token) return { kind: 'none' };
  const answer = await platformJson<Partial<SessionPayload> & { error?: string }>(await getFromPlatform(b, SESSION_PATH), SESSION_PATH);
  if (answer.error === 'USER_GONE') return { kind: 'user-gone' };
  if (!answer.user) return { kind: 'none' };
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  return { kind: 'signed-in', session: answer as SessionPayload, csrfToken: csrfTokenFor(b.csrfGuard, getCookie, setCookie) };
}

const SESSION_PATH = '/api/auth/session';

type CookieOptions = { path: string; httpOnly: boolean; sameSite: 'lax'; secure: boolean };

/** The request's CSRF token, or a fresh one whose signed cookie goes out with the page (double submit). */
export function csrfTokenFor(
  accounts: Pick<Accounts, 'csrf' | 'production'>,
  getCookie: (name: string) => string | undefined,
  setCookie: (name: string, value: string, options: CookieOptions) => void,
): string {
  const existing = accounts.csrf.tokenOf(getCookie(CSRF_COOKIE));
  if (existing) return existing;
  const fresh = accounts.csrf.issue();
  setCookie(CSRF_COOKIE, fresh.cookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: accounts.production });
  return fresh.token;
}
