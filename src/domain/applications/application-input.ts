import { checkAttachment, MAX_ATTACHMENT_BYTES, type AttachmentType } from '../files/attachment-policy';
import type { ApplicationSettings } from './application-settings';

/**
 * The job application form ("Job application": firstName, lastName, emailAddress, phone,
 * coverLetter, attachments) plus the answers to the job's qualifying questions and the privacy consent.
 * These rules are the platform's; the board's zod schema mirrors them for messages before sending.
 */
export const APPLICATION_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  coverLetterMax: 10_000,
  answerMax: 2_000,
  /** Files per application (the platform API's multipart limit is the same). */
  maxFiles: 10,
} as const;

export interface ApplicationFileInput {
  readonly name: string;
  readonly size: number;
  /** The first bytes of the content, for type detection. */
  readonly head: Uint8Array;
}

export interface ApplicationInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly coverLetter: string;
  readonly answers: Readonly<Record<string, string>>;
  readonly privacyConsent: boolean;
  readonly idempotencyKey: string;
  readonly files: readonly ApplicationFileInput[];
  /** The applicant asks for their resume as a PDF beside the uploads: it takes one of the files' places and counts as a CV. */
  readonly withResumePdf?: boolean;
}

export type ApplicationField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'coverLetter'
  | 'answers'
  | 'privacyConsent'
  | 'idempotencyKey'
  | 'files';

export type ApplicationErrorCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID'
  | 'CONSENT_REQUIRED'
  | 'CV_REQUIRED'
  | 'TOO_MANY_FILES'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_TOO_LARGE'
  | 'FILE_EMPTY'
  /** On `email`: this address has sent too many applications lately (RATE_LIMITS). */
  | 'RATE_LIMITED'
  /** The uploads already fill every place: the resume PDF would be one file too many. */
  | 'NO_ROOM_FOR_RESUME'
  /** The resume PDF asked for, but there is no resume to make it from (or no signed-in applicant). */
  | 'NO_RESUME'
  /** The resume's PDF came out larger than one file may be. */
  | 'RESUME_PDF_TOO_LARGE';

export interface ApplicationFieldError {
  readonly field: ApplicationField;
  readonly code: ApplicationErrorCode;
  /** Which question (answers) or which file (files, by name) the error is about. */
  readonly detail?: string;
}

export interface CleanApplication {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly coverLetter: string | null;
  readonly answers: Readonly<Record<string, string>>;
  readonly idempotencyKey: string;
  /** Content type per file, in the order sent. */
  readonly fileTypes: readonly AttachmentType[];
}

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()/.-]{3,40}$/;
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** Trims and checks an application against the job's settings; every problem at once, or the clean values. */
export function validateApplication(
  input: ApplicationInput,
  settings: ApplicationSettings,
): { ok: true; value: CleanApplication } | { ok: false; errors: ApplicationFieldError[] } {
  const errors: ApplicationFieldError[] = [];
  const text = (field: ApplicationField, raw: string, max: number, required: boolean): string | null => {
    const value = raw.trim();
    if (value === '') {
      if (required) errors.push({ field, code: 'REQUIRED' });
      return null;
    }
    if (value.length > max) errors.push({ field, code: 'TOO_LONG' });
    return value;
  };

  const firstName = text('firstName', input.firstName, APPLICATION_LIMITS.nameMax, true);
  const lastName = text('lastName', input.lastName, APPLICATION_LIMITS.nameMax, true);
  const email = text('email', input.email, APPLICATION_LIMITS.emailMax, true);
  if (email !== null && email.length <= APPLICATION_LIMITS.emailMax && !MAIL.test(email)) errors.push({ field: 'email', code: 'INVALID' });
  const phone = text('phone', input.phone, APPLICATION_LIMITS.phoneMax, false);
  if (phone !== null && phone.length <= APPLICATION_LIMITS.phoneMax && !PHONE.test(phone)) errors.push({ field: 'phone', code: 'INVALID' });
  const coverLetter = text('coverLetter', input.coverLetter, APPLICATION_LIMITS.coverLetterMax, settings.requireCoverLetter);

  // Only answers to the job's own questions are kept; required ones must be there.
  const answers: Record<string, string> = {};
  for (const question of settings.questions) {
    const raw = Object.hasOwn(input.answers, question.id) ? (input.answers[question.id] ?? '') : '';
    const value = raw.trim();
    if (value === '') {
      if (settings.requireQuestions) errors.push({ field: 'answers', code: 'REQUIRED', detail: question.id });
      continue;
    }
    if (question.kind === 'yes_no' && value !== 'yes' && value !== 'no')
      errors.push({ field: 'answers', code: 'INVALID', detail: question.id });
    else if (value.length > APPLICATION_LIMITS.answerMax) errors.push({ field: 'answers', code: 'TOO_LONG', detail: question.id });
    else answers[question.id] = value;
  }

  if (!input.privacyConsent) errors.push({ field: 'privacyConsent', code: 'CONSENT_REQUIRED' });
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) errors.push({ field: 'idempotencyKey', code: 'INVALID' });

  const fileTypes: AttachmentType[] = [];
  if (input.files.length > APPLICATION_LIMITS.maxFiles) errors.push({ field: 'files', code: 'TOO_MANY_FILES' });
  else if (input.withResumePdf && input.files.length + 1 > APPLICATION_LIMITS.maxFiles)
    errors.push({ field: 'files', code: 'NO_ROOM_FOR_RESUME' });
  else {
    for (const file of input.files) {
      if (file.size === 0) {
        errors.push({ field: 'files', code: 'FILE_EMPTY', detail: file.name });
        continue;
      }
      const verdict = checkAttachment(file.size, file.head);
      if (verdict.accepted) fileTypes.push(verdict.type);
      else errors.push({ field: 'files', code: verdict.error, detail: file.name });
    }
  }
  // Attachments are not required by default; a job may ask for a CV.
  if (settings.requireCv && input.files.length === 0 && !input.withResumePdf) errors.push({ field: 'files', code: 'CV_REQUIRED' });

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: firstName!,
      lastName: lastName!,
      email: email!,
      phone,
      coverLetter,
      answers,
      idempotencyKey: input.idempotencyKey,
      fileTypes,
    },
  };
}

/** A generated file (the resume's PDF) is held to the same size limit as an upload. */
export const generatedFileError = (size: number): 'RESUME_PDF_TOO_LARGE' | null =>
  size > MAX_ATTACHMENT_BYTES ? 'RESUME_PDF_TOO_LARGE' : null;

/** A file name as offered for download: the last path segment, control and quote characters removed, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '_').trim();
  return (cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned).slice(-200);
}

/** The store key of an application's file: under its application, by its position in the form. */
export const applicationFileKey = (applicationId: string, position: number): string => `applications/${applicationId}/${position}`;
