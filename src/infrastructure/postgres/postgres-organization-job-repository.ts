import type pg from 'pg';
import type {
  OrganizationJobRepository,
  OrganizationJobsQuery,
} from '../../application/platform/organizations/organization-job-repository.port';
import type { Job, JobPage } from '../../domain/job/job';
import type { FacetLabelCache } from './facet-label-cache';
import { PostgresJobRepository } from './postgres-job-repository';

// The visitor listing's rule (postgres-job-repository.ts), narrowed to one organization.
const VISIBLE = `
  from jobs j
  join job_sites js on js.job_id = j.id and js.site = $2
  where j.organization_id = $1
    and j.state = 'published'
    and (j.expires_at is null or j.expires_at > $3)`;

/**
 * An organization's visible jobs. The page's ids come from here; the jobs themselves from the job
 * repository, so a job reads the same (terms, organization, sites) wherever it is listed. At most one
 * page (≤ 50) of lookups per call.
 */
export class PostgresOrganizationJobRepository implements OrganizationJobRepository {
  private readonly jobs: PostgresJobRepository;

  constructor(
    private readonly pool: pg.Pool,
    labels?: FacetLabelCache,
  ) {
    this.jobs = new PostgresJobRepository(pool, labels);
  }

  async listVisible(query: OrganizationJobsQuery): Promise<JobPage> {
    const filter = [query.organizationId, query.site, query.now];
    const [count, page] = await Promise.all([
      this.pool.query<{ total: string }>(`select count(*) as total ${VISIBLE}`, filter),
      this.pool.query<{ id: string }>(`select j.id ${VISIBLE} order by j.published_at desc nulls last, j.id desc offset $4 limit $5`, [
        ...filter,
        Math.max(0, query.range.first),
        Math.max(0, query.range.last),
      ]),
    ]);
    const jobs = await Promise.all(page.rows.map((r) => this.jobs.findById(r.id, query.locale)));
    return { items: jobs.filter((j): j is Job => j !== null), total: Number(count.rows[0]?.total ?? 0) };
  }
}
