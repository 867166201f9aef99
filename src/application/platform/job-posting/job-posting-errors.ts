import type { FieldProblem } from '../../../domain/job/job-posting';
import type { Ok } from '../../../domain/shared/result';
import type { UploadError } from './job-uploads';

/** Expected failures of the posting use cases; `problems` names the fields of an INVALID job. */
export type PostingError =
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'ORGANIZATION_NOT_ALLOWED'
  | 'EXTERNAL_JOB'
  | 'INVALID'
  | 'TRANSITION_NOT_ALLOWED'
  | 'CONFLICT'
  | 'FORBIDDEN'
  /** A site that charges for postings, and the organization has no subscription slot or bundle unit left. */
  | 'PAYMENT_REQUIRED'
  | UploadError;

export interface PostingFailure {
  readonly ok: false;
  readonly code: PostingError;
  readonly problems: readonly FieldProblem[];
}

export type PostingResult<T> = Ok<T> | PostingFailure;

export const fail = (code: PostingError, problems: readonly FieldProblem[] = []): PostingFailure => ({ ok: false, code, problems });
