import type { JobState } from '../../../domain/job/job';
import { storedState, transition, workflowStateOf } from '../../../domain/job/job-workflow';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobPostingRepository } from './job-posting-repository.port';
import type { JobPostingWriter, SaveJobInput } from './job-posting-writer';
import type { OrganizationAccess } from './organization-access.port';
import { reviewPolicyOf, workflowActorFor } from './posting-access';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * Saves a job's content. Imported (external) jobs are never edited here. An edit of a published job by
 * a member follows the site's review setting (it may go to needs_review). A job of an organization the
 * actor does not act for is NOT_FOUND, so ids of other organizations reveal nothing.
 */
export class UpdateJob {
  constructor(
    private readonly jobs: JobPostingRepository,
    private readonly writer: JobPostingWriter,
    private readonly access: OrganizationAccess,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: SaveJobInput & { readonly id: string },
    ctx: RequestContext,
  ): Promise<PostingResult<{ id: string; state: JobState }>> {
    if (ctx.actor.kind !== 'user') return fail('UNAUTHENTICATED');
    const existing = isEntityId(input.id) ? await this.jobs.findById(input.id) : null;
    const actor = existing ? await workflowActorFor(ctx.actor, existing.organizationId, this.access) : null;
    if (!existing || !actor) return fail('NOT_FOUND');
    if (existing.external) return fail('EXTERNAL_JOB');
    const target = input.content.organizationId;
    if (target !== existing.organizationId) {
      const allowed = isEntityId(target) ? await workflowActorFor(ctx.actor, target, this.access) : null;
      if (!allowed) {
        return fail('ORGANIZATION_NOT_ALLOWED', [{ field: 'organizationId', code: 'ORGANIZATION_NOT_ALLOWED' }]);
      }
    }
    const step = transition({
      state: workflowStateOf(existing, this.clock.now()),
      action: 'edit',
      actor,
      review: reviewPolicyOf(this.sites, ctx.site),
    });
    if (!step.ok) return fail('TRANSITION_NOT_ALLOWED');
    return this.writer.write(input, { id: existing.id, existing, state: storedState(step.to) }, ctx);
  }
}
