import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formErrorKey } from '../form-busy';

/** One refusal as pages carry it: a field (or none), a stable code, and the question or file it names. */
export interface ShownError {
  readonly field: string | null;
  readonly code: string;
  readonly detail?: string | undefined;
}

const KNOWN = new Set([
  'REQUIRED',
  'TOO_LONG',
  'INVALID',
  'PHONE_INVALID',
  'CONSENT_REQUIRED',
  'CV_REQUIRED',
  'TOO_MANY_FILES',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'FILE_EMPTY',
  'NO_ROOM_FOR_RESUME',
  'NO_RESUME',
  'RESUME_PDF_TOO_LARGE',
  'RATE_LIMITED',
  'JOB_NOT_FOUND',
  'NOT_ACCEPTING',
  'CSRF',
  'INVALID_REQUEST',
  'REQUEST_TOO_LARGE',
  'BUSY',
  'NOT_FOUND',
  'FORBIDDEN',
  'INVALID_STATUS',
  'INVALID_TRANSITION',
  'CONFLICT',
]);
const FIELDS = new Set(['firstName', 'lastName', 'email', 'phone', 'coverLetter', 'answers', 'files', 'privacyConsent', 'idempotencyKey']);

/** `?errors=field.code.detail,…` of a form post without JavaScript (applications-api.server.ts writes it). */
export function parseErrorsParam(value: unknown): ShownError[] {
  if (typeof value !== 'string' || value.length > 4000) return [];
  return value
    .split(',')
    .slice(0, 20)
    .flatMap((part) => {
      // field.code.detail — the detail (a file name) may itself hold dots: everything after the second one.
      const [field = '', code = '', ...rest] = part.split('.');
      const detail = rest.join('.');
      if (!KNOWN.has(code) && code !== 'Default') return [];
      let decoded = '';
      try {
        decoded = decodeURIComponent(detail).slice(0, 200);
      } catch {
        decoded = '';
      }
      return [{ field: FIELDS.has(field) ? field : null, code, ...(decoded ? { detail: decoded } : {}) }];
    });
}

/** The message of one error, naming the field (and the file or question) it is about. */
export function useErrorText(): (e: ShownError, questionLabel?: (id: string) => string | undefined) => string {
  const { t } = useTranslation();
  return (e, questionLabel) => {
    // The platform says only INVALID; for a phone number the message says what it takes.
    const code = e.field === 'phone' && e.code === 'INVALID' ? 'PHONE_INVALID' : e.code;
    const message = t(formErrorKey(code, `applications.errors.${KNOWN.has(code) ? code : 'Default'}`), { name: e.detail ?? '' });
    if (e.field === 'files' || e.field === null || e.code === 'CONSENT_REQUIRED' || e.code === 'CV_REQUIRED') return message;
    const label = e.field === 'answers' && e.detail ? (questionLabel?.(e.detail) ?? e.detail) : t(`applications.fields.${e.field}`);
    return t('app.labelledValue', { label, value: message });
  };
}

/** Form errors: a danger alert listing each message. */
export function ApplicationErrors({
  errors,
  questionLabel,
}: {
  errors: readonly ShownError[];
  questionLabel?: (id: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const text = useErrorText();
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" role="alert" data-testid="application-errors">
      <AlertTitle>{t('applications.form.errorsTitle')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {errors.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once per answer, never reordered
          <li key={i}>{text(e, questionLabel)}</li>
        ))}
      </ul>
    </Alert>
  );
}
