import type { JobApplicationCounts } from '../../application/platform/applications/job-application-counts.port';
import type { Queryable } from './accounts/queryable';
import { isEntityId } from '../../domain/shared/entity-id';

/** Application counts per job in one query (the job manager's list). */
export class PostgresJobApplicationCounts implements JobApplicationCounts {
  constructor(private readonly db: Queryable) {}

  async countsFor(jobIds: readonly string[]): Promise<Map<string, number>> {
    const ids = jobIds.filter(isEntityId);
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ job_id: string; n: string }>(
      'select job_id::text, count(*) as n from applications where job_id = any($1::bigint[]) group by job_id',
      [ids],
    );
    return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
  }
}
