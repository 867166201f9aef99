import type { BoardContext } from '../board-context';
import type { ResumeFieldError } from './resume-gateway.port';

/** A file of the resume's attachments box as the board shows it. */
export interface BoardResumeAttachment {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly createdAt: string;
  /** Where the owner downloads it. */
  readonly url: string;
}

export type AttachmentFieldError = ResumeFieldError & { readonly detail?: string | null };

/** The platform's attachments box API as the board uses it. */
export interface ResumeAttachmentGateway {
  /** The signed-in user's files; empty for guests. */
  attachments(ctx: BoardContext): Promise<readonly BoardResumeAttachment[]>;
  /** Sends the files on to the platform (multipart); the errors of a refusal, else none. */
  addAttachments(files: readonly File[], ctx: BoardContext): Promise<{ readonly errors: readonly AttachmentFieldError[] }>;
  renameAttachment(id: string, name: string, ctx: BoardContext): Promise<{ readonly errors: readonly AttachmentFieldError[] }>;
  removeAttachment(id: string, ctx: BoardContext): Promise<{ readonly errors: readonly AttachmentFieldError[] }>;
}
