/**
 * Board and platform apart: a platform-only worker with the database, and a board-only worker in front
 * of it with no database address, no database driver and no connection to the database — the pages,
 * sessions, feeds and health still answer, through the platform.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitOf,
  freePort,
  get,
  type Proc,
  removeDir,
  requireBuild,
  run,
  SERVE,
  startTestDatabase,
  type TestDatabase,
  tempDir,
  waitFor,
} from './support/ops-harness';

const listening = (proc: Proc) => () => {
  if (proc.child.exitCode !== null) throw new Error(`serve.ts exited:\n${proc.output()}`);
  return proc.stdout().includes('"msg":"ready"') ? true : undefined;
};

/** Remote ports of the TCP connections a process holds (its socket fds, looked up in /proc/net/tcp*). */
function remotePortsOf(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const match = /^socket:\[(\d+)\]$/.exec(target);
      if (match) inodes.add(match[1]!);
    } catch {
      // the fd closed while we looked
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && inodes.has(cols[9]!)) ports.push(Number.parseInt(cols[2]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

describe('board-only and platform-only processes', () => {
  let dir: string;
  let db: TestDatabase;
  let platform: Proc;
  let board: Proc;
  let boardPort: number;
  let platformPort: number;
  let dbPort: number;

  beforeAll(async () => {
    requireBuild();
    dir = tempDir('split');
    db = await startTestDatabase(dir);
    dbPort = Number(new URL(db.url).port);
    platformPort = await freePort();
    boardPort = await freePort();
    const common = { SITE: 'default', NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dir, LOG_LEVEL: 'info' };
    platform = run([SERVE], { ...common, PORT: String(platformPort), PROCESS_ROLE: 'platform', DATABASE_URL: db.url });
    await waitFor('the platform worker to be ready', listening(platform), 90_000);
    board = run([SERVE], {
      ...common,
      PORT: String(boardPort),
      PROCESS_ROLE: 'board',
      DATABASE_URL: undefined,
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
    });
    await waitFor('the board worker to be ready', listening(board), 90_000);
  }, 240_000);

  afterAll(async () => {
    for (const proc of [board, platform]) {
      if (proc && proc.child.exitCode === null) {
        proc.child.kill('SIGINT');
        await exitOf(proc, 20_000).catch(() => proc.child.kill('SIGKILL'));
      }
    }
    await db?.stop();
    if (dir) removeDir(dir);
  }, 60_000);

  it('the board serves pages, sessions, feeds and health through the platform', async () => {
    const page = await get(boardPort, '/jobs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
    const session = await get(boardPort, '/api/auth/session');
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toEqual({});
    const feed = await get(boardPort, '/xml/jobs');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/xml/);
    expect((await get(boardPort, '/healthz')).status).toBe(200);
  });

  it('the board holds no connection to the database; the platform does', async () => {
    await get(boardPort, '/jobs');
    expect(remotePortsOf(board.child.pid!)).not.toContain(dbPort);
    expect(remotePortsOf(platform.child.pid!)).toContain(dbPort);
    expect(board.output()).not.toMatch(/database driver/);
  });

  it('the platform answers its own paths only', async () => {
    expect((await get(platformPort, '/jobs')).status).toBe(404);
    expect((await get(platformPort, '/healthz')).status).toBe(200);
  });

  it('a board-only process refuses a database address, and needs the platform’s', async () => {
    const withDatabase = run([SERVE], {
      SITE: 'default',
      PORT: String(await freePort()),
      PROCESS_ROLE: 'board',
      DATABASE_URL: db.url,
      PLATFORM_URL: 'http://127.0.0.1:1',
    });
    expect((await exitOf(withDatabase, 60_000)).code).toBe(1);
    expect(withDatabase.stderr().trim()).toBe('PROCESS_ROLE=board takes no DATABASE_URL: the board reaches the platform at PLATFORM_URL');
    const withoutPlatform = run([SERVE], {
      SITE: 'default',
      PORT: String(await freePort()),
      PROCESS_ROLE: 'board',
      DATABASE_URL: undefined,
      PLATFORM_URL: undefined,
    });
    expect((await exitOf(withoutPlatform, 60_000)).code).toBe(1);
    expect(withoutPlatform.stderr().trim().split('\n')).toHaveLength(1);
    expect(withoutPlatform.stderr()).toMatch(/PROCESS_ROLE=board needs PLATFORM_URL/);
  });

  it('while the platform is away the board answers its pages 503 with Retry-After, and 200 once it is back', async () => {
    platform.child.kill('SIGINT');
    await exitOf(platform, 20_000);
    // Pages not answered in the last seconds: one the anonymous page cache still holds is served from it.
    for (const path of ['/', '/jobs?q=while-away']) {
      const answer = await get(boardPort, path, { timeoutMs: 20_000 });
      expect({ path, status: answer.status }).toEqual({ path, status: 503 });
      expect(answer.headers['retry-after'], path).toMatch(/^\d+$/);
      expect(answer.body, path).not.toMatch(/ECONNREFUSED|fetch failed/);
    }
    platform = run([SERVE], {
      SITE: 'default',
      NODE_ENV: 'test',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      PORT: String(platformPort),
      PROCESS_ROLE: 'platform',
      DATABASE_URL: db.url,
    });
    await waitFor('the platform worker to be ready again', listening(platform), 90_000);
    expect((await get(boardPort, '/jobs')).status).toBe(200);
  }, 150_000);
});
