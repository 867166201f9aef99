/**
 * The anonymous hot path: `/jobs` for a visitor without cookies, served from the worker's page cache,
 * against a plain static server sending the same bytes and against rendering every request — side by
 * side in one run, in both topologies (one process; a board-only worker in front of a platform-only one).
 *
 *   npm run build && npx tsx tests/bench/anonymous-cache.bench.ts
 *
 * One production worker per server (dist/http/serve.mjs) on a throwaway embedded PostgreSQL with the
 * demo content; autocannon (its own process) keeps BENCH_CONNECTIONS (10) requests in flight for
 * BENCH_SECONDS (10) per server, asking as a browser does (`accept-encoding: br, gzip`); all servers stay up
 * and take turns for BENCH_ROUNDS (3) rounds. Prints each server's median req/s and the ratios; asserts
 * nothing (the machine is shared and noisy). `BENCH_PROFILE_DIR=<dir>` writes a V8
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

/** The addresses a topology serves `/jobs` at: from the page cache, and rendered on every request. */
interface Topology {
  readonly name: 'single' | 'split';
  readonly cachedUrl: string;
  readonly uncachedUrl: string;
}

/** Starts a topology's two workers (and, split, their platform workers); they stay up until `children` are stopped. */
async function startTopology(name: 'single' | 'split', databaseUrl: string, secret: string, children: ChildProcess[]): Promise<Topology> {
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
  // Warm both (module loading, the first renders).
  load(cachedUrl);
  load(uncachedUrl);
  return { name, cachedUrl, uncachedUrl };
}

const median = (values: readonly Load[]): Load => [...values].sort((a, b) => a.rps - b.rps)[Math.floor(values.length / 2)]!;

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
  const children: ChildProcess[] = [];
  try {
    const single = await startTopology('single', db.url, secret, children);
    const split = await startTopology('split', db.url, secret, children);
    // The kept copy a browser gets, for the static server to send.
    await rawAnswer(single.cachedUrl);
    const sample = await rawAnswer(single.cachedUrl);
    if (sample.age === null) throw new Error('the second anonymous answer did not come from the cache');
    const staticPort = await freePort();
    const staticServer = startStatic(staticPort, sample.bytes, sample.encoding);
    children.push(staticServer);
    await waitUntilServing(`http://127.0.0.1:${staticPort}/`, staticServer, 10);
    const staticUrl = `http://127.0.0.1:${staticPort}/`;
    load(staticUrl);

    // Every server stays up and they take turns, round by round: a shared host's drifting load then
    // weighs on each alike (measured one topology after the other, the second came out up to a quarter
    // slower whichever it was).
    const targets = [
      { label: 'static (same bytes)', url: staticUrl },
      { label: 'single: cached', url: single.cachedUrl },
      { label: 'single: rendered', url: single.uncachedUrl },
      { label: 'split: cached', url: split.cachedUrl },
      { label: 'split: rendered', url: split.uncachedUrl },
    ];
    const results = new Map<string, Load[]>(targets.map((t) => [t.label, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) results.get(target.label)!.push(load(target.url));
      loads.push(`after round ${round} ${loadavg()[0]!.toFixed(1)}`);
    }
    const of = (label: string) => median(results.get(label)!);
    const fixed = of('static (same bytes)');

    const row = (label: string, l: Load) =>
      log(
        `${label.padEnd(24)} ${l.rps.toFixed(0).padStart(7)} req/s  ${(l.rps / fixed.rps).toFixed(4).padStart(7)}× static  p99 ${String(l.p99).padStart(5)} ms  (${l.errors} errors, ${l.non2xx} not 2xx)`,
      );
    log(
      `\n${PATH}, one worker each, ${CONNECTIONS} connections for ${SECONDS} s, median of ${ROUNDS} rounds taken in turns, accept-encoding: ${ACCEPT}`,
    );
    log(`kept copy as sent: ${sample.bytes.length.toLocaleString('en')} bytes ${sample.encoding}`);
    row('static (same bytes)', fixed);
    for (const name of ['single', 'split'] as const) {
      row(`${name}: cached`, of(`${name}: cached`));
      row(`${name}: rendered`, of(`${name}: rendered`));
      log(`${''.padEnd(24)} cached / rendered ${(of(`${name}: cached`).rps / of(`${name}: rendered`).rps).toFixed(1)}×`);
    }
    log(
      `split / single: cached ${(of('split: cached').rps / of('single: cached').rps).toFixed(2)}, rendered ${(of('split: rendered').rps / of('single: rendered').rps).toFixed(2)}`,
    );
    log(`load average (1 min): ${loads.join(', ')}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
