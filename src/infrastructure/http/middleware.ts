import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import type { Logger } from 'pino';
import type { ServerMiddleware, ServerRequest } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import { requestIdFor } from './request-id';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Where the request id travels inside the process (srvx request context). */
export function requestIdOf(request: Request): string | undefined {
  return (request as ServerRequest).context?.requestId as string | undefined;
}

/** Sets a header even on a response whose headers are immutable (e.g. `Response.redirect`). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Request id + access log. The id is the incoming `X-Request-Id` when sane, else a UUID; it goes on the
 * response and on `request.context.requestId`. One log line per request: method, path without query,
 * status, ms (to response headers) and id; no query string, no IP, no headers, no user data.
 */
export function accessLog(logger: Logger): ServerMiddleware {
  return async (request, next) => {
    const started = performance.now();
    const id = requestIdFor(request);
    request.context = { ...request.context, requestId: id };
    // The app reads the id from the request header (getRequestHeader('x-request-id')): make it the sane one.
    if (request.headers.get('x-request-id') !== id) {
      try {
        request.headers.set('x-request-id', id);
      } catch {
        // immutable headers: the id is still on request.context and on the response
      }
    }
    const path = pathOf(request.url);
    let status = 500;
    try {
      const response = withHeader(await next(), 'X-Request-Id', id);
      status = response.status;
      return response;
    } catch (error) {
      logger.error({ err: error, reqId: id, method: request.method, path }, 'request failed');
      return withHeader(
        new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
        'X-Request-Id',
        id,
      );
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = status >= 500 ? 'warn' : 'info';
      logger[level]({ reqId: id, method: request.method, path, status, ms }, 'request');
    }
  };
}

function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}

/**
 * Static files of the production build. `/assets/*` are content-hashed by Vite: a year, `immutable`.
 * Other files in dist/client (favicon, robots …) are revalidated. Paths without an extension go
 * straight to the app (no file-system probes per page view).
 */
export function staticFiles(clientDir: string): ServerMiddleware {
  if (!existsSync(clientDir)) return (_request, next) => next();
  const hashed = staticMiddleware({ dir: clientDir, maxAge: ONE_YEAR_S, immutable: true });
  const plain = staticMiddleware({ dir: clientDir, maxAge: 0 });
  return (request, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const path = pathOf(request.url);
    if (path.startsWith('/assets/')) return hashed(request, next);
    if (extname(path) !== '') return plain(request, next);
    return next();
  };
}

/**
 * Test aid for the ops tests (graceful shutdown needs requests that are still running): `GET
 * /__ops/slow?ms=1500` answers after `ms`; `GET /__ops/sleeping` says how many of those are running, so
 * a test signals only once every request it sent has arrived; `GET /__ops/request-id` echoes the
 * request's X-Request-Id header. serve.ts mounts it only when OPS_TEST_ENDPOINTS=1 and NODE_ENV is not
 * production, so PM2 deployments (NODE_ENV=production) never expose it.
 */
export function opsTestEndpoints(): ServerMiddleware {
  let sleeping = 0;
  return async (request, next) => {
    const url = new URL(request.url);
    // The request id as the app sees it in its request header.
    if (url.pathname === '/__ops/request-id') return new Response(request.headers.get('x-request-id') ?? '');
    if (url.pathname === '/__ops/sleeping') return new Response(String(sleeping));
    if (url.pathname !== '/__ops/slow') return next();
    const ms = Math.min(Number(url.searchParams.get('ms')) || 1000, 30_000);
    sleeping += 1;
    await new Promise((r) => setTimeout(r, ms));
    sleeping -= 1;
    return new Response(`slept ${ms} ms`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  };
}
