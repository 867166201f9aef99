import { cleanAttachmentName, resumeAttachmentKey, type AttachmentNameProblem } from '../../../domain/resume/resume-attachments';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { FileStore } from '../files/file-store.port';
import type { ResumeAttachment, ResumeAttachmentRepository } from './resume-attachment-repository.port';

export type AttachmentChange = { readonly id: string; readonly rename: string } | { readonly id: string; readonly remove: true };

export type AttachmentChangeOutcome =
  | { readonly ok: true; readonly attachments: readonly ResumeAttachment[] }
  | { readonly ok: false; readonly code: 'UNAUTHENTICATED' | 'NOT_FOUND' | AttachmentNameProblem };

/**
 * renameMyResumeAttachment / removeMyResumeAttachment: the owner relabels a file of their attachments box or
 * takes it out (the file leaves the store once its row is gone). Files of others are NOT_FOUND, as unknown ones.
 */
export class ChangeMyResumeAttachment {
  constructor(
    private readonly attachments: Pick<ResumeAttachmentRepository, 'list' | 'rename' | 'remove'>,
    private readonly files: Pick<FileStore, 'delete'>,
  ) {}

  async execute(change: AttachmentChange, ctx: RequestContext): Promise<AttachmentChangeOutcome> {
    if (ctx.actor.kind !== 'user') return { ok: false, code: 'UNAUTHENTICATED' };
    const ownerId = ctx.actor.userId;
    if ('rename' in change) {
      const name = cleanAttachmentName(change.rename);
      if (!name.ok) return { ok: false, code: name.code };
      if (!(await this.attachments.rename(ownerId, change.id, name.name))) return { ok: false, code: 'NOT_FOUND' };
    } else {
      if (!(await this.attachments.remove(ownerId, change.id))) return { ok: false, code: 'NOT_FOUND' };
      await this.files.delete(resumeAttachmentKey(change.id));
    }
    return { ok: true, attachments: await this.attachments.list(ownerId) };
  }
}
