import { safeFileName } from '../applications/application-input';
import { checkAttachment, type AttachmentType } from '../files/attachment-policy';

/**
 * The contact form. Name, address
 * and subject end up in mail header fields (Reply-To, Subject), so a line break in them is refused
 * outright rather than cleaned: a visitor who typed one meant something else, and an attacker gets a
 * clear no. The body is the mail's text and may have lines. Attachments follow the application rules.
 */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  bodyMax: 10_000,
  maxFiles: 10,
  /** The whole post with its files: they travel inside one mail, and mail relays take about 25 MB. */
  maxTotalBytes: 25 * 1024 * 1024,
} as const;

export type ContactField = 'name' | 'email' | 'subject' | 'body' | 'files';

export type ContactErrorCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID'
  /** A CR, LF or other control character in a one-line field. */
  | 'LINE_BREAK'
  | 'TOO_MANY_FILES'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_TOO_LARGE'
  | 'FILE_EMPTY'
  /** On `email`: this address (or the site as a whole) sent too many messages lately. */
  | 'RATE_LIMITED';

export interface ContactFieldError {
  readonly field: ContactField;
  readonly code: ContactErrorCode;
  /** The file name, for file errors. */
  readonly detail?: string;
}

export interface ContactFileInput {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
}

export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly body: string;
  readonly copy: boolean;
  readonly files: readonly ContactFileInput[];
}

export interface CleanContactFile {
  readonly name: string;
  readonly type: AttachmentType;
}

export interface CleanContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly body: string;
  readonly copy: boolean;
  readonly files: readonly CleanContactFile[];
}

/** Any C0/C1 control character (CR and LF among them) or a Unicode line/paragraph separator. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The body keeps its line breaks and tabs; other control characters are refused. */
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const MAIL = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

export type ContactValidation = { ok: true; value: CleanContactMessage } | { ok: false; errors: ContactFieldError[] };

/** Trims and checks a contact message; every problem at once, or the clean values. */
export function validateContactMessage(input: ContactInput): ContactValidation {
  const errors: ContactFieldError[] = [];
  const line = (field: ContactField, raw: string, max: number): string => {
    if (CONTROL.test(raw)) {
      errors.push({ field, code: 'LINE_BREAK' });
      return '';
    }
    const value = raw.trim();
    if (value === '') errors.push({ field, code: 'REQUIRED' });
    else if (value.length > max) errors.push({ field, code: 'TOO_LONG' });
    return value;
  };
  const name = line('name', input.name, CONTACT_LIMITS.nameMax);
  const email = line('email', input.email, CONTACT_LIMITS.emailMax);
  if (email !== '' && email.length <= CONTACT_LIMITS.emailMax && !MAIL.test(email)) errors.push({ field: 'email', code: 'INVALID' });
  const subject = line('subject', input.subject, CONTACT_LIMITS.subjectMax);

  const body = input.body.replace(/\r\n?/g, '\n').trim();
  if (body === '') errors.push({ field: 'body', code: 'REQUIRED' });
  else if (body.length > CONTACT_LIMITS.bodyMax) errors.push({ field: 'body', code: 'TOO_LONG' });
  else if (BODY_CONTROL.test(body)) errors.push({ field: 'body', code: 'INVALID' });

  const files: CleanContactFile[] = [];
  if (input.files.length > CONTACT_LIMITS.maxFiles) errors.push({ field: 'files', code: 'TOO_MANY_FILES' });
  else
    for (const file of input.files) {
      if (file.size === 0) {
        errors.push({ field: 'files', code: 'FILE_EMPTY', detail: safeFileName(file.name) });
        continue;
      }
      const verdict = checkAttachment(file.size, file.head);
      if (verdict.accepted) files.push({ name: safeFileName(file.name), type: verdict.type });
      else errors.push({ field: 'files', code: verdict.error, detail: safeFileName(file.name) });
    }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email, subject, body, copy: input.copy, files } };
}
