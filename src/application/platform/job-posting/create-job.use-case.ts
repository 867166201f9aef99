import type { JobState } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import { fail, type PostingResult } from './job-posting-errors';
import type { JobPostingWriter, SaveJobInput } from './job-posting-writer';
import type { OrganizationAccess } from './organization-access.port';
import { workflowActorFor } from './posting-access';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * A new job, saved as a draft of one of the actor's organizations (staff: any organization). It goes
 * online through PublishJob or ScheduleJob after the preview.
 */
export class CreateJob {
  constructor(
    private readonly writer: JobPostingWriter,
    private readonly access: OrganizationAccess,
  ) {}

  async execute(input: SaveJobInput, ctx: RequestContext): Promise<PostingResult<{ id: string; state: JobState }>> {
    if (ctx.actor.kind !== 'user') return fail('UNAUTHENTICATED');
    const organizationId = input.content.organizationId;
    const actor = isEntityId(organizationId) ? await workflowActorFor(ctx.actor, organizationId, this.access) : null;
    if (!actor) {
      return fail('ORGANIZATION_NOT_ALLOWED', [{ field: 'organizationId', code: 'ORGANIZATION_NOT_ALLOWED' }]);
    }
    return this.writer.write(input, { id: null, existing: null, state: 'draft' }, ctx);
  }
}
