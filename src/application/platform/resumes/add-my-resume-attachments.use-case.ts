import {
  checkNewAttachments,
  MAX_RESUME_ATTACHMENTS,
  resumeAttachmentKey,
  uploadedAttachmentName,
  type AttachmentError,
} from '../../../domain/resume/resume-attachments';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { FileStore } from '../files/file-store.port';
import type { UploadedFile } from '../applications/submit-application.use-case';
import type { ResumeAttachment, ResumeAttachmentRepository } from './resume-attachment-repository.port';

export type AddAttachmentsOutcome =
  | { readonly ok: true; readonly attachments: readonly ResumeAttachment[] }
  | { readonly ok: false; readonly code: 'UNAUTHENTICATED' }
  | { readonly ok: false; readonly code: 'INVALID'; readonly errors: readonly AttachmentError[] };

/**
 * addMyResumeAttachments: the signed-in user puts files into their resume's attachments box. Every file is
 * judged again here by size and content (whatever the board checked); one refused file refuses them all.
 * The rows and the files go together: each file is moved from the upload area into place inside the rows'
 * transaction, and removed again when it does not commit. The box's limit is counted under a lock, so two
 * uploads at once cannot pass it together.
 */
export class AddMyResumeAttachments {
  constructor(
    private readonly attachments: Pick<ResumeAttachmentRepository, 'list' | 'add'>,
    private readonly files: Pick<FileStore, 'commitStaged' | 'delete'>,
  ) {}

  async execute(input: { readonly files: readonly UploadedFile[] }, ctx: RequestContext): Promise<AddAttachmentsOutcome> {
    if (ctx.actor.kind !== 'user') return { ok: false, code: 'UNAUTHENTICATED' };
    const ownerId = ctx.actor.userId;
    const existing = await this.attachments.list(ownerId);
    const checked = checkNewAttachments(existing.length, input.files);
    if (!checked.ok) return { ok: false, code: 'INVALID', errors: checked.errors };
    const rows = input.files.map((file, i) => ({
      name: uploadedAttachmentName(file.name),
      contentType: checked.types[i] ?? 'application/pdf',
      size: file.size,
    }));
    const written: string[] = [];
    try {
      const added = await this.attachments.add(ownerId, rows, MAX_RESUME_ATTACHMENTS, async (publicId, index) => {
        const file = input.files[index];
        if (!file) throw new Error('no upload for an attachment row');
        const key = resumeAttachmentKey(publicId);
        written.push(key);
        await this.files.commitStaged(file.stagedId, key);
      });
      if (!added) return { ok: false, code: 'INVALID', errors: [{ code: 'TOO_MANY_FILES' }] };
      return { ok: true, attachments: added };
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.files.delete(key)));
      throw error;
    }
  }
}
