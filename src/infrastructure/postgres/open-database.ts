import { join, resolve } from 'node:path';
import type { DatabaseLog } from './database-log';
import { assertDatabaseReachable } from './database-url';
import { startEmbeddedDatabase, type RunningDatabase } from './embedded-database';

export const DEFAULT_PG_PORT = 54329;
export const DEFAULT_DATABASE = 'jobboard';

export interface OpenDatabaseOptions {
  /** Cluster directory; defaults to `$DATA_DIR/postgres` (DATA_DIR defaults to `./data`). */
  readonly dataDir?: string;
  readonly log: DatabaseLog;
  /** Defaults to process.env. */
  readonly env?: Record<string, string | undefined>;
}

/**
 * The database the app uses: `DATABASE_URL` when set (stop does nothing: it is not ours), otherwise an
 * embedded PostgreSQL under ./data. Either way the database answers before this returns, or a
 * DatabaseUnavailableError with a one-line message is thrown.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<RunningDatabase> {
  const env = options.env ?? process.env;
  const external = env.DATABASE_URL?.trim();
  if (external) {
    await assertDatabaseReachable(external);
    return { url: external, stop: async () => undefined };
  }
  const dataDir = options.dataDir ?? join(resolve(env.DATA_DIR ?? 'data'), 'postgres');
  const port = env.PG_PORT ? Number(env.PG_PORT) : DEFAULT_PG_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PG_PORT must be a port number, got "${env.PG_PORT}"`);
  return startEmbeddedDatabase({ dataDir, port, database: DEFAULT_DATABASE, log: options.log });
}

export type { RunningDatabase };
