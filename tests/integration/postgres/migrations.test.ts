import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, loadMigrations } from '../../../src/infrastructure/postgres/migrate';
import { createPool } from '../../../src/infrastructure/postgres/pool';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('migrate', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('applies every migration once, in order, and is idempotent', async () => {
    const names = loadMigrations().map((m) => m.name);
    expect(names[0]).toMatch(/^0001_/);
    expect(await migrate(db.pool)).toEqual(names);
    expect(await migrate(db.pool)).toEqual([]);
    const { rows } = await db.pool.query('select name from schema_migrations order by version');
    expect(rows.map((r) => r.name)).toEqual(names);
  });

  it('leaves the extensions and tables the adapters need', async () => {
    const { rows: ext } = await db.pool.query<{ extname: string }>('select extname from pg_extension');
    expect(ext.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent', 'cube', 'earthdistance']));
    const { rows: tables } = await db.pool.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
    expect(tables.map((t) => t.tablename)).toEqual(
      expect.arrayContaining([
        'users',
        'organizations',
        'user_roles',
        'organization_members',
        'sessions',
        'terms',
        'jobs',
        'job_sites',
        'job_terms',
        'path_aliases',
        'app_config',
        'blog_posts',
      ]),
    );
  });

  it('lets concurrent starters race without failing', async () => {
    const other = await createTestDatabase({ migrate: false });
    const pools = [0, 1, 2].map(() => createPool(other.url, { max: 1 }));
    try {
      const results = await Promise.all(pools.map((p) => migrate(p)));
      expect(results.flat()).toHaveLength(loadMigrations().length);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
      await other.drop();
    }
  });

  it('enforces e-mail uniqueness regardless of case', async () => {
    await db.pool.query("insert into users (email) values ('Case@Example.test')");
    await expect(db.pool.query("insert into users (email) values ('case@example.TEST')")).rejects.toThrow(/duplicate key/);
  });
});
