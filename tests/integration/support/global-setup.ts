import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type RunningDatabase } from '../../../src/infrastructure/postgres/embedded-database';
import { assertDatabaseReachable } from '../../../src/infrastructure/postgres/database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the test server; each test file creates its own database on it. */
    pgUrl: string;
  }
}

/** A free TCP port on localhost, so a run never collides with a dev server on 54329. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * One PostgreSQL for the whole integration run: DATABASE_URL when set (its user must be allowed to
 * create databases), otherwise an embedded server in a temp directory, removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    await assertDatabaseReachable(external);
    project.provide('pgUrl', external);
    return async () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), `jobboard-it-${process.pid}-`));
  let db: RunningDatabase;
  try {
    db = await startEmbeddedDatabase({
      dataDir: join(dir, 'pg'),
      port: await freePort(),
      database: 'postgres',
      log: { info: () => undefined, warn: (m) => console.warn(m) },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
