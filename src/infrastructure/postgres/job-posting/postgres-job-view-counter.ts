import type pg from 'pg';
import type { JobViewCounter } from '../../../application/platform/job-posting/job-view-counter.port';

/** One upsert per counted view; only published jobs count (a preview by its organization does not). */
export class PostgresJobViewCounter implements JobViewCounter {
  constructor(private readonly pool: pg.Pool) {}

  async increment(jobId: string): Promise<void> {
    await this.pool.query(
      `insert into job_views (job_id, views) select id, 1 from jobs where id = $1 and state = 'published'
       on conflict (job_id) do update set views = job_views.views + 1`,
      [jobId],
    );
  }
}
