import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertDatabaseReachable, DatabaseUnavailableError, describeDatabaseUrl } from '../../../src/infrastructure/postgres/database-url';
import { openDatabase } from '../../../src/infrastructure/postgres/open-database';
import { createPool } from '../../../src/infrastructure/postgres/pool';
import { PostgresHealthProbe } from '../../../src/infrastructure/postgres/postgres-health-probe';
import { SILENT_LOG } from '../../../src/infrastructure/postgres/database-log';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A port nobody listens on: bound, read, released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('database availability', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('health probe is true while the database answers', async () => {
    expect(await new PostgresHealthProbe(db.pool).check()).toBe(true);
  });

  it('health probe is false against a closed port, quickly and without throwing', async () => {
    const pool = createPool(`postgres://postgres:secret@127.0.0.1:${await closedPort()}/jobboard`);
    try {
      const started = Date.now();
      expect(await new PostgresHealthProbe(pool, 1_000).check()).toBe(false);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await pool.end();
    }
  });

  it('openDatabase with an unreachable DATABASE_URL fails with one line, without the password', async () => {
    const port = await closedPort();
    const error = await openDatabase({
      log: SILENT_LOG,
      env: { DATABASE_URL: `postgres://jobs:s3cr3t-pw@127.0.0.1:${port}/jobboard` },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    const message = (error as Error).message;
    expect(message).toBe(`Database unavailable at postgres://jobs@127.0.0.1:${port}/jobboard: connection refused`);
    expect(message).not.toContain('s3cr3t');
    expect(message).not.toContain('\n');
  });

  it('names a wrong password or a missing database in one line', async () => {
    const url = new URL(db.url);
    url.password = 'definitely-wrong';
    await expect(assertDatabaseReachable(url.toString())).rejects.toThrow(/: password authentication failed$/);
    const missing = new URL(db.url);
    missing.pathname = '/no_such_database';
    await expect(assertDatabaseReachable(missing.toString())).rejects.toThrow(/no_such_database: database does not exist$/);
  });

  it('describes URLs without secrets', () => {
    expect(describeDatabaseUrl('postgres://u:p%40ss@db.internal:5432/app?sslmode=require')).toBe('postgres://u@db.internal:5432/app');
    expect(describeDatabaseUrl('not a url with password')).toBe('(unparseable DATABASE_URL)');
  });
});
