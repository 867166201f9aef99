import type { AttachmentType } from '../../../domain/files/attachment-policy';
import { recruiterAccess } from '../../../domain/resume/resume-access';
import { attachmentsShownTo, downloadName, isAttachmentPublicId, resumeAttachmentKey } from '../../../domain/resume/resume-attachments';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../files/file-store.port';
import type { ResumeAttachmentRepository } from './resume-attachment-repository.port';
import type { ResumePictureLookup } from './resume-picture-lookup.port';

export interface AttachmentDownload {
  readonly name: string;
  readonly contentType: AttachmentType;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/**
 * A file of a resume's attachments box, by its random id: for the owner, and for recruiters of an
 * organization with full access to the resume (attachmentsShownTo). Anyone else — guests, blocked
 * organizations, anonymous access — learns nothing: NOT_FOUND.
 */
export class GetResumeAttachment {
  constructor(
    private readonly attachments: Pick<ResumeAttachmentRepository, 'holderOf'>,
    private readonly access: Pick<ResumePictureLookup, 'organizationOf' | 'contactApproved'>,
    private readonly files: Pick<FileStore, 'read'>,
  ) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Result<AttachmentDownload, 'NOT_FOUND'>> {
    if (!isAttachmentPublicId(input.id) || ctx.actor.kind !== 'user') return err('NOT_FOUND');
    const holder = await this.attachments.holderOf(input.id);
    if (!holder) return err('NOT_FOUND');
    const viewer = ctx.actor.userId;
    if (holder.ownerId !== viewer) {
      const organizationId = await this.access.organizationOf(viewer);
      if (!organizationId) return err('NOT_FOUND');
      const contactApproved = await this.access.contactApproved(holder.ownerId, organizationId);
      if (!attachmentsShownTo(recruiterAccess(holder, { organizationId, contactApproved }))) return err('NOT_FOUND');
    }
    const bytes = await this.files.read(resumeAttachmentKey(input.id));
    return bytes ? ok({ name: downloadName(holder.name, holder.contentType), contentType: holder.contentType, bytes }) : err('NOT_FOUND');
  }
}
