/**
 * Server entry of a platform-only process (PROCESS_ROLE=platform), bundled to dist/http/platform.mjs:
 * the platform's own paths (GraphQL, sessions and accounts, personal data, files, feeds and sitemaps,
 * health, the demo mailbox) answered straight from the composition root. It loads neither TanStack
 * Start nor React nor the pages: an API worker has no page to render, and the SSR bundle alone costs
 * a worker about 100 MB (tests/bench/README.md). The board's routes call the same board methods, so
 * both topologies answer these paths alike; anything else is a 404 here, as in the board's own
 * topology middleware (start.ts).
 */
import { isPlatformPath } from '../domain/routing/platform-paths';
import { problemStatus, requestTargetProblem } from '../domain/routing/request-target';
import { getBoard } from '../infrastructure/di/container';
import { PLATFORM_ROUTES } from './platform-routes';
import { compressed } from './server/compression';
import { needsPrivateNoStore, PRIVATE_NO_STORE } from './server/private-answers';
import { contentSecurityPolicy, newScriptNonce, SECURITY_HEADERS } from './server/security-headers';

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/** Route parameters decoded as the router decodes them; null for bad percent-encoding. */
function decoded(params: readonly string[]): string[] | null {
  try {
    return params.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const problem = requestTargetProblem(pathname);
  if (problem) {
    const status = problemStatus(problem);
    return text(status === 400 ? 'Bad Request' : 'Not Found', status);
  }
  if (!isPlatformPath(pathname)) return text('Not Found', 404);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  for (const candidate of PLATFORM_ROUTES) {
    const match = candidate.path.exec(pathname);
    if (!match) continue;
    if (method !== 'GET' && !(method === 'POST' && candidate.post))
      return text('Method Not Allowed', 405, { Allow: candidate.post ? 'GET, HEAD, POST' : 'GET, HEAD' });
    const params = decoded(match.slice(1));
    if (!params) return text('Bad Request', 400);
    const response = await candidate.handle(request, params, await getBoard());
    if (request.method !== 'HEAD') return response;
    await response.body?.cancel().catch(() => undefined);
    return new Response(null, response);
  }
  return text('Not Found', 404);
}

/** The headers every answer of the board carries (start.ts), so a page proxied from here looks the same. */
function withSecurityHeaders(request: Request, response: Response): Response {
  const headers: [string, string][] = Object.entries(SECURITY_HEADERS);
  if (response.headers.get('content-type')?.startsWith('text/html'))
    headers.push(['Content-Security-Policy', contentSecurityPolicy(newScriptNonce())]);
  if (needsPrivateNoStore(request, response)) headers.push(['Cache-Control', PRIVATE_NO_STORE]);
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (e.g. `Response.redirect`): copy the response once so it carries them too.
    const copy = new Response(response.body, response);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}

export default {
  fetch: async (request: Request): Promise<Response> => compressed(request, withSecurityHeaders(request, await route(request))),
};
