import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../../src/infrastructure/postgres/migrate';
import { createPool } from '../../../src/infrastructure/postgres/pool';
import type { SeedSite } from '../../../src/infrastructure/postgres/seed/demo-jobs';
import { seedDemoContent, type SeedOptions, type SeedSummary } from '../../../src/infrastructure/postgres/seed/seed-demo-content';
import { SILENT_LOG } from '../../../src/infrastructure/postgres/database-log';

/** The five sites as configured in sites/*.json (regions matter for job distribution). */
export const TEST_SITES: readonly SeedSite[] = [
  { key: 'default', regions: ['DE'], enabled: true },
  { key: 'suedwest', regions: ['BW', 'RP', 'SL'], enabled: true },
  { key: 'mainfranken', regions: ['BY'], enabled: true },
  { key: 'ausbildung', regions: ['DE'], enabled: true },
  { key: 'karriere', regions: ['NW', 'HE'], enabled: true },
];

export interface TestDatabase {
  readonly name: string;
  readonly url: string;
  readonly pool: pg.Pool;
  readonly seeded: SeedSummary | null;
  drop(): Promise<void>;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(f: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/**
 * A pool's end() resolves before its connections have closed. Dropping the database with force while one
 * is still closing sends it the server's "terminating connection", which its client (no longer the pool's)
 * raises as an uncaught error in the test run. So the drop waits, briefly, for the test's pools to leave;
 * a pool a test never ended is then cut off as before.
 */
async function connectionsGone(c: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A fresh database for one test file (`it_<random>` on the run's server), migrated and, when asked,
 * seeded with the demo content. Call `drop()` in afterAll.
 */
export async function createTestDatabase(options: { migrate?: boolean; seed?: boolean | SeedOptions } = {}): Promise<TestDatabase> {
  const name = `it_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = withDatabase(inject('pgUrl'), name);
  // Migrating and seeding are bulk statements: on a busy host they outlast the pool's request-sized default.
  const pool = createPool(url, { max: 5, applicationName: 'jobboard-it', statementTimeoutMs: 120_000 });
  let seeded: SeedSummary | null = null;
  if (options.migrate !== false || options.seed) await migrate(pool);
  if (options.seed) seeded = await seedDemoContent(pool, TEST_SITES, SILENT_LOG, options.seed === true ? {} : options.seed);
  return {
    name,
    url,
    pool,
    seeded,
    drop: async () => {
      await pool.end();
      await admin(async (c) => {
        await connectionsGone(c, name);
        await c.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
