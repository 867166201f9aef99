import { checkAttachment, type AttachmentVerdict } from '../../../domain/files/attachment-policy';

export interface IncomingFile {
  readonly name: string;
  readonly size: number;
  /** The first bytes of the content (at least 16), for type detection. */
  readonly head: Uint8Array;
}

export const MAX_FILES_PER_REQUEST = 10;

/** checkAttachments: each file's verdict by content and size; nothing is stored. */
export class CheckAttachments {
  execute(files: readonly IncomingFile[]): Array<{ name: string; size: number; verdict: AttachmentVerdict }> {
    return files.map((f) => ({ name: f.name, size: f.size, verdict: checkAttachment(f.size, f.head) }));
  }
}
