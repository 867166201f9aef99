/**
 * Memory of the upload path under load (`npm run bench:uploads`, after `npm run build`): the production
 * build as PM2 workers of one site (scripts/start.ts, a private PM2_HOME, a throwaway database with the
 * demo content and a throwaway DATA_DIR), then
 *   1. BENCH_APPLICATIONS (20) concurrent applications as a guest with a valid CSRF token, each with ten
 *      files of 50 MB that start like a PDF, to a demo job with the on-site form;
 *   2. BENCH_JUNK (20) concurrent chunked bodies of 700 MB of junk without Content-Length and without a
 *      CSRF token, to the application form, /graphql, an account endpoint and a page.
 * Prints each worker's peak RSS (VmHWM of /proc/<pid>/status, sampled every 250 ms) and restarts. The
 * goal: every worker under 300 MB, no restart (PM2 restarts a worker at 512 MB). Only 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pm2List, sleep } from '../ops/support/ops-harness';
import { guestCsrf, send, sendApplication, startBenchCluster } from './support/bench-cluster';

const MB = 1024 * 1024;
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 20);
const FILES = 10;
const FILE_BYTES = 50 * MB;
const JUNK = Number(process.env.BENCH_JUNK ?? 20);
const JUNK_BYTES = 700 * MB;
const INSTANCES = Number(process.env.INSTANCES ?? 4);
const GOAL_MB = 300;
/** Sends of one application at most (the first and the ones after a busy answer). */
const MAX_ATTEMPTS = 20;
let busyAnswers = 0;
const JUNK_PATHS = ['/api/applications/submit', '/graphql', '/api/auth/callback/credentials', '/jobs'];

interface Worker {
  pmId: number;
  pids: Set<number>;
  peakKb: number;
  restarts: number;
}

const workers = new Map<number, Worker>();

function kbOf(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // the process is gone (a restart): its successor is sampled from now on
  }
}

/** Which processes PM2 runs (a `pm2 jlist` is a process of its own: done every few seconds only). */
function refresh(pm2Home: string): void {
  for (const p of pm2List(pm2Home)) {
    const worker = workers.get(p.pm_id) ?? { pmId: p.pm_id, pids: new Set<number>(), peakKb: 0, restarts: 0 };
    if (p.pid > 0) worker.pids.add(p.pid);
    worker.restarts = p.restarts;
    workers.set(p.pm_id, worker);
  }
  sample();
}

/** Each worker's peak resident memory so far (VmHWM is the kernel's own high-water mark). */
function sample(): void {
  for (const worker of workers.values()) for (const pid of worker.pids) worker.peakKb = Math.max(worker.peakKb, kbOf(pid, 'VmHWM'));
}

function report(title: string): void {
  console.log(`\n${title}`);
  for (const w of [...workers.values()].sort((a, b) => a.pmId - b.pmId))
    console.log(
      `  worker ${w.pmId}  peak RSS ${(w.peakKb / 1024).toFixed(0).padStart(5)} MB  restarts ${w.restarts}  pids ${[...w.pids].join(',')}`,
    );
  const peak = Math.max(0, ...[...workers.values()].map((w) => w.peakKb / 1024));
  const restarts = [...workers.values()].reduce((n, w) => n + w.restarts, 0);
  console.log(`  → highest peak ${peak.toFixed(0)} MB (goal < ${GOAL_MB} MB), restarts ${restarts}`);
}

function* junk(): Generator<Buffer> {
  const chunk = randomBytes(64 * 1024);
  for (let sent = 0; sent < JUNK_BYTES; sent += chunk.length) yield chunk;
}

async function main(): Promise<void> {
  const cluster = await startBenchCluster('bench-uploads', INSTANCES);
  const { port, pm2Home, job } = cluster;
  let sampler: NodeJS.Timeout | undefined;
  try {
    refresh(pm2Home);
    report('After start-up');
    let ticks = 0;
    sampler = setInterval(() => (++ticks % 20 === 0 ? refresh(pm2Home) : sample()), 250);

    const csrf = await guestCsrf(port);

    console.log(`\n${APPLICATIONS} concurrent applications, ${FILES} × ${FILE_BYTES / MB} MB each, to job ${job.id} …`);
    let started = Date.now();
    const applied = await Promise.all(
      Array.from({ length: APPLICATIONS }, async (_, i) => {
        const applicant = {
          idempotencyKey: `bench-${randomBytes(12).toString('hex')}`,
          firstName: 'Bench',
          lastName: `Applicant ${i + 1}`,
          email: `bench-${i + 1}-${Date.now()}@example.test`,
        };
        // A worker whose upload slots stay taken answers 503 with Retry-After; the page then asks the
        // applicant to send again, which the bench does (same form, same idempotency key).
        for (let attempt = 1; ; attempt++) {
          const answer = await sendApplication(cluster, csrf, applicant, FILES, FILE_BYTES);
          if (answer.status !== 503 || attempt >= MAX_ATTEMPTS) return { ...answer, attempts: attempt };
          busyAnswers++;
          await sleep(answer.retryAfter * 1000);
        }
      }),
    );
    const stored = applied.filter((a) => a.status === 200 && a.body.includes('"ok":true')).length;
    console.log(
      `  ${stored} of ${APPLICATIONS} stored in ${((Date.now() - started) / 1000).toFixed(0)} s; ${busyAnswers} busy answers (503) sent again, at most ${Math.max(...applied.map((a) => a.attempts))} attempts for one`,
    );
    for (const a of applied.filter((x) => x.status !== 200)) console.log(`  refused: ${a.status} ${a.body}`);
    refresh(pm2Home);
    report('After the applications');

    console.log(`\n${JUNK} concurrent chunked junk bodies of ${JUNK_BYTES / MB} MB, no Content-Length, no CSRF token …`);
    started = Date.now();
    const refused = await Promise.all(
      Array.from({ length: JUNK }, (_, i) =>
        send(
          port,
          JUNK_PATHS[i % JUNK_PATHS.length]!,
          { 'content-type': 'multipart/form-data; boundary=junk', 'transfer-encoding': 'chunked' },
          junk(),
        ).then((r) => ({ ...r, path: JUNK_PATHS[i % JUNK_PATHS.length]! })),
      ),
    );
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (const path of JUNK_PATHS) {
      const mine = refused.filter((r) => r.path === path);
      console.log(
        `  ${path.padEnd(32)} statuses ${[...new Set(mine.map((r) => r.status))].join(',')}  sent before the answer/close: ${mine.map((r) => r.sentMb).join(', ')} MB`,
      );
    }
    await sleep(1000);
    refresh(pm2Home);
    report('After the junk bodies');
  } finally {
    if (sampler) clearInterval(sampler);
    await cluster.stop();
  }
}

await main();
