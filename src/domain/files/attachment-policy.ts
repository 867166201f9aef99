/** Attachments: pdf, jpg, jpeg, png, webp; at most 50 MB; the type is read from the content. */
export const MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp'] as const;

export type AttachmentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The content type from the first bytes (magic numbers), never from the file name. */
export function detectAttachmentType(head: Uint8Array): AttachmentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export type AttachmentVerdict =
  | { readonly accepted: true; readonly type: AttachmentType }
  | { readonly accepted: false; readonly type: AttachmentType | null; readonly error: 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE' };

export function checkAttachment(size: number, head: Uint8Array): AttachmentVerdict {
  const type = detectAttachmentType(head);
  if (size > MAX_ATTACHMENT_BYTES) return { accepted: false, type, error: 'FILE_TOO_LARGE' };
  if (!type) return { accepted: false, type, error: 'FILE_TYPE_NOT_ALLOWED' };
  return { accepted: true, type };
}
