import { isExpired, isVisibleOn, type Job } from '../../../domain/job/job';
import { mayActForOrganization } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { OrganizationOwnerLookup } from '../organizations/organization-owner-lookup.port';
import type { JobRepository } from './job-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface JobView {
  readonly job: Job;
  /** Expired jobs still answer (search engines expect it) but say so. */
  readonly expired: boolean;
}

/**
 * One job for its page. Visitors see it when it is visible on the site or expired (so the page can say
 * so); its team and staff also see its unpublished jobs. Everything else is NOT_FOUND, never FORBIDDEN,
 * so the API does not reveal that a hidden job exists.
 */
export class GetJob {
  constructor(
    private readonly jobs: JobRepository,
    private readonly clock: Clock,
    private readonly owners: OrganizationOwnerLookup,
  ) {}

  async execute(input: { id: string }, ctx: RequestContext): Promise<Result<JobView, 'NOT_FOUND'>> {
    if (!isEntityId(input.id)) return err('NOT_FOUND');
    const job = await this.jobs.findById(input.id, ctx.locale);
    if (!job?.sites.includes(ctx.site)) return err('NOT_FOUND');
    const now = this.clock.now();
    const expired = job.state === 'published' && isExpired(job, now);
    if (isVisibleOn(job, ctx.site, now) || expired) return ok({ job, expired });
    if (ctx.actor.kind === 'user') {
      const { team, sites } = await this.owners.teamOf(job.organization.id);
      if (mayActForOrganization(ctx.actor, team, 'postJobs', sites)) return ok({ job, expired });
    }
    return err('NOT_FOUND');
  }
}
