import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** Any constant shared by every starter; pg_advisory_lock serialises concurrent migrators. */
const MIGRATION_LOCK = 7_310_420_001;
const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

/**
 * Where the SQL files live. Next to this module when run from source (tsx, vitest); bundlers move
 * modules, so fall back to the source tree under the working directory, or MIGRATIONS_DIR.
 */
export function migrationsDir(): string {
  const candidates = [process.env.MIGRATIONS_DIR, safeModuleDir(), resolve(process.cwd(), 'src/infrastructure/postgres/migrations')].filter(
    (d): d is string => Boolean(d),
  );
  const found = candidates.find((d) => existsSync(d));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

function safeModuleDir(): string | undefined {
  try {
    return fileURLToPath(new URL('./migrations', import.meta.url));
  } catch {
    return undefined;
  }
}

export function loadMigrations(dir: string = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((f) => FILE_PATTERN.test(f))
    .sort()
    .map((file) => ({ version: file.slice(0, 4), name: file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Applies pending migrations in order, each in its own transaction, recorded in schema_migrations.
 * Safe to call from several processes at once and to call again: returns the names it applied.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[] = loadMigrations()): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await client.query<{ version: string }>('select version from schema_migrations')).rows.map((r) => r.version));
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      try {
        await client.query('begin');
        await client.query(m.sql);
        await client.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(m.name);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}
