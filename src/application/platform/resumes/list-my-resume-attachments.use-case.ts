import type { RequestContext } from '../../../domain/shared/request-context';
import type { ResumeAttachment, ResumeAttachmentRepository } from './resume-attachment-repository.port';

/** myResumeAttachments: the signed-in user's attachments box; empty for guests. */
export class ListMyResumeAttachments {
  constructor(private readonly attachments: Pick<ResumeAttachmentRepository, 'list'>) {}

  async execute(ctx: RequestContext): Promise<readonly ResumeAttachment[]> {
    return ctx.actor.kind === 'user' ? this.attachments.list(ctx.actor.userId) : [];
  }
}
