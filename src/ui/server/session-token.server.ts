/** The session cookie the accounts slice sets; its value is the raw session token (only its hash is stored). */
export const SESSION_COOKIE = 'jb_session';

/** Longer values are not our tokens (they are 43 characters); refusing them early keeps headers small. */
const MAX_TOKEN_LENGTH = 512;

/**
 * The signed-in user's token of the request being served: the `jb_session` cookie, or `null` for
 * guests. The platform resolves it (Bearer header) to a user; an unknown or expired token is a guest there.
 */
export async function sessionTokenFromRequest(): Promise<string | null> {
  const { getCookie } = await import('@tanstack/react-start/server');
  const token = getCookie(SESSION_COOKIE)?.trim();
  return token && token.length <= MAX_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(token) ? token : null;
}
