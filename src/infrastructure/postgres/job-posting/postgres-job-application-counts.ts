import type pg from 'pg';
import type { JobApplicationCounts } from '../../../application/platform/job-posting/job-application-counts.port';

/**
 * Applications per job from the `applications` table (0009_applications, the apply feature). Until that
 * migration is part of the database every job has none: the table is looked up once and the answer kept
 * once it exists (tables are not dropped while the board runs).
 */
export class PostgresJobApplicationCounts implements JobApplicationCounts {
  private tableExists = false;

  constructor(private readonly pool: pg.Pool) {}

  async countsFor(jobIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const ids = jobIds.filter((id) => /^\d{1,18}$/.test(id));
    if (ids.length === 0 || !(await this.hasTable())) return new Map();
    const { rows } = await this.pool.query<{ job_id: string; n: string }>(
      'select job_id::text, count(*)::text as n from applications where job_id = any($1::bigint[]) group by job_id',
      [ids],
    );
    return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
  }

  private async hasTable(): Promise<boolean> {
    if (this.tableExists) return true;
    const { rows } = await this.pool.query<{ found: boolean }>(`select to_regclass('applications') is not null as found`);
    this.tableExists = rows[0]?.found === true;
    return this.tableExists;
  }
}
