import { APPLICATION_LIMITS, safeFileName } from '../applications/application-input';
import { checkAttachment, type AttachmentType } from '../files/attachment-policy';
import type { ResumeAccess } from './resume-access';

/*
 * The resume's attachments box (CV, certificates): the application file rules — pdf, jpg/jpeg, png or webp
 * judged by the content, at most 50 MB each — and at most as many files as one application takes, so the
 * whole box can always go along with an application. Each file is stored under a random name that says
 * nothing about its owner; the name the owner gave it is a label only.
 */

/** Files one resume keeps (the application's file limit). */
export const MAX_RESUME_ATTACHMENTS = APPLICATION_LIMITS.maxFiles;
/** Characters of an attachment's label. */
export const MAX_ATTACHMENT_NAME = 120;

export type AttachmentProblem = 'TOO_MANY_FILES' | 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE' | 'FILE_EMPTY' | 'REQUIRED';

export interface AttachmentError {
  readonly code: AttachmentProblem;
  /** The file's name when the problem is one file's. */
  readonly detail?: string;
}

export interface IncomingAttachment {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
}

/**
 * New files for a box that holds `existing` already: every problem at once, or each file's type in the order
 * sent. Nothing is taken when one file is refused (the form comes back and says which).
 */
export function checkNewAttachments(
  existing: number,
  files: readonly IncomingAttachment[],
): { readonly ok: true; readonly types: readonly AttachmentType[] } | { readonly ok: false; readonly errors: readonly AttachmentError[] } {
  if (files.length === 0) return { ok: false, errors: [{ code: 'REQUIRED' }] };
  const errors: AttachmentError[] = [];
  if (existing + files.length > MAX_RESUME_ATTACHMENTS) errors.push({ code: 'TOO_MANY_FILES' });
  const types: AttachmentType[] = [];
  for (const file of files) {
    if (file.size === 0) {
      errors.push({ code: 'FILE_EMPTY', detail: safeFileName(file.name) });
      continue;
    }
    const verdict = checkAttachment(file.size, file.head);
    if (verdict.accepted) types.push(verdict.type);
    else errors.push({ code: verdict.error, detail: safeFileName(file.name) });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, types };
}

export type AttachmentNameProblem = 'REQUIRED' | 'TOO_LONG' | 'HTML_NOT_ALLOWED';

/** A label the owner gives a file: trimmed, without path or control characters; no markup. */
export function cleanAttachmentName(
  raw: string,
): { readonly ok: true; readonly name: string } | { readonly ok: false; readonly code: AttachmentNameProblem } {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, code: 'REQUIRED' };
  if (/<[a-z!/?]/i.test(trimmed)) return { ok: false, code: 'HTML_NOT_ALLOWED' };
  if (trimmed.length > MAX_ATTACHMENT_NAME) return { ok: false, code: 'TOO_LONG' };
  return { ok: true, name: safeFileName(trimmed) };
}

/** The label of an uploaded file: its own name, cut to the label's length (from the end, so the extension stays). */
export const uploadedAttachmentName = (fileName: string): string => safeFileName(fileName).slice(-MAX_ATTACHMENT_NAME);

const EXTENSIONS: Readonly<Record<AttachmentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The name a download carries: the label, with the extension of the type read from the content. */
export function downloadName(label: string, type: AttachmentType): string {
  const extension = EXTENSIONS[type];
  return label.toLowerCase().endsWith(`.${extension}`) ? label : `${label}.${extension}`;
}

const PREFIX = 'resume-attachments/';
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The store key of an attachment from its random public id. */
export const resumeAttachmentKey = (publicId: string): string => `${PREFIX}${publicId.toLowerCase()}`;
export const isAttachmentPublicId = (value: string): boolean => PUBLIC_ID.test(value);

/** Where the platform serves an attachment: `/resume-attachment/{random id}`. */
export const RESUME_ATTACHMENT_PATH_PREFIX = '/resume-attachment';
export const resumeAttachmentUrl = (publicId: string): string => `${RESUME_ATTACHMENT_PATH_PREFIX}/${publicId}`;

/**
 * Recruiters get the files only with full access. A CV or a certificate names its holder on its first line,
 * so the anonymous view — which exists so that nobody can tell who the person is — shows none of them.
 */
export const attachmentsShownTo = (access: ResumeAccess): boolean => access === 'full';
