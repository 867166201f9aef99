import type { Pool } from 'pg';
import type { JobViewTotals } from '../../../application/platform/statistics/job-view-totals.port';

/** A job's views on a site over every day counted, from `job_statistics` (its key starts with site and job). */
export class PostgresJobViewTotals implements JobViewTotals {
  constructor(private readonly pool: Pool) {}

  async viewsOn(site: string, jobIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
    if (jobIds.length === 0) return new Map();
    const { rows } = await this.pool.query<{ job_id: string; views: string }>(
      `select job_id::text, sum(count)::text as views from job_statistics
       where site = $1 and job_id = any($2::bigint[]) and kind = 'view' group by job_id`,
      [site, jobIds],
    );
    return new Map(rows.map((r) => [r.job_id, Number(r.views)]));
  }
}
