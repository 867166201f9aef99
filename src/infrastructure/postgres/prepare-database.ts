import { createFileStore } from '../files/create-file-store';
import type { SeedSite } from './seed/demo-jobs';
import { seedDemoContent, type SeedSummary } from './seed/seed-demo-content';
import type { DatabaseLog } from './database-log';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { createPool } from './pool';

export interface PreparedDatabase {
  readonly url: string;
  /** Stops the embedded server when this process started it; otherwise does nothing. */
  stop(): Promise<void>;
  /** What the demo seed created, or null when the database already had jobs. */
  readonly seeded: SeedSummary | null;
}

export interface PrepareDatabaseOptions {
  readonly log: DatabaseLog;
  /** Sites the demo jobs are distributed over (the site directory's `all()`). */
  readonly sites: readonly SeedSite[];
  readonly dataDir?: string;
  /** Set false to skip demo content (e.g. production with DATABASE_URL). Default true. */
  readonly seed?: boolean;
  /** Defaults to process.env (DATABASE_URL, DATA_DIR, PG_PORT). */
  readonly env?: Record<string, string | undefined>;
}

/** Start-up in one call: open (embedded or DATABASE_URL), migrate, and seed demo content when empty. */
export async function prepareDatabase(options: PrepareDatabaseOptions): Promise<PreparedDatabase> {
  const db = await openDatabase({
    log: options.log,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  // Migrations and the demo seed are one-off bulk work: the request pool's statement timeout would stop
  // them on a slow or busy machine (the seed's search refresh alone takes seconds there).
  const pool = createPool(db.url, { max: 2, applicationName: 'jobboard-prepare', statementTimeoutMs: 0 });
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) options.log.info(`Applied migrations: ${applied.join(', ')}`);
    // Demo file jobs get their PDFs in the app's file store ($DATA_DIR/files, or the configured bucket).
    const files = createFileStore({ env: options.env ?? process.env }).store;
    const seeded = options.seed === false ? null : await seedDemoContent(pool, options.sites, options.log, { files });
    return { url: db.url, stop: db.stop, seeded };
  } catch (error) {
    await db.stop().catch(() => undefined);
    throw error;
  } finally {
    await pool.end().catch(() => undefined);
  }
}
