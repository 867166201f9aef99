/**
 * Workers killed mid-load lose nothing (`npm run bench:crash`, after `npm run build`): the production
 * build as PM2 workers of one site (bench-cluster.ts), then BENCH_ROUNDS (20) rounds of BENCH_APPLICATIONS
 * (200) concurrent applications as a guest, each with two PDF files, during which one worker is killed
 * with SIGKILL (PM2 starts it again). An applicant whose request got no answer, or a busy one, sends the
 * same form again, with the same idempotency key, as the page asks. After each round it checks, on the
 * database and the disk:
 *   - every 2xx answer has its application, exactly once, with both files stored;
 *   - no idempotency key has two applications;
 * and at the end, after the orphan sweep (run here with no grace period: nothing is in flight any more),
 * that every stored application file belongs to a row. Prints the figures; exits non-zero on a loss.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';
import { pm2List, sleep, waitFor } from '../ops/support/ops-harness';
import { guestCsrf, sendApplication, startBenchCluster } from './support/bench-cluster';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 200);
const INSTANCES = Number(process.env.INSTANCES ?? 4);
const FILES = 2;
const FILE_BYTES = 256 * 1024;
const MAX_ATTEMPTS = 30;

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

function parentOf(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^PPid:\s+(\d+)/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const cluster = await startBenchCluster('bench-crash', INSTANCES);
  const { port, pm2Home } = cluster;
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  const filesRoot = join(cluster.dir, 'files');
  let losses = 0;
  const totals = { answered: 0, resent: 0, lostConnections: 0, busy: 0, kills: 0 };
  try {
    const csrf = await guestCsrf(port);
    for (let round = 1; round <= ROUNDS; round++) {
      const started = Date.now();
      const apply = async (i: number) => {
        const key = `crash${round}x${i}x${randomBytes(6).toString('hex')}`;
        const applicant = {
          idempotencyKey: key,
          firstName: 'Crash',
          lastName: `Applicant ${round}-${i}`,
          email: `crash-${round}-${i}-${Date.now()}@example.test`,
        };
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
          const answer = await sendApplication(cluster, csrf, applicant, FILES, FILE_BYTES);
          if (answer.status >= 200 && answer.status < 300 && answer.body.includes('"ok":true')) return { key, ok: true, attempts: attempt };
          if (attempt > 1 || answer.status === 0 || answer.status >= 500) totals.resent++;
          if (answer.status === 0) totals.lostConnections++;
          else if (answer.status === 503) totals.busy++;
          else if (answer.status < 500) return { key, ok: false, attempts: attempt, refused: `${answer.status} ${answer.body}` };
          await sleep(answer.retryAfter > 0 ? answer.retryAfter * 1000 : 300);
        }
        return { key, ok: false, attempts: MAX_ATTEMPTS, refused: 'no answer after every attempt' };
      };
      const killer = (async () => {
        await sleep(300 + Math.random() * 1500);
        // Only a worker: a pid PM2 reports for an app whose parent is PM2's daemon (never the daemon itself).
        const daemon = Number(readFileSync(join(pm2Home, 'pm2.pid'), 'utf8').trim());
        const victims = pm2List(pm2Home).filter(
          (p) => p.status === 'online' && p.pid > 0 && p.pid !== daemon && parentOf(p.pid) === daemon,
        );
        const victim = victims[Math.floor(Math.random() * victims.length)];
        if (!victim) return;
        process.kill(victim.pid, 'SIGKILL');
        totals.kills++;
      })();
      const results = await Promise.all(Array.from({ length: APPLICATIONS }, (_, i) => apply(i)));
      await killer;
      const answered = results.filter((r) => r.ok);
      totals.answered += answered.length;
      for (const r of results.filter((x) => !x.ok)) console.log(`  round ${round}: not stored: ${r.refused}`);

      const { rows } = await pool.query<{ idempotency_key: string; applications: number; files: string[] }>(
        `select a.idempotency_key, count(distinct a.id)::int as applications, array_remove(array_agg(f.file_key), null) as files
           from applications a left join application_files f on f.application_id = a.id
          where a.idempotency_key = any($1) group by a.idempotency_key`,
        [results.map((r) => r.key)],
      );
      const byKey = new Map(rows.map((r) => [r.idempotency_key, r]));
      const onDisk = new Set(filesUnder(filesRoot));
      let missing = 0;
      for (const r of answered) {
        const row = byKey.get(r.key);
        if (row?.applications !== 1 || row.files.length !== FILES || row.files.some((f) => !onDisk.has(f))) missing++;
      }
      const duplicates = rows.filter((r) => r.applications > 1).length;
      losses += missing + duplicates;
      console.log(
        `round ${String(round).padStart(2)}: ${answered.length}/${APPLICATIONS} answered 2xx in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
          `at most ${Math.max(...results.map((r) => r.attempts))} sends for one; answered without their row or files: ${missing}; duplicates: ${duplicates}`,
      );
      await waitFor(
        `${INSTANCES} online workers`,
        () => (pm2List(pm2Home).filter((p) => p.status === 'online').length === INSTANCES ? true : undefined),
        120_000,
        500,
      );
    }

    const stored = new Set((await pool.query<{ file_key: string }>('select file_key from application_files')).rows.map((r) => r.file_key));
    const orphansOf = () => filesUnder(filesRoot).filter((f) => f.startsWith('applications/') && !stored.has(f));
    const journaled = Number((await pool.query<{ n: string }>('select count(*) as n from file_writes')).rows[0]?.n ?? 0);
    const before = orphansOf().length;
    const { PostgresFileWriteJournal } = await import('../../src/infrastructure/postgres/postgres-file-write-journal');
    const { LocalFileStore } = await import('../../src/infrastructure/files/local-file-store');
    const journal = new PostgresFileWriteJournal(new pg.Pool({ connectionString: cluster.databaseUrl, max: 1 }));
    const disk = new LocalFileStore(filesRoot);
    let swept = 0;
    for (let n = await journal.sweep(0, (key) => disk.delete(key)); n > 0; n = await journal.sweep(0, (key) => disk.delete(key)))
      swept += n;
    await journal.end();
    const after = orphansOf().length;
    losses += after;
    const staged = filesUnder(join(filesRoot, '.incoming')).length;
    console.log(
      `\n${ROUNDS} rounds × ${APPLICATIONS} applications, ${totals.kills} workers killed: ${totals.answered} answered 2xx, ` +
        `${totals.resent} sends again (${totals.lostConnections} without an answer, ${totals.busy} busy)`,
    );
    console.log(
      `  application files without a row: ${before} before the sweep (${journaled} journal rows), ${swept} swept, ${after} after`,
    );
    console.log(`  staged uploads left by killed workers (removed by the staged-upload sweep after its grace period): ${staged}`);
    console.log(losses === 0 ? '  → nothing lost, nothing doubled' : `  → ${losses} losses`);
  } finally {
    await pool.end();
    await cluster.stop();
  }
  if (losses > 0) process.exitCode = 1;
}

await main();
