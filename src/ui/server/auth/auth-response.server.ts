import { withQuery } from '../../routing/with-query';
import { formAnswer } from '../form-post.server';
import type { AuthRequest } from './auth-request.server';

/**
 * How an /api/auth (and alerts, privacy) POST answers — the form endpoints' one answer (formAnswer): a
 * 303 to `url` for plain forms (they work without JavaScript), or `{ url, ok, error, errors }` for
 * `json=true` (NextAuth's shape plus the problems: the client reads `error` from it or the URL).
 * Nothing is cached; cookies ride along.
 */
export function answer(
  req: AuthRequest,
  url: string,
  options: { error?: string; status?: number; cookies?: readonly string[] } = {},
): Response {
  const cookies = options.cookies ?? [];
  if (!options.error) return formAnswer(req.json, { ok: true, url }, { cookies });
  return formAnswer(
    req.json,
    { ok: false, status: options.status ?? 400, url, errors: [{ field: null, code: options.error }] },
    { cookies },
  );
}

/**
 * `answer` for NextAuth's own endpoints: the JSON `url` is absolute on the site's origin, because
 * NextAuth's client reads the error with `new URL(data.url)`, which throws on a bare path.
 */
export const nextAuthAnswer = (req: AuthRequest, url: string, options: Parameters<typeof answer>[2] = {}): Response =>
  answer(req, req.json ? new URL(url, req.origin).href : url, options);

export const json = (body: unknown, init: { status?: number; cookies?: readonly string[] } = {}): Response => {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  for (const cookie of init.cookies ?? []) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
};

export { withQuery };
