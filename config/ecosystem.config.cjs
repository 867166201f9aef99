// PM2 process file: one app per enabled site, each in cluster mode (spec §1: 4 instances, restart at
// 512 MB). `npm start` (scripts/start.ts) builds the same list with buildApps() and hands it to
// pm2-runtime; operators may also run `pm2 start config/ecosystem.config.cjs` with DATABASE_URL set.
//
// Environment: SITES=default,suedwest (subset; default every enabled site), INSTANCES (default 4),
// PORT (only with a single site), DATABASE_URL, LOG_LEVEL, MAX_MEMORY (default 512M), TOPOLOGY (single | split).
'use strict';

const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');
/** The project's Node 24 (devDependency `node`); the machine's own node may be older. */
const PROJECT_NODE = join(ROOT, 'node_modules', 'node', 'bin', 'node');
const NODE = existsSync(PROJECT_NODE) ? PROJECT_NODE : process.execPath;

/** Site configs as written (start.ts and serve.ts validate them through FileSiteDirectory). */
function readSites(sitesDir) {
  const dir = sitesDir || process.env.SITES_DIR || join(ROOT, 'sites');
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'site.json')))
    .map((e) => JSON.parse(readFileSync(join(dir, e.name, 'site.json'), 'utf8')))
    .sort((a, b) => a.port - b.port);
}

/** The site keys chosen by SITES (comma separated), else every enabled site. */
function chooseSites(sites, selection) {
  const wanted = (selection || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return sites.filter((s) => s.enabled !== false);
  return wanted.map((key) => {
    const site = sites.find((s) => s.key === key);
    if (!site) throw new Error(`Unknown site "${key}" in SITES. Known sites: ${sites.map((s) => s.key).join(', ')}`);
    return site;
  });
}

/**
 * @param {object} [options]
 * @param {Array<{key:string,port:number,enabled?:boolean}>} [options.sites]  default: sites/*\/site.json
 * @param {string} [options.selection]     comma-separated keys (env SITES)
 * @param {number|string} [options.instances]  default env INSTANCES or 4
 * @param {number} [options.port]          port override, only for a single site (env PORT)
 * @param {number} [options.portOffset]    added to every site's port (env PORT_OFFSET), so two checkouts can run side by side
 * @param {string} [options.databaseUrl]   default env DATABASE_URL
 * @param {Record<string,string>} [options.env]  extra env for every worker
 * @param {string} [options.interpreter]   default the project's Node 24
 * @param {'single'|'split'} [options.topology]  default env TOPOLOGY or single: one process per worker serving board
 *   and platform, or platform-only and board-only workers per site (README "Board and platform apart")
 */
function buildApps(options = {}) {
  const env = process.env;
  const sites = chooseSites(options.sites || readSites(), options.selection ?? env.SITES);
  const instances = Number(options.instances ?? env.INSTANCES ?? 4);
  if (!Number.isInteger(instances) || instances < 1)
    throw new Error(`INSTANCES must be a positive whole number, got "${options.instances ?? env.INSTANCES}"`);
  const portOverride = options.port ?? (env.PORT ? Number(env.PORT) : undefined);
  if (portOverride !== undefined && sites.length !== 1) throw new Error('PORT can only be set when SITES names exactly one site');
  const portOffset = Number(options.portOffset ?? env.PORT_OFFSET ?? 0);
  if (!Number.isInteger(portOffset) || portOffset < 0)
    throw new Error(`PORT_OFFSET must be a whole number ≥ 0, got "${options.portOffset ?? env.PORT_OFFSET}"`);
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL ?? '';

  const topology = options.topology ?? env.TOPOLOGY ?? 'single';
  if (topology !== 'single' && topology !== 'split') throw new Error(`TOPOLOGY must be single or split, got "${topology}"`);

  const app = (site) => ({
    name: `jobboard-${site.key}`,
    cwd: ROOT,
    // The bundled HTTP entry (vite.serve.config.ts): plain JavaScript, no TypeScript loader in the workers.
    script: join(ROOT, 'dist/http/serve.mjs'),
    // Cluster mode forks workers with the Node that runs PM2 itself (start.ts launches pm2-runtime with
    // the project's Node 24).
    exec_mode: 'cluster',
    instances,
    // Named explicitly, else PM2 probes the `node` on PATH for TypeScript support (Node 20 here fails).
    interpreter: options.interpreter || NODE,
    // V8 of Node 24 lets the young generation grow to 128 MB, and a worker's start-up and every upload's
    // stream of short-lived chunks make it grow that far: a worker idled at ≈ 275 MB with 128 MB of it
    // committed and empty. A small one is also collected often, and each collection frees the upload
    // chunks it finds dead: with a large one they piled up to ≈ 100 MB between collections (tests/bench/README.md).
    node_args: WORKER_NODE_ARGS,
    max_memory_restart: env.MAX_MEMORY || '512M',
    // serve.ts sends 'ready' after listening and a warm-up /healthz.
    wait_ready: true,
    listen_timeout: 30_000,
    // serve.ts gives requests in flight 8 s, then closes the pool; PM2 kills after 12 s.
    kill_timeout: 12_000,
    kill_signal: 'SIGINT',
    autorestart: true,
    max_restarts: 20,
    min_uptime: 5_000,
    exp_backoff_restart_delay: 200,
    merge_logs: true,
    time: false,
    env: {
      ...(options.env || {}),
      SITE: site.key,
      PORT: String(portOverride ?? site.port + portOffset),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      ...(env.LOG_LEVEL ? { LOG_LEVEL: env.LOG_LEVEL } : {}),
    },
  });
  if (topology === 'single') return sites.map(app);

  // Split: per site, platform-only workers (database, mail, schedulers, the API and the platform's own
  // endpoints) on the site's port + PLATFORM_PORT_SHIFT, and board-only workers on the site's port that
  // reach them over HTTP, with no database address at all.
  return sites.flatMap((site) => {
    const board = app(site);
    const platformPort = Number(board.env.PORT) + PLATFORM_PORT_SHIFT;
    const platform = app(site);
    return [
      { ...platform, name: `${platform.name}-platform`, env: { ...platform.env, PORT: String(platformPort), PROCESS_ROLE: 'platform' } },
      { ...board, env: { ...board.env, DATABASE_URL: '', PROCESS_ROLE: 'board', PLATFORM_URL: `http://127.0.0.1:${platformPort}` } },
    ];
  });
}

/** Megabytes of one of V8's young-generation semi-spaces per worker (see node_args in buildApps): 2 MB held the
 * upload bench's peak at ≈ 235 MB, 8 MB at ≈ 310 MB, V8's own default at 355–445 MB. */
const SEMI_SPACE_MB = 2;

/** Node flags of every worker; the ops tests start a lone worker with them too, to measure what runs. */
const WORKER_NODE_ARGS = [`--max-semi-space-size=${SEMI_SPACE_MB}`];

/** How far above its site's port a site's platform-only workers listen in the split topology. */
const PLATFORM_PORT_SHIFT = 1000;

module.exports = { buildApps, readSites, chooseSites, ROOT, NODE, WORKER_NODE_ARGS };

// `pm2 start config/ecosystem.config.cjs` reads `apps`; computed lazily so requiring this file for
// buildApps() does not throw on a bad SITES before the caller can report it nicely.
Object.defineProperty(module.exports, 'apps', { enumerable: true, get: () => buildApps() });
