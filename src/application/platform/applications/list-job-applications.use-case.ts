import { mayManageApplicationsOf } from '../../../domain/applications/application-access';
import type { JobApplicationsView } from '../../../domain/applications/application-views';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { JobRepository } from '../jobs/job-repository.port';
import type { ApplicationRepository } from './application-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * A job's applications, newest first, for recruiters of the job's organization and the job's sites' staff. Everyone else
 * (other organizations, applicants, guests) gets NOT_FOUND: the answer does not tell that the job has any.
 */
export class ListJobApplications {
  constructor(
    private readonly jobs: JobRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  async execute(input: { jobId: string }, ctx: RequestContext): Promise<Result<JobApplicationsView, 'NOT_FOUND'>> {
    if (ctx.actor.kind !== 'user' || !isEntityId(input.jobId)) return err('NOT_FOUND');
    const job = await this.jobs.findById(input.jobId, ctx.locale);
    if (!job?.sites.includes(ctx.site)) return err('NOT_FOUND');
    const mine = await this.applications.organizationIdsOf(ctx.actor.userId);
    if (!mayManageApplicationsOf(ctx.actor, { organizationId: job.organization.id, jobSites: job.sites }, mine)) return err('NOT_FOUND');
    const items = await this.applications.listForJob(job.id);
    return ok({ job: { id: job.id, title: job.title, slug: job.slug, organizationName: job.organization.name }, items });
  }
}
