import { detectAttachmentType } from '../files/attachment-policy';

/*
 * PDF brochures of an organization profile: a title and a PDF, recognised by its first bytes (never by
 * its name), listed on the profile and downloadable there. Bounded in size and number so a profile
 * stays quick to read and one organization cannot fill the store.
 */

export const BROCHURE_LIMITS = {
  brochuresMax: 10,
  /** A brochure is read on screen or printed: 10 MB holds a long, illustrated one. */
  maxBytes: 10 * 1024 * 1024,
  titleMax: 120,
} as const;

/** Enough of the file's start to recognise a PDF (`%PDF-`). */
export const BROCHURE_HEAD_BYTES = 8;

export interface OrganizationBrochure {
  readonly id: string;
  readonly title: string;
  /** The name it is downloaded under (from its title, `.pdf`). */
  readonly fileName: string;
  readonly size: number;
}

export type BrochureProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_TEXT' | 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED';

export interface BrochureFieldError {
  readonly field: 'title' | 'brochure';
  readonly problem: BrochureProblem;
}

const hasControlCharacters = (value: string): boolean => /[\u0000-\u001f\u007f]/.test(value);

/** Every problem of an upload: a title of one line, a file that starts like a PDF and is not empty nor over the limit. */
export function brochureProblems(input: {
  readonly title: string;
  readonly size: number;
  readonly head: Uint8Array;
}): BrochureFieldError[] {
  const errors: BrochureFieldError[] = [];
  const title = input.title.trim();
  if (title === '') errors.push({ field: 'title', problem: 'REQUIRED' });
  else if (title.length > BROCHURE_LIMITS.titleMax) errors.push({ field: 'title', problem: 'TOO_LONG' });
  else if (hasControlCharacters(title)) errors.push({ field: 'title', problem: 'INVALID_TEXT' });
  if (input.size > BROCHURE_LIMITS.maxBytes) errors.push({ field: 'brochure', problem: 'FILE_TOO_LARGE' });
  else if (input.size === 0 || detectAttachmentType(input.head) !== 'application/pdf')
    errors.push({ field: 'brochure', problem: 'FILE_TYPE_NOT_ALLOWED' });
  return errors;
}

/** The download name: the title's letters and digits joined by dashes (accents folded), `.pdf`. */
export function brochureFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'brochure'}.pdf`;
}

/** `organizations/42/brochure-{uuid}.pdf`: a key of its own per upload, never derived from the file's name. */
export const brochureKey = (organizationId: string, uuid: string): string => `organizations/${organizationId}/brochure-${uuid}.pdf`;

/** Where the platform serves it (public, like the profile that lists it). */
export const brochureUrl = (brochure: Pick<OrganizationBrochure, 'id' | 'fileName'>): string =>
  `/organization-brochure/${brochure.id}/${brochure.fileName}`;
