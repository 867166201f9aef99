import { readCookie, SESSION_COOKIE } from './auth/auth-cookies';

/** What every answer that may carry a signed-in user's data says to caches on the way and to the browser. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Whether an answer may carry a signed-in user's data: the request names a session (cookie or Bearer
 * token) and the answer is a page or data (HTML, JSON, GraphQL) or says nothing about caching. Public
 * files that state their own policy (logos, versioned messages) keep it: they are the same for everybody.
 */
export function needsPrivateNoStore(request: Request, response: Response): boolean {
  const signedIn =
    readCookie(request.headers.get('cookie'), SESSION_COOKIE) !== null || /^bearer\s/i.test(request.headers.get('authorization') ?? '');
  if (!signedIn) return false;
  const type = response.headers.get('content-type') ?? '';
  return !response.headers.has('cache-control') || /^(text\/html|application\/(graphql-response\+)?json)/i.test(type);
}
