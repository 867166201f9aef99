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
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import {
  exitOf,
  freePort,
  pm2Kill,
  pm2List,
  removeDir,
  requireBuild,
  run,
  START,
  sleep,
  tempDir,
  waitFor,
  type Proc,
} from '../ops/support/ops-harness';

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

/** A multipart application: the fields (CSRF token first), then ten PDF-headed files, generated while sent. */
function application(boundary: string, fields: Record<string, string>): { length: number; chunks: () => Generator<Buffer> } {
  const head = (name: string, fileName?: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"\r\nContent-Type: application/pdf` : ''}\r\n\r\n`,
    );
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.concat([head(name), Buffer.from(`${value}\r\n`)]));
  const fileHeads = Array.from({ length: FILES }, (_, i) => head('files', `anlage-${i + 1}.pdf`));
  const end = Buffer.from(`--${boundary}--\r\n`);
  const filler = Buffer.alloc(MB, 0x20);
  const pdfHead = Buffer.from('%PDF-1.7\n%bench\n');
  const length = fieldParts.reduce((n, b) => n + b.length, 0) + fileHeads.reduce((n, b) => n + b.length + FILE_BYTES + 2, 0) + end.length;
  function* chunks(): Generator<Buffer> {
    yield* fieldParts;
    for (const fileHead of fileHeads) {
      yield fileHead;
      yield Buffer.concat([pdfHead, filler.subarray(pdfHead.length)]);
      for (let sent = MB; sent < FILE_BYTES; sent += MB) yield filler;
      yield Buffer.from('\r\n');
    }
    yield end;
  }
  return { length, chunks };
}

/** Sends `chunks` with backpressure; resolves with the answer's status and how much went out before it. */
function send(
  port: number,
  path: string,
  headers: Record<string, string | number>,
  chunks: Iterable<Buffer>,
): Promise<{ status: number; sentMb: number; body: string; retryAfter: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    let retryAfter = 0;
    let body = '';
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      resolve({ status, sentMb: Math.round(sent / MB), body: body.slice(0, 300), retryAfter });
    };
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false }, (res) => {
      status = res.statusCode ?? 0;
      retryAfter = Number(res.headers['retry-after'] ?? 0) || 0;
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', done);
    req.setTimeout(20 * 60_000, () => req.destroy());
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        if (req.destroyed || status !== 0) return req.end();
        const next = iterator.next();
        if (next.done) return req.end();
        sent += next.value.length;
        if (!req.write(next.value)) return req.once('drain', pump);
      }
    };
    pump();
  });
}

function* junk(): Generator<Buffer> {
  const chunk = randomBytes(64 * 1024);
  for (let sent = 0; sent < JUNK_BYTES; sent += chunk.length) yield chunk;
}

async function main(): Promise<void> {
  requireBuild();
  const dir = tempDir('bench-uploads');
  const pm2Home = join(dir, 'pm2');
  const port = await freePort();
  process.env.PG_PORT = String(await freePort());
  const { prepareDatabase } = await import('../../src/infrastructure/postgres/prepare-database');
  const { SILENT_LOG } = await import('../../src/infrastructure/postgres/database-log');
  const { FileSiteDirectory } = await import('../../src/infrastructure/config/site-directory');
  const { seedDemoContent } = await import('../../src/infrastructure/postgres/seed/seed-demo-content');
  const { createPool } = await import('../../src/infrastructure/postgres/pool');
  const { LocalFileStore } = await import('../../src/infrastructure/files/local-file-store');
  const sites = new FileSiteDirectory().all();
  const db = await prepareDatabase({ log: SILENT_LOG, sites, dataDir: join(dir, 'postgres'), seed: false });
  // The demo content, without the workers' statement timeout: on a busy shared host seeding takes a while.
  const seeding = createPool(db.url, { max: 2, applicationName: 'bench-seed', statementTimeoutMs: 600_000 });
  await seedDemoContent(seeding, sites, SILENT_LOG, { files: new LocalFileStore(join(dir, 'files')) });
  await seeding.end();
  let start: Proc | undefined;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const { rows } = await pool.query<{ id: string; slug: string }>(
      `select j.id::text, j.slug from jobs j join job_sites s on s.job_id = j.id and s.site = 'default'
       where j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
         and jsonb_array_length(j.application_questions) = 0 and not j.application_require_cover_letter
       order by j.id limit 1`,
    );
    await pool.end();
    const job = rows[0];
    if (!job) throw new Error('the demo content has no job with the on-site form');

    start = run(['--import', 'tsx', START], {
      SITES: 'default',
      INSTANCES: String(INSTANCES),
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      PM2_HOME: pm2Home,
      SEED_DEMO: 'false',
      SKIP_BUILD: '1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      MAIL_DEV_PORT: String(await freePort()),
      OAUTH_DEV_PROVIDER: 'off',
    });
    await waitFor(
      `${INSTANCES} online workers`,
      () => {
        if (start!.child.exitCode !== null) throw new Error(`start exited early:\n${start!.output().slice(-3000)}`);
        return pm2List(pm2Home).filter((p) => p.status === 'online').length === INSTANCES ? true : undefined;
      },
      180_000,
      500,
    );
    refresh(pm2Home);
    report('After start-up');
    let ticks = 0;
    sampler = setInterval(() => (++ticks % 20 === 0 ? refresh(pm2Home) : sample()), 250);

    // A guest's CSRF cookie and token, as the apply page gives them (the workers run in production, where
    // the cookie carries the __Host- prefix).
    const csrf = await new Promise<{ cookie: string; token: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/auth/csrf', agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => {
            const cookie = (res.headers['set-cookie'] ?? [])
              .map((c) => c.split(';', 1)[0])
              .find((c) => /^(__Host-)?jb_csrf=/.test(c ?? ''));
            const token = (JSON.parse(text) as { csrfToken?: string }).csrfToken;
            if (!cookie || !token) reject(new Error(`no CSRF token: ${res.statusCode} ${text.slice(0, 200)}`));
            else resolve({ cookie, token });
          });
        })
        .on('error', reject);
    });

    const origin = `http://127.0.0.1:${port}`;
    console.log(`\n${APPLICATIONS} concurrent applications, ${FILES} × ${FILE_BYTES / MB} MB each, to job ${job.id} …`);
    let started = Date.now();
    const applied = await Promise.all(
      Array.from({ length: APPLICATIONS }, async (_, i) => {
        const fields = {
          csrfToken: csrf.token,
          jobId: job.id,
          slug: job.slug,
          idempotencyKey: `bench-${randomBytes(12).toString('hex')}`,
          flow: 'form',
          locale: 'de',
          firstName: 'Bench',
          lastName: `Applicant ${i + 1}`,
          email: `bench-${i + 1}-${Date.now()}@example.test`,
          privacyConsent: 'on',
        };
        // A worker whose upload slots stay taken answers 503 with Retry-After; the page then asks the
        // applicant to send again, which the bench does (same form, same idempotency key).
        for (let attempt = 1; ; attempt++) {
          const boundary = `----bench${randomBytes(8).toString('hex')}`;
          const body = application(boundary, fields);
          const answer = await send(
            port,
            '/api/applications/submit?json=true',
            {
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': body.length,
              origin,
              'sec-fetch-site': 'same-origin',
              cookie: csrf.cookie,
              accept: 'application/json',
            },
            body.chunks(),
          );
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
    if (start && start.child.exitCode === null) {
      start.child.kill('SIGINT');
      await exitOf(start, 60_000).catch(() => undefined);
    }
    pm2Kill(pm2Home);
    await db.stop();
    removeDir(dir);
  }
}

await main();
