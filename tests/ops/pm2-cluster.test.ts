/**
 * The real start path (scripts/start.ts → pm2-runtime → serve.ts workers) for one site with 2 clustered
 * instances on a free port, against a real PostgreSQL reached through a proxy the test can cut.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DatabaseSwitch,
  exitOf,
  freePort,
  get,
  pm2Kill,
  pm2List,
  removeDir,
  requireBuild,
  run,
  sleep,
  START,
  startTestDatabase,
  tempDir,
  waitFor,
  type Pm2Process,
  type Proc,
  type TestDatabase,
} from './support/ops-harness';

const online = (list: Pm2Process[]) => list.filter((p) => p.status === 'online');

describe('PM2 cluster: one site, 2 instances', () => {
  let dir = '';
  let pm2Home = '';
  let port = 0;
  let db: TestDatabase | undefined;
  let dbSwitch: DatabaseSwitch | undefined;
  let start: Proc | undefined;

  beforeAll(async () => {
    requireBuild();
    dir = tempDir('cluster');
    pm2Home = join(dir, 'pm2');
    // Demo content: the pages asked for while the database is down have jobs to show once it is back.
    db = await startTestDatabase(dir, { seed: true });
    dbSwitch = DatabaseSwitch.for(db.url);
    await dbSwitch.listen();
    port = await freePort();
    start = run(['--import', 'tsx', START], {
      SITES: 'default',
      INSTANCES: '2',
      PORT: String(port),
      DATABASE_URL: dbSwitch.urlFor(db.url),
      PM2_HOME: pm2Home,
      SEED_DEMO: 'false',
      SKIP_BUILD: '1',
      LOG_FORMAT: 'json',
    });
    await waitFor(
      '2 online PM2 workers',
      () => {
        if (start!.child.exitCode !== null) throw new Error(`npm start exited early:\n${start!.output().slice(-3000)}`);
        return online(pm2List(pm2Home)).length === 2 ? true : undefined;
      },
      120_000,
      500,
    );
  }, 240_000);

  afterAll(async () => {
    if (start && start.child.exitCode === null) {
      start.child.kill('SIGINT');
      await exitOf(start, 40_000).catch(() => undefined);
    }
    if (pm2Home) pm2Kill(pm2Home);
    await dbSwitch?.cut();
    await db?.stop();
    if (dir) removeDir(dir);
  }, 90_000);

  it('serves /healthz with 200 and the workers run the project Node', async () => {
    const res = await get(port, '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(start!.output()).toMatch(/"node":"v24\./);
  }, 30_000);

  it('keeps answering while a worker is killed with SIGKILL, and PM2 restores 2 instances', async () => {
    const before = online(pm2List(pm2Home));
    expect(before).toHaveLength(2);
    const victim = before[0]!.pid;
    process.kill(victim, 'SIGKILL');
    // A connection the cluster primary hands out in the very milliseconds before it learns of the death
    // is reset (inherent to Node's cluster round-robin); from the moment PM2 registered the exit on,
    // every request must succeed.
    await waitFor(
      'PM2 to register the killed worker',
      () => (online(pm2List(pm2Home)).some((p) => p.pid === victim) ? undefined : true),
      10_000,
      100,
    );

    const failures: string[] = [];
    const t0 = Date.now();
    for (let i = 0; i < 50; i++) {
      await sleep(Math.max(0, t0 + i * 100 - Date.now()));
      const outcome = await get(port, '/healthz', { timeoutMs: 5_000 }).then(
        (r) => (r.status === 200 ? null : `#${i}: status ${r.status}`),
        (e: Error) => `#${i}: ${e.message}`,
      );
      if (outcome) failures.push(outcome);
    }
    expect(failures).toEqual([]);

    const after = await waitFor(
      'PM2 to bring the instance count back to 2',
      () => {
        const list = online(pm2List(pm2Home));
        return list.length === 2 && !list.some((p) => p.pid === victim) ? list : undefined;
      },
      45_000,
      500,
    );
    expect(after.map((p) => p.pid)).not.toContain(victim);
    expect((await get(port, '/healthz')).status).toBe(200);
  }, 120_000);

  it('while the database is down, /healthz and the pages answer 503 with Retry-After (never a 500 or a hang); all recover on their own', async () => {
    // A job page to ask for while the database is away: the first one the search lists.
    const listing = await get(port, '/jobs');
    const jobPath = /href="(\/job\/[^"?#]+)"/.exec(listing.body)?.[1];
    expect(jobPath, 'a job link on /jobs').toBeTruthy();
    // Each asked with a query nobody asked before: the anonymous page cache may still hold a copy from the
    // last seconds (the listing above, for one), and a copy answering while the database is away is fine.
    const pages = ['/?away=1', '/jobs?away=1', '/jobs?q=Pflege&away=1', `${jobPath!}?away=1`];
    await dbSwitch!.cut();
    try {
      await waitFor('/healthz to answer 503', async () => ((await get(port, '/healthz')).status === 503 ? true : undefined), 30_000, 300);
      for (const path of pages) {
        const started = Date.now();
        const answer = await get(port, path, { timeoutMs: 20_000 });
        expect({ path, status: answer.status }).toEqual({ path, status: 503 });
        expect(answer.headers['retry-after'], path).toMatch(/^\d+$/);
        // The visitor is told in the page's language, and nothing of the failure leaks.
        expect(answer.body, path).toContain('<html');
        expect(answer.body, path).not.toMatch(/ECONNREFUSED|stack|at .*\.js:\d+/);
        expect(Date.now() - started, `${path} answered in time`).toBeLessThan(15_000);
      }
    } finally {
      await dbSwitch!.restore();
    }
    const up = await waitFor(
      '/healthz to answer 200 again',
      async () => ((await get(port, '/healthz')).status === 200 ? true : undefined),
      45_000,
      500,
    );
    expect(up).toBe(true);
    for (const path of pages) expect({ path, status: (await get(port, path)).status }).toEqual({ path, status: 200 });
  }, 180_000);

  it('stops on SIGINT: PM2 workers first (exit code 0), then the start script exits 0', async () => {
    const pids = online(pm2List(pm2Home)).map((p) => p.pid);
    start!.child.kill('SIGINT');
    const { code } = await exitOf(start!, 45_000);
    expect(code).toBe(0);
    const out = start!.output();
    expect(out).toMatch(/exited with code \[0\] via signal \[SIGINT\]/);
    expect(out.indexOf('PM2 successfully stopped')).toBeLessThan(out.lastIndexOf('Stopped.'));
    for (const pid of pids) expect(alive(pid)).toBe(false);
  }, 90_000);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
