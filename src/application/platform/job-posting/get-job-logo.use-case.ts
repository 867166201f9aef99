import { isExpired, isVisibleOn } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { FileStore } from '../files/file-store.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { JobPostingRepository } from './job-posting-repository.port';
import type { OrganizationAccess } from './organization-access.port';
import { workflowActorFor } from './posting-access';
import { isEntityId } from '../../../domain/shared/entity-id';

const TYPES: Record<string, 'image/webp' | 'image/png' | 'image/jpeg'> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/**
 * A job's own logo (uploaded in the wizard, re-encoded): public while the job's page answers (visible or
 * expired), otherwise only for its organization's members and staff (the preview). NOT_FOUND otherwise.
 */
export class GetJobLogo {
  constructor(
    private readonly jobs: JobRepository,
    private readonly postings: JobPostingRepository,
    private readonly access: OrganizationAccess,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly jobId: string },
    ctx: RequestContext,
  ): Promise<Result<{ bytes: Uint8Array<ArrayBuffer>; contentType: string }, 'NOT_FOUND'>> {
    if (!isEntityId(input.jobId)) return err('NOT_FOUND');
    const job = await this.jobs.findById(input.jobId, ctx.locale);
    if (!job?.sites.includes(ctx.site)) return err('NOT_FOUND');
    const now = this.clock.now();
    const public_ = isVisibleOn(job, ctx.site, now) || (job.state === 'published' && isExpired(job, now));
    if (!public_ && !(await workflowActorFor(ctx.actor, job.organization.id, this.access))) return err('NOT_FOUND');
    const { logoKey } = await this.postings.storedFiles(job.id);
    const type = logoKey ? TYPES[logoKey.slice(logoKey.lastIndexOf('.') + 1)] : undefined;
    const bytes = logoKey && type ? await this.files.read(logoKey) : null;
    return bytes && type ? ok({ bytes, contentType: type }) : err('NOT_FOUND');
  }
}
