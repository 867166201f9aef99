/**
 * Start instance: request middleware that runs for every response (pages, server routes, server
 * functions). Security headers ("all pages carry a same-origin frame restriction") plus two
 * cheap defaults; bad paths and redirects before any routing; CSRF protection for server
 * functions (same-origin only).
 */
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start';
import { pickLocale } from '../domain/routing/locale-negotiation';
import { isPagePath } from '../domain/routing/page-paths';
import { isPlatformPath } from '../domain/routing/platform-paths';
import { redirectFor } from '../domain/routing/redirect-rules';
import { resolveLocale } from '../domain/routing/resolve-locale';
import { problemStatus, requestTargetProblem } from '../domain/routing/request-target';
import { board } from './server/board-context.server';
import { needsPrivateNoStore, PRIVATE_NO_STORE } from './server/private-answers';
import { contentSecurityPolicy, newScriptNonce, SECURITY_HEADERS } from './server/security-headers';

const securityHeaders = createMiddleware({ type: 'request' }).server(async ({ next, request }) => {
  // The router stamps this nonce on every script it renders (router.tsx reads it from the context).
  const cspNonce = newScriptNonce();
  const result = await next({ context: { cspNonce } });
  const headers: [string, string][] = Object.entries(SECURITY_HEADERS);
  if (result.response.headers.get('content-type')?.startsWith('text/html'))
    headers.push(['Content-Security-Policy', contentSecurityPolicy(cspNonce)]);
  if (needsPrivateNoStore(request, result.response)) headers.push(['Cache-Control', PRIVATE_NO_STORE]);
  try {
    for (const [name, value] of headers) result.response.headers.set(name, value);
    return result;
  } catch {
    // Immutable headers (e.g. `Response.redirect`): copy the response once so it carries them too.
    const copy = new Response(result.response.body, result.response);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return { ...result, response: copy };
  }
});

/**
 * Runs inside `securityHeaders`, so its answers carry those headers too. Malformed percent-encoding
 * (400) and overlong paths (404) never reach a route; page requests (GET/HEAD) get the
 * redirects of this site (domain/routing/redirect-rules.ts), decided on the raw public URL.
 */
const requestGuard = createMiddleware({ type: 'request' }).server(async ({ next, request, handlerType }) => {
  const url = new URL(request.url);
  const problem = requestTargetProblem(url.pathname);
  if (problem) {
    const status = problemStatus(problem);
    return new Response(status === 400 ? 'Bad Request' : 'Not Found', { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (handlerType === 'router' && (request.method === 'GET' || request.method === 'HEAD')) {
    const { site } = await board();
    const redirect = redirectFor(site, url.pathname + url.search);
    if (redirect) return new Response(null, { status: redirect.status, headers: { Location: redirect.location } });
    // A page without its locale prefix on a multi-locale site: one hop to the prefixed, localized path
    // (`/resume` → `/en/cv`), before the router could answer with its own canonical redirect first.
    if (isPagePath(url.pathname)) {
      const preferred = pickLocale(request.headers.get('accept-language') ?? undefined, site.locales, site.defaultLocale);
      const entry = resolveLocale(site, url.pathname + url.search, preferred);
      if (entry.kind === 'redirect') return new Response(null, { status: 302, headers: { Location: entry.href } });
    }
  }
  return next();
});

/**
 * Board and platform in separate processes: a board-only process hands the platform's paths (sessions,
 * accounts, personal data, files, feeds, health, GraphQL) to the platform as they are; a platform-only
 * process answers nothing but those.
 */
const topology = createMiddleware({ type: 'request' }).server(async ({ next, request }) => {
  const b = await board();
  if (b.role === 'all') return next();
  const platformPath = isPlatformPath(new URL(request.url).pathname);
  if (b.role === 'board' && platformPath && b.platform) return b.platform.forward(request);
  if (b.role === 'platform' && !platformPath)
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return next();
});

const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' });

export const startInstance = createStart(() => ({ requestMiddleware: [securityHeaders, topology, requestGuard, csrf] }));
