/**
 * A deploy under load loses no request (`npm run bench:reload`, after `npm run build`): the production
 * build as PM2 workers of one site (bench-cluster.ts), BENCH_VISITORS (8) visitors asking for pages and
 * the health check one request after another, and BENCH_APPLICANTS (2) applicants sending applications
 * with a file, while `pm2 reload all` runs BENCH_RELOADS (10) times. PM2 replaces the workers one at a
 * time, each after its successor said it is ready; a worker told to stop finishes the requests it has.
 * Prints how many requests were answered and every one that failed; exits non-zero on a failure.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { get, NODE, PM2_BIN, pm2List, ROOT } from '../ops/support/ops-harness';
import { guestCsrf, sendApplication, startBenchCluster } from './support/bench-cluster';

const RELOADS = Number(process.env.BENCH_RELOADS ?? 10);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 8);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 2);
const INSTANCES = Number(process.env.INSTANCES ?? 4);
const PAGES = ['/jobs', '/healthz', '/', '/jobs?search=pflege'];

async function main(): Promise<void> {
  const cluster = await startBenchCluster('bench-reload', INSTANCES);
  const { port, pm2Home } = cluster;
  const failures: string[] = [];
  const answered = { pages: 0, applications: 0 };
  const slowest = { ms: 0, what: '' };
  let loading = true;
  const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const ms = performance.now() - started;
      if (ms > slowest.ms) Object.assign(slowest, { ms, what });
    }
  };
  try {
    const csrf = await guestCsrf(port);
    const visitor = async (n: number) => {
      for (let i = 0; loading; i++) {
        const path = PAGES[i % PAGES.length]!;
        const failure = await timed(path, () => get(port, path, { timeoutMs: 30_000 })).then(
          (r) => (r.status === 200 ? null : `visitor ${n} ${path}: status ${r.status}`),
          (e: Error) => `visitor ${n} ${path}: ${e.message}`,
        );
        if (failure) failures.push(failure);
        else answered.pages++;
      }
    };
    const applicant = async (n: number) => {
      for (let i = 0; loading; i++) {
        const applicant = {
          idempotencyKey: `reload${n}x${i}x${randomBytes(6).toString('hex')}`,
          firstName: 'Reload',
          lastName: `Applicant ${n}-${i}`,
          email: `reload-${n}-${i}-${Date.now()}@example.test`,
        };
        const answer = await timed('application', () => sendApplication(cluster, csrf, applicant, 1, 200 * 1024));
        if (answer.status === 200 && answer.body.includes('"ok":true')) answered.applications++;
        else failures.push(`applicant ${n}: status ${answer.status} ${answer.body.slice(0, 120)}`);
      }
    };
    const load = Promise.all([
      ...Array.from({ length: VISITORS }, (_, n) => visitor(n)),
      ...Array.from({ length: APPLICANTS }, (_, n) => applicant(n)),
    ]);
    const started = Date.now();
    const reload = promisify(execFile);
    try {
      for (let round = 1; round <= RELOADS; round++) {
        const before = pm2List(pm2Home).map((p) => p.pid);
        const roundStarted = Date.now();
        await reload(NODE, [PM2_BIN, 'reload', 'all'], { cwd: ROOT, env: { ...process.env, PM2_HOME: pm2Home }, timeout: 300_000 });
        const after = pm2List(pm2Home).filter((p) => p.status === 'online');
        const kept = after.filter((p) => before.includes(p.pid)).length;
        console.log(
          `reload ${String(round).padStart(2)}: ${((Date.now() - roundStarted) / 1000).toFixed(1)} s, ${after.length} workers online, ${kept} not replaced; failures so far ${failures.length}`,
        );
      }
    } finally {
      loading = false;
      await load;
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `\n${RELOADS} reloads of ${INSTANCES} workers in ${seconds.toFixed(0)} s under ${VISITORS} visitors and ${APPLICANTS} applicants: ` +
        `${answered.pages} pages and ${answered.applications} applications answered, ${failures.length} failed; slowest answer ${(slowest.ms / 1000).toFixed(1)} s (${slowest.what})`,
    );
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    loading = false;
    await cluster.stop();
  }
}

await main();
