import type { Board } from '../../infrastructure/di/board';
import type { SessionPayload } from '../session/session-types';
import type { Accounts } from '../../infrastructure/di/accounts.module';
import { CSRF_COOKIE, SESSION_COOKIE } from './auth/auth-cookies';
import { sessionPayload } from './auth/session-payload.server';

export type SessionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'signed-in'; readonly session: SessionPayload; readonly csrfToken: string }
  /** A live session whose user cannot be loaded: the page sends the browser to /user/logout (spec §2). */
  | { readonly kind: 'user-gone' };

/** The session cookie's token of the request being served (the board's Bearer for the platform API). */
export async function sessionToken(): Promise<string | null> {
  const { getCookie } = await import('@tanstack/react-start/server');
  const value = getCookie(SESSION_COOKIE);
  return value && value.length <= 200 ? value : null;
}

/**
 * The session of the request being served, validated (and renewed: the cookie is sent again with its new
 * max age) through the platform's ValidateSession, and its user loaded through GetCurrentUser.
 */
export async function currentSessionState(b: Board): Promise<SessionState> {
  const token = await sessionToken();
  if (!token) return { kind: 'none' };
  const { setCookie, getCookie, getRequestHeader } = await import('@tanstack/react-start/server');
  const accounts = b.accounts;
  const validated = await accounts.validateSession.execute({ sessionToken: token });
  const session = validated.ok ? validated.value : null;
  if (!session) return { kind: 'none' };
  if (session.renewed) {
    const maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
    setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: accounts.production, maxAge });
  }
  const user = await accounts.getCurrentUser.execute(undefined, {
    site: b.site.key,
    locale: b.site.defaultLocale,
    actor: session.actor,
    requestId: getRequestHeader('x-request-id') ?? 'session',
  });
  if (!user.ok) return { kind: 'user-gone' };
  if (!user.value) return { kind: 'none' };
  return { kind: 'signed-in', session: sessionPayload(user.value, session), csrfToken: csrfTokenFor(accounts, getCookie, setCookie) };
}

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
