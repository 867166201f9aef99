import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresWritingQuota } from '../../../src/infrastructure/postgres/ai-writing/postgres-writing-quota';
import { insertOrganization } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('the writing helper’s daily limit on PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('counts up to the limit per organization and day, then refuses', async () => {
    const quota = new PostgresWritingQuota(db.pool);
    const [a, b] = [await insertOrganization(db.pool), await insertOrganization(db.pool)];
    expect(await quota.take(a, '2026-11-27', 2)).toBe(true);
    expect(await quota.take(a, '2026-11-27', 2)).toBe(true);
    expect(await quota.take(a, '2026-11-27', 2)).toBe(false);
    expect(await quota.take(b, '2026-11-27', 2)).toBe(true);
    expect(await quota.take(a, '2026-11-28', 2)).toBe(true);
    const { rows } = await db.pool.query('select requests from ai_writing_usage where organization_id = $1 and day = $2', [
      a,
      '2026-11-27',
    ]);
    expect(rows[0]?.requests).toBe(2);
  });

  it('never lets concurrent requests pass the limit together', async () => {
    const quota = new PostgresWritingQuota(db.pool);
    const org = await insertOrganization(db.pool);
    const answers = await Promise.all(Array.from({ length: 20 }, () => quota.take(org, '2026-11-27', 5)));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('goes with its organization', async () => {
    const quota = new PostgresWritingQuota(db.pool);
    const org = await insertOrganization(db.pool);
    await quota.take(org, '2026-11-27', 5);
    await db.pool.query('delete from organizations where id = $1', [org]);
    const { rowCount } = await db.pool.query('select 1 from ai_writing_usage where organization_id = $1', [org]);
    expect(rowCount).toBe(0);
  });
});
