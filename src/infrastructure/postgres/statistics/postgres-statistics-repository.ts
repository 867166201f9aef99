import type {
  StatisticsJob,
  StatisticsOrganization,
  StatisticsRepository,
} from '../../../application/platform/statistics/statistics-repository.port';
import type { StatisticKind, StoredCount } from '../../../domain/statistics/job-statistics';
import type { StatisticsRange } from '../../../domain/statistics/statistics-range';
import type { Queryable } from '../accounts/queryable';
import { ORGANIZATION_SITES_SQL } from '../organization-team/organization-sites-sql';
import { isEntityId } from '../../../domain/shared/entity-id';

type Row = { day: string; kind: StatisticKind; count: string };
const toCounts = (rows: readonly Row[]): StoredCount[] => rows.map((r) => ({ day: r.day, kind: r.kind, count: Number(r.count) }));

/** The stored day counts of job_statistics (migration 0138). */
export class PostgresStatisticsRepository implements StatisticsRepository {
  constructor(private readonly db: Queryable) {}

  async job(jobId: string): Promise<StatisticsJob | null> {
    const { rows } = await this.db.query<{ id: string; title: string; organization_id: string; sites: string[] | null }>(
      `select j.id::text, j.title, j.organization_id::text, array(select site from job_sites s where s.job_id = j.id) as sites
         from jobs j where j.id = $1`,
      [jobId],
    );
    const row = rows[0];
    return row ? { id: row.id, title: row.title, organizationId: row.organization_id, sites: row.sites ?? [] } : null;
  }

  async organization(organizationId: string): Promise<StatisticsOrganization | null> {
    const { rows } = await this.db.query<{ name: string; sites: string[] }>(
      `select o.name, ${ORGANIZATION_SITES_SQL} as sites from organizations o where o.id = $1`,
      [organizationId],
    );
    const row = rows[0];
    return row ? { name: row.name, sites: row.sites } : null;
  }

  async organizationIdsOf(userId: string): Promise<readonly string[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query<{ id: string }>(
      `select o.id::text from organizations o where o.owner_id = $1
       union select m.organization_id::text from organization_members m where m.user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async jobCounts(site: string, jobId: string, range: StatisticsRange): Promise<readonly StoredCount[]> {
    const { rows } = await this.db.query<Row>(
      `select to_char(day, 'YYYY-MM-DD') as day, kind, count::text from job_statistics
        where site = $1 and job_id = $2 and day between $3 and $4`,
      [site, jobId, range.from, range.to],
    );
    return toCounts(rows);
  }

  async organizationCounts(site: string, organizationId: string, range: StatisticsRange): Promise<readonly StoredCount[]> {
    const { rows } = await this.db.query<Row>(
      `select to_char(s.day, 'YYYY-MM-DD') as day, s.kind, sum(s.count)::text as count
         from job_statistics s join jobs j on j.id = s.job_id
        where s.site = $1 and j.organization_id = $2 and s.day between $3 and $4
        group by s.day, s.kind`,
      [site, organizationId, range.from, range.to],
    );
    return toCounts(rows);
  }

  async siteCounts(site: string, range: StatisticsRange): Promise<readonly StoredCount[]> {
    const { rows } = await this.db.query<Row>(
      `select to_char(day, 'YYYY-MM-DD') as day, kind, sum(count)::text as count
         from job_statistics where site = $1 and day between $2 and $3 group by day, kind`,
      [site, range.from, range.to],
    );
    return toCounts(rows);
  }
}
