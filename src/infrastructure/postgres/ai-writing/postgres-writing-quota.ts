import type pg from 'pg';
import type { WritingQuota } from '../../../application/platform/ai-writing/writing-quota.port';

/**
 * The daily limit in one statement: the insert or the increment happens only while the day's count is
 * under the limit, so concurrent requests on several workers can never pass it together (the row lock
 * of the upsert orders them).
 */
export class PostgresWritingQuota implements WritingQuota {
  constructor(private readonly pool: pg.Pool) {}

  async take(organizationId: string, day: string, limit: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `insert into ai_writing_usage (organization_id, day, requests)
       select $1, $2::date, 1 where $3::int > 0
       on conflict (organization_id, day) do update set requests = ai_writing_usage.requests + 1
       where ai_writing_usage.requests < $3::int`,
      [organizationId, day, limit],
    );
    return rowCount === 1;
  }
}
