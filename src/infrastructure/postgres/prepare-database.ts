import { defaultFilesDir, LocalFileStore } from '../files/local-file-store';
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
  // Start-up work, not a request: a busy host must not fail the demo seed on the requests' 10 s bound.
  const pool = createPool(db.url, { max: 2, applicationName: 'jobboard-prepare', statementTimeoutMs: 300_000 });
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) options.log.info(`Applied migrations: ${applied.join(', ')}`);
    // Demo file jobs get their PDFs in the app's file store ($DATA_DIR/files).
    const files = new LocalFileStore(defaultFilesDir(options.env ?? process.env));
    const seeded = options.seed === false ? null : await seedDemoContent(pool, options.sites, options.log, { files });
    return { url: db.url, stop: db.stop, seeded };
  } catch (error) {
    await db.stop().catch(() => undefined);
    throw error;
  } finally {
    await pool.end().catch(() => undefined);
  }
}
