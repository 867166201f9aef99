import type { ImporterProblem } from '../../../domain/job-import/importer';

export type ImporterErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'INVALID';

export type ImporterResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: ImporterErrorCode; readonly problems: readonly ImporterProblem[] };

export const refuse = (code: ImporterErrorCode, problems: readonly ImporterProblem[] = []): ImporterResult<never> => ({
  ok: false,
  code,
  problems,
});
