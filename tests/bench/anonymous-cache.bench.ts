/**
 * The anonymous hot path: `/jobs` for a visitor without cookies, served from the worker's page cache,
 * against a plain static server sending the same bytes and against rendering every request — side by
 * side in one run, in both topologies (one process; a board-only worker in front of a platform-only one).
 *
 *   npm run build && npx tsx tests/bench/anonymous-cache.bench.ts
 *
 * One production worker per server (dist/http/serve.mjs) on a throwaway embedded PostgreSQL with the
 * demo content; autocannon (its own process) keeps BENCH_CONNECTIONS (10) requests in flight for
 * BENCH_SECONDS (10) per server, asking as a browser does (`accept-encoding: br, gzip`). Prints req/s
 * and the ratios; asserts nothing (the machine is shared and noisy). `BENCH_PROFILE_DIR=<dir>` writes a V8
 * CPU profile of each worker there when it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FileSiteDirectory } from '../../src/infrastructure/config/site-directory';
import { SILENT_LOG } from '../../src/infrastructure/postgres/database-log';
import { prepareDatabase } from '../../src/infrastructure/postgres/prepare-database';
import { freePort } from '../ops/support/ops-harness';
import { autocannon } from './support/autocannon';
import { waitUntilServing } from './support/server-process';

const ROOT = resolve(process.cwd());
const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node')) ? join(ROOT, 'node_modules/node/bin/node') : process.execPath;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PATH = process.env.BENCH_PATH ?? '/jobs';
const ACCEPT = 'br, gzip';
// A directory for a V8 CPU profile of every worker (written when it stops), to see where a request's time goes.
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

const log = (line: string) => process.stdout.write(`${line}\n`);

function startWorker(env: Record<string, string>): ChildProcess {
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  return spawn(NODE, [...profile, 'dist/http/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', SITE: 'default', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The bytes a browser gets (raw, still compressed) and how they were encoded. */
async function rawAnswer(url: string): Promise<{ bytes: Buffer; encoding: string; age: string | null }> {
  const { request } = await import('node:http');
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': ACCEPT } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          bytes: Buffer.concat(chunks),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          age: (response.headers.age as string | undefined) ?? null,
        }),
      );
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

interface Load {
  readonly rps: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
}

function load(url: string): Load {
  const json = autocannon(NODE, ROOT, url, { connections: CONNECTIONS, seconds: SECONDS, acceptEncoding: ACCEPT });
  return { rps: json.requests.average, p99: json.latency.p99, errors: json.errors, non2xx: json.non2xx };
}

/** A plain node:http server sending `bytes` with their encoding: no work per request. */
function startStatic(port: number, bytes: Buffer, encoding: string): ChildProcess {
  const script = `const b=Buffer.from(process.env.BODY,'base64');const h={'content-type':'text/html; charset=utf-8','content-length':b.length};if(process.env.ENC!=='identity')h['content-encoding']=process.env.ENC;require('node:http').createServer((q,s)=>{s.writeHead(200,h);s.end(b)}).listen(${port},'127.0.0.1')`;
  return spawn(NODE, ['-e', script], {
    env: { ...process.env, BODY: bytes.toString('base64'), ENC: encoding },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Topology {
  readonly name: string;
  readonly cached: Load;
  readonly uncached: Load;
}

async function measureTopology(
  name: 'single' | 'split',
  databaseUrl: string,
  secret: string,
): Promise<Topology & { sample: Buffer; encoding: string }> {
  const children: ChildProcess[] = [];
  try {
    const start = async (ttl: string): Promise<string> => {
      const port = await freePort();
      if (name === 'single') {
        children.push(startWorker({ PORT: String(port), DATABASE_URL: databaseUrl, AUTH_SECRET: secret, PAGE_CACHE_TTL_MS: ttl }));
      } else {
        const platformPort = await freePort();
        const platform = startWorker({
          PORT: String(platformPort),
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: secret,
          PROCESS_ROLE: 'platform',
        });
        children.push(platform);
        await waitUntilServing(`http://127.0.0.1:${platformPort}/healthz`, platform, 120);
        children.push(
          startWorker({
            PORT: String(port),
            PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
            AUTH_SECRET: secret,
            PROCESS_ROLE: 'board',
            PAGE_CACHE_TTL_MS: ttl,
          }),
        );
      }
      await waitUntilServing(`http://127.0.0.1:${port}/jobs`, children.at(-1)!, 120);
      return `http://127.0.0.1:${port}${PATH}`;
    };
    const cachedUrl = await start('4000');
    const uncachedUrl = await start('0');
    // Warm both (module loading, the first renders), then the kept copy a browser would get.
    load(cachedUrl);
    load(uncachedUrl);
    await rawAnswer(cachedUrl);
    const sample = await rawAnswer(cachedUrl);
    if (sample.age === null) throw new Error(`${name}: the second anonymous answer did not come from the cache`);
    const cached = load(cachedUrl);
    const uncached = load(uncachedUrl);
    return { name, cached, uncached, sample: sample.bytes, encoding: sample.encoding };
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/http/serve.mjs'))) throw new Error('No production build: run `npm run build` first.');
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bench-cache-'));
  const sites = new FileSiteDirectory().all();
  const db = await prepareDatabase({
    log: SILENT_LOG,
    sites,
    dataDir: join(dir, 'pg'),
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dir, PG_PORT: String(await freePort()) },
  });
  const secret = randomBytes(32).toString('hex');
  const loads: string[] = [`start ${loadavg()[0]!.toFixed(1)}`];
  const staticChildren: ChildProcess[] = [];
  try {
    const topologies = [];
    for (const name of ['single', 'split'] as const) {
      const measured = await measureTopology(name, db.url, secret);
      loads.push(`after ${name} ${loadavg()[0]!.toFixed(1)}`);
      topologies.push(measured);
    }
    const { sample, encoding } = topologies[0]!;
    const staticPort = await freePort();
    const staticServer = startStatic(staticPort, sample, encoding);
    staticChildren.push(staticServer);
    await waitUntilServing(`http://127.0.0.1:${staticPort}/`, staticServer, 10);
    load(`http://127.0.0.1:${staticPort}/`);
    const fixed = load(`http://127.0.0.1:${staticPort}/`);
    loads.push(`after static ${loadavg()[0]!.toFixed(1)}`);

    const row = (label: string, l: Load) =>
      log(
        `${label.padEnd(24)} ${l.rps.toFixed(0).padStart(7)} req/s  ${(l.rps / fixed.rps).toFixed(4).padStart(7)}× static  p99 ${String(l.p99).padStart(5)} ms  (${l.errors} errors, ${l.non2xx} not 2xx)`,
      );
    log(`\n${PATH}, one worker each, ${CONNECTIONS} connections for ${SECONDS} s, accept-encoding: ${ACCEPT}`);
    log(`kept copy as sent: ${sample.length.toLocaleString('en')} bytes ${encoding}`);
    row('static (same bytes)', fixed);
    for (const t of topologies) {
      row(`${t.name}: cached`, t.cached);
      row(`${t.name}: rendered`, t.uncached);
      log(`${''.padEnd(24)} cached / rendered ${(t.cached.rps / t.uncached.rps).toFixed(1)}×`);
    }
    const [single, split] = topologies;
    log(
      `split / single: cached ${(split!.cached.rps / single!.cached.rps).toFixed(2)}, rendered ${(split!.uncached.rps / single!.uncached.rps).toFixed(2)}`,
    );
    log(`load average (1 min): ${loads.join(', ')}`);
  } finally {
    for (const child of staticChildren) child.kill('SIGTERM');
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
