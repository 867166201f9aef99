import type { JobReviewPolicy } from '../job/job-workflow';
import type { JobRefusal } from './feed-job';

/*
 * One run of an importer as the import log keeps it, and the scheduling rules around runs.
 */

export interface ImportCounts {
  readonly created: number;
  readonly updated: number;
  readonly unpublished: number;
  readonly unchanged: number;
  readonly refused: number;
}

export const NO_COUNTS: ImportCounts = { created: 0, updated: 0, unpublished: 0, unchanged: 0, refused: 0 };

export interface ImportRunRecord {
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly outcome: 'succeeded' | 'failed';
  readonly counts: ImportCounts;
  /** The jobs the run refused, with their reasons (the first MAX_LOGGED_REFUSALS of them). */
  readonly refusals: readonly JobRefusal[];
  /** What stopped a failed run: a source or feed failure code, with a short detail. */
  readonly error: string | null;
}

/** Refusals kept per run: enough to fix a source's export, bounded for a feed that refuses everything. */
export const MAX_LOGGED_REFUSALS = 500;

/** Failed runs in a row after which the organization's owner is told by mail (once per streak). */
export const FAILURES_BEFORE_MAIL = 3;

/** The owner hears of a failing source exactly when the streak reaches the limit, not on every run after. */
export const failureMailDue = (failedRunsInARow: number): boolean => failedRunsInARow === FAILURES_BEFORE_MAIL;

/** How long a worker holds a claimed run: longer than any run takes, short enough that a crash costs little. */
export const RUN_LEASE_MS = 30 * 60 * 1000;

export const nextRunAfter = (finishedAt: Date, intervalHours: number): Date => new Date(finishedAt.getTime() + intervalHours * 3_600_000);

/**
 * Where a new or changed imported job goes. With the importer's "follow review" off it goes online. With
 * it on, the site's review setting decides as it would for a recruiter of the organization: `all` reviews
 * new and changed jobs, `edits` only changes to jobs already created, `off` nothing.
 */
export function importedJobState(
  change: 'create' | 'update',
  followReview: boolean,
  policy: JobReviewPolicy,
): 'published' | 'needs_review' {
  if (!followReview || policy === 'off') return 'published';
  if (policy === 'all') return 'needs_review';
  return change === 'update' ? 'needs_review' : 'published';
}
