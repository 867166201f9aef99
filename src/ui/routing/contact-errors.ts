import { BUSY_CODE } from '../components/form-busy';

/** One refusal as the page shows it: a field (or the whole form), a stable code, the file it names. */
export interface ContactShownError {
  readonly field: string | null;
  readonly code: string;
  readonly detail?: string | undefined;
}

const CODES = new Set([
  'REQUIRED',
  'TOO_LONG',
  'INVALID',
  'LINE_BREAK',
  'TOO_MANY_FILES',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'FILE_EMPTY',
  'RATE_LIMITED',
  'REQUEST_TOO_LARGE',
  'CSRF',
  'INVALID_REQUEST',
  BUSY_CODE,
  'Default',
]);
const FIELDS = ['name', 'email', 'subject', 'body', 'files'] as const;
export type ContactField = (typeof FIELDS)[number];

/** `?errors=field.code.detail,…` of a post without JavaScript (contact-api.server.ts writes it). */
export function parseContactErrors(value: unknown): ContactShownError[] {
  if (typeof value !== 'string' || value.length > 4000) return [];
  return value
    .split(',')
    .slice(0, 20)
    .flatMap((part) => {
      const [field = '', code = '', ...rest] = part.split('.');
      if (!CODES.has(code)) return [];
      let detail = '';
      try {
        detail = decodeURIComponent(rest.join('.')).slice(0, 200);
      } catch {
        detail = '';
      }
      return [{ field: (FIELDS as readonly string[]).includes(field) ? field : null, code, ...(detail ? { detail } : {}) }];
    });
}
