import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_LOG } from '../../../src/infrastructure/postgres/database-log';
import { prepareDatabase } from '../../../src/infrastructure/postgres/prepare-database';
import { createTestDatabase, TEST_SITES, type TestDatabase } from '../support/test-database';

describe('prepareDatabase', () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    dataDir = mkdtempSync(join(tmpdir(), 'jobboard-prepare-'));
  });
  afterAll(async () => {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds an empty database once, then leaves it alone', async () => {
    const env = { DATABASE_URL: db.url, DATA_DIR: dataDir };
    const first = await prepareDatabase({ log: SILENT_LOG, sites: TEST_SITES, env });
    expect(first.url).toBe(db.url);
    expect(first.seeded?.jobs).toBeGreaterThanOrEqual(500);
    for (const site of TEST_SITES) expect(first.seeded?.jobsPerSite[site.key]).toBeGreaterThanOrEqual(25);
    await first.stop();

    const second = await prepareDatabase({ log: SILENT_LOG, sites: TEST_SITES, env });
    expect(second.seeded).toBeNull();
    await second.stop();
    const { rows } = await db.pool.query('select count(*)::int as n from jobs');
    expect(rows[0].n).toBe(first.seeded?.jobs);
  });

  it('puts the PDFs of the demo file jobs into $DATA_DIR/files', async () => {
    const { rows } = await db.pool.query<{ file_key: string }>("select file_key from jobs where type = 'job_per_file'");
    expect(rows.length).toBeGreaterThan(0);
    for (const { file_key } of rows) {
      const path = join(dataDir, 'files', file_key);
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('can skip the demo content', async () => {
    const other = await createTestDatabase({ migrate: false });
    try {
      const prepared = await prepareDatabase({
        log: SILENT_LOG,
        sites: TEST_SITES,
        env: { DATABASE_URL: other.url, DATA_DIR: dataDir },
        seed: false,
      });
      expect(prepared.seeded).toBeNull();
      const { rows } = await other.pool.query('select count(*)::int as n from jobs');
      expect(rows[0].n).toBe(0);
    } finally {
      await other.drop();
    }
  });
});
