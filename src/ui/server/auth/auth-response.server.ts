import { withQuery } from '../../routing/with-query';
import type { AuthRequest } from './auth-request.server';

/**
 * How an /api/auth POST answers: a 303 to `url` for plain forms (they work without JavaScript), or
 * `{ url, ok, error }` for `json=true` (NextAuth's shape: the client reads `error` from it or the URL).
 * Nothing is cached; cookies ride along.
 */
export function answer(
  req: AuthRequest,
  url: string,
  options: { error?: string; status?: number; cookies?: readonly string[] } = {},
): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie);
  if (req.json) {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const body = options.error ? { url, ok: false, error: options.error } : { url, ok: true };
    return new Response(JSON.stringify(body), { status: options.status ?? (options.error ? 400 : 200), headers });
  }
  headers.set('Location', url);
  return new Response(null, { status: 303, headers });
}

export const json = (body: unknown, init: { status?: number; cookies?: readonly string[] } = {}): Response => {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  for (const cookie of init.cookies ?? []) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
};

export { withQuery };
