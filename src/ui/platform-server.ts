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
import type { Board } from '../infrastructure/di/board';
import { getBoard } from '../infrastructure/di/container';
import { AUTH_ERROR_CLASSES } from './server/auth/auth-error-classes';
import { handleAuthApi } from './server/auth/auth-api.server';
import { readCookie, SESSION_COOKIE } from './server/auth/auth-cookies';
import { compressed } from './server/compression';
import { answerPaymentWebhook } from './server/commerce/payment-webhook.server';
import { handlePrivacyApi } from './server/privacy/privacy-api.server';
import { needsPrivateNoStore, PRIVATE_NO_STORE } from './server/private-answers';
import { contentSecurityPolicy, newScriptNonce, SECURITY_HEADERS } from './server/security-headers';

type Handle = (request: Request, params: readonly string[], b: Board) => Promise<Response> | Response;
interface PlatformRoute {
  readonly path: RegExp;
  readonly post?: boolean;
  readonly handle: Handle;
}

const noStoreJson = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

async function health(b: Board): Promise<Response> {
  try {
    const { healthy } = await b.checkHealth.execute();
    return noStoreJson({ status: healthy ? 'ok' : 'unavailable' }, healthy ? 200 : 503);
  } catch {
    return noStoreJson({ status: 'unavailable' }, 503);
  }
}

async function authApi(request: Request, rest: string, b: Board): Promise<Response> {
  try {
    return await handleAuthApi(request, rest, b.accounts, b.social);
  } catch (error) {
    // A missing or too short AUTH_SECRET surfaces here, when the CSRF signer is first needed.
    const code = error instanceof Error && error.name === 'MissingAuthSecretError' ? AUTH_ERROR_CLASSES.noSecret.code : undefined;
    b.accounts.logger.error({ err: error, component: 'auth', ...(code ? { code } : {}) }, 'auth request failed');
    return noStoreJson({ error: 'Default' }, 500);
  }
}

async function privacyApi(request: Request, rest: string, b: Board): Promise<Response> {
  try {
    return await handlePrivacyApi(request, rest, b.accounts, b.privacy);
  } catch (error) {
    b.accounts.logger.error({ err: error, component: 'privacy' }, 'privacy request failed');
    return noStoreJson({ error: 'Default' }, 500);
  }
}

/** The same paths as the board's routes of the same names (src/ui/routes), in the same order of precedence. */
const ROUTES: readonly PlatformRoute[] = [
  { path: /^\/graphql$/, post: true, handle: (request, _, b) => b.handleGraphql(request) },
  { path: /^\/healthz$/, handle: (_request, _, b) => health(b) },
  { path: /^\/api\/auth\/(.*)$/, post: true, handle: (request, [rest], b) => authApi(request, rest ?? '', b) },
  { path: /^\/api\/privacy\/(.*)$/, post: true, handle: (request, [rest], b) => privacyApi(request, rest ?? '', b) },
  { path: /^\/api\/stripe\/webhook$/, post: true, handle: (request, _, b) => answerPaymentWebhook(request, b) },
  { path: /^\/xml\/jobs(?:\/[^/]*)?$/, handle: (request, _, b) => b.feeds.jobFeed(request) },
  { path: /^\/job-file\/([^/]+)\/([^/]+)$/, handle: (request, [job, name], b) => b.jobFiles.handle(request, job!, name!) },
  { path: /^\/job-logo\/([^/]+)$/, handle: (request, [job], b) => b.jobLogos.handle(request, job!) },
  {
    path: /^\/application-file\/([^/]+)\/([^/]+)$/,
    handle: (request, [application, file], b) =>
      b.applicationFiles.handle(request, application!, file!, readCookie(request.headers.get('cookie'), SESSION_COOKIE)),
  },
  {
    path: /^\/organization-image\/([^/]+)\/([^/]+)$/,
    handle: (request, [organization, name], b) => b.organizationImages.handle(request, organization!, name!),
  },
  {
    path: /^\/resume-picture\/([^/]+)$/,
    handle: (request, [name], b) => b.resumePictures.handle(request, name!, readCookie(request.headers.get('cookie'), SESSION_COOKIE)),
  },
  {
    path: /^\/resume-attachment\/([^/]+)$/,
    handle: (request, [id], b) => b.resumeAttachments.handle(request, id!, readCookie(request.headers.get('cookie'), SESSION_COOKIE)),
  },
  { path: /^\/dev\/mailbox$/, handle: (request, _, b) => b.devMailbox(request) },
  { path: /^\/sitemap\.xml$/, handle: (request, _, b) => b.feeds.sitemapIndex(request) },
  { path: /^\/sitemap\.xsl$/, handle: (_request, _, b) => b.feeds.stylesheet('urlset') },
  { path: /^\/sitemap-index\.xsl$/, handle: (_request, _, b) => b.feeds.stylesheet('index') },
  // `/{type}/sitemap.xml`, with or without a locale prefix: the endpoint reads both from the URL.
  { path: /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/[a-z][a-z-]*\/sitemap\.xml$/, handle: (request, _, b) => b.feeds.sitemap(request) },
];

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
  for (const candidate of ROUTES) {
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
