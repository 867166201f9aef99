import type {
  StaffJobFilter,
  StaffJobPage,
  StaffJobReader,
  StaffJobRow,
  StaffJobStore,
} from '../../../application/platform/staff/jobs/staff-job-store.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { JobState } from '../../../domain/job/job';
import type { Queryable } from '../accounts/queryable';

interface Row {
  id: string;
  title: string;
  state: JobState;
  organization_id: string;
  organization_name: string;
  sites: string[];
  external: boolean;
  applications: number;
  updated_at: Date;
  total?: string;
}

const COLUMNS = `j.id, j.title, j.state, j.organization_id, o.name as organization_name, j.external, j.updated_at,
  array(select s.site from job_sites s where s.job_id = j.id order by s.position, s.site) as sites,
  (select count(*)::int from applications a where a.job_id = j.id) as applications`;

const rowOf = (r: Row): StaffJobRow => ({
  id: r.id,
  title: r.title,
  state: r.state,
  organizationId: r.organization_id,
  organizationName: r.organization_name,
  sites: r.sites,
  external: r.external,
  applications: r.applications,
  updatedAt: r.updated_at.toISOString(),
});

/** Escapes LIKE's wildcards: the search finds the text as typed. */
const contains = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The jobs section's reads on the pool and its writes on a transaction's client. */
export class PostgresStaffJobs implements StaffJobReader, StaffJobStore {
  constructor(private readonly db: Queryable) {}

  async search(filter: StaffJobFilter, page: { readonly offset: number; readonly limit: number }): Promise<StaffJobPage> {
    const where = `($1 = '' or lower(j.title) like $2 or lower(o.name) like $2 or j.id::text = $1)
       and ($3::text is null or j.state = $3)
       and ($4::text[] is null or exists (select 1 from job_sites s where s.job_id = j.id and s.site = any($4::text[])))`;
    const params = [filter.text, contains(filter.text), filter.state, filter.sites === 'all' ? null : filter.sites];
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS}, count(*) over () as total
       from jobs j join organizations o on o.id = j.organization_id
       where ${where}
       order by j.updated_at desc, j.id desc offset $5 limit $6`,
      [...params, page.offset, page.limit],
    );
    if (rows[0]?.total) return { jobs: rows.map(rowOf), total: Number(rows[0].total) };
    // Past the last row the window count is empty: count on its own.
    const counted = await this.db.query<{ n: string }>(
      `select count(*) as n from jobs j join organizations o on o.id = j.organization_id where ${where}`,
      params,
    );
    return { jobs: [], total: Number(counted.rows[0]?.n ?? 0) };
  }

  async lock(id: string): Promise<StaffJobRow | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.db.query<Row>(
      `select ${COLUMNS} from jobs j join organizations o on o.id = j.organization_id where j.id = $1 for update of j`,
      [id],
    );
    return rows[0] ? rowOf(rows[0]) : null;
  }

  async setState(id: string, state: JobState): Promise<void> {
    await this.db.query('update jobs set state = $2, updated_at = now() where id = $1', [id, state]);
  }

  async delete(id: string): Promise<readonly string[]> {
    const { rows } = await this.db.query<{ logo_key: string | null; file_key: string | null }>(
      'delete from jobs where id = $1 returning logo_key, file_key',
      [id],
    );
    return rows.flatMap((r) => [r.logo_key, r.file_key]).filter((k): k is string => k !== null);
  }
}
