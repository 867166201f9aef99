import type { BoardContext } from '../board-context';
import type { AttachmentFieldError, ResumeAttachmentGateway } from './resume-attachment-gateway.port';

export type BoardAttachmentChange =
  | { readonly add: readonly File[] }
  | { readonly rename: { readonly id: string; readonly name: string } }
  | { readonly remove: string };

/** The edit page's attachments box: files in, a new label, a file out (the platform checks and decides). */
export class ChangeMyResumeAttachments {
  constructor(private readonly gateway: Pick<ResumeAttachmentGateway, 'addAttachments' | 'renameAttachment' | 'removeAttachment'>) {}

  async execute(change: BoardAttachmentChange, ctx: BoardContext): Promise<readonly AttachmentFieldError[]> {
    if ('add' in change) return (await this.gateway.addAttachments(change.add, ctx)).errors;
    if ('rename' in change) return (await this.gateway.renameAttachment(change.rename.id, change.rename.name, ctx)).errors;
    return (await this.gateway.removeAttachment(change.remove, ctx)).errors;
  }
}
