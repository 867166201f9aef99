import { isVisibleOn } from '../../../domain/job/job';
import { mayActForOrganization } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { OrganizationOwnerLookup } from '../organizations/organization-owner-lookup.port';
import type { FileStore } from './file-store.port';
import type { JobFileLocator } from './job-file-locator.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface JobFileDownload {
  readonly name: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The PDF of a file job. Served while the job is visible on the site; after that (expired, archived,
 * unpublished) only to the organization's team and staff. Every refusal is NOT_FOUND, like GetJob, so
 * a download URL does not reveal that a hidden job exists.
 */
export class GetJobFile {
  constructor(
    private readonly jobs: JobRepository,
    private readonly files: JobFileLocator,
    private readonly store: FileStore,
    private readonly owners: OrganizationOwnerLookup,
    private readonly clock: Clock,
  ) {}

  async execute(input: { jobId: string }, ctx: RequestContext): Promise<Result<JobFileDownload, 'NOT_FOUND'>> {
    if (!isEntityId(input.jobId)) return err('NOT_FOUND');
    const job = await this.jobs.findById(input.jobId, ctx.locale);
    if (job?.type !== 'job_per_file' || !job.sites.includes(ctx.site)) return err('NOT_FOUND');
    if (!isVisibleOn(job, ctx.site, this.clock.now()) && !(await this.isOwnerOrStaff(job.organization.id, ctx))) return err('NOT_FOUND');
    const file = await this.files.fileOf(job.id);
    if (!file) return err('NOT_FOUND');
    const bytes = await this.store.read(file.key);
    return bytes ? ok({ name: file.name, bytes }) : err('NOT_FOUND');
  }

  private async isOwnerOrStaff(organizationId: string, ctx: RequestContext): Promise<boolean> {
    if (ctx.actor.kind !== 'user') return false;
    const { team, sites } = await this.owners.teamOf(organizationId);
    return mayActForOrganization(ctx.actor, team, 'postJobs', sites);
  }
}
