/**
 * CPU per uncached server render of a page, for one or more production builds side by side in one run:
 * `/jobs` rendered on every request (`PAGE_CACHE_TTL_MS=0`, a visitor without cookies, asking as a browser
 * does with `accept-encoding: br, gzip`), one worker per build on one throwaway embedded PostgreSQL with
 * the demo content. The builds take turns for BENCH_ROUNDS rounds (3) so a shared host's drifting load
 * weighs on each alike; each round keeps BENCH_CONNECTIONS (2) requests in flight for BENCH_SECONDS (10)
 * after a warm-up, and reads the worker's CPU time (user + system, from /proc, so compression threads count)
 * divided by the answers. Prints each round and the median per build; asserts nothing.
 *
 *   npm run build && npx tsx tests/bench/render-cpu.bench.ts
 *   BENCH_BUILDS=/path/to/other/checkout,. npx tsx tests/bench/render-cpu.bench.ts   # each with its own dist/
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const BUILDS = (process.env.BENCH_BUILDS ?? '.').split(',').map((dir) => resolve(dir));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const PATH = process.env.BENCH_PATH ?? '/jobs';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** CPU time of a process so far, in ms (utime + stime; the kernel counts in 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The answers autocannon got in `seconds`, all of them 2xx. */
function load(url: string, seconds: number): number {
  const json = autocannon(NODE, ROOT, url, { connections: CONNECTIONS, seconds, acceptEncoding: 'br, gzip' });
  if (json.non2xx > 0 || json.errors > 0) throw new Error(`${json.non2xx} answers not 2xx, ${json.errors} errors`);
  return json.requests.total;
}

async function measure(build: string, databaseUrl: string, secret: string): Promise<number> {
  const port = await freePort();
  const worker: ChildProcess = spawn(NODE, ['dist/http/serve.mjs'], {
    cwd: build,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE: 'default',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      PAGE_CACHE_TTL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${port}${PATH}`;
    await waitUntilServing(url, worker, 120);
    load(url, 4);
    const before = cpuMs(worker.pid!);
    const answers = load(url, SECONDS);
    return (cpuMs(worker.pid!) - before) / answers;
  } finally {
    worker.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  for (const build of BUILDS) {
    if (!existsSync(join(build, 'dist/http/serve.mjs')))
      throw new Error(`No production build in ${build}: run \`npm run build\` there first.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bench-render-'));
  const db = await prepareDatabase({
    log: SILENT_LOG,
    sites: new FileSiteDirectory().all(),
    dataDir: join(dir, 'pg'),
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dir, PG_PORT: String(await freePort()) },
  });
  const secret = randomBytes(32).toString('hex');
  const figures = new Map<string, number[]>(BUILDS.map((build) => [build, []]));
  try {
    log(
      `${PATH} rendered on every request, ${CONNECTIONS} connections for ${SECONDS} s per round, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      for (const build of BUILDS) {
        const ms = await measure(build, db.url, secret);
        figures.get(build)!.push(ms);
        log(`round ${round}  ${build}  ${ms.toFixed(1)} ms CPU per render`);
      }
    }
    log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
    const medians = BUILDS.map((build) => {
      const sorted = [...figures.get(build)!].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    });
    for (const [i, build] of BUILDS.entries()) {
      log(`median  ${medians[i]!.toFixed(1)} ms  ${(medians[i]! / medians[0]!).toFixed(2)}× the first  ${build}`);
    }
  } finally {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
