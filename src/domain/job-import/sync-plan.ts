import type { JobPostingContent } from '../job/job-posting';

/*
 * What one run of an importer does to the board's jobs, decided from what is stored and what the feed
 * holds now. Jobs are keyed by (importer, source reference); a fingerprint of the content the board
 * would store tells an unchanged job from a changed one, so a run over an unchanged feed writes nothing.
 * Only a feed that was read to its end is planned: a failed feed leaves every job as it was.
 */

/** A job an importer created earlier. */
export interface StoredImport {
  readonly reference: string;
  readonly jobId: string;
  readonly fingerprint: string;
  /** Published (or waiting for review or publication): visitors can or will see it. */
  readonly online: boolean;
}

/** A job of this run's feed that passed the rules. */
export interface AcceptedJob {
  readonly reference: string;
  readonly fingerprint: string;
}

export type SyncAction =
  | { readonly kind: 'create'; readonly reference: string }
  | { readonly kind: 'update'; readonly reference: string; readonly jobId: string }
  | { readonly kind: 'unchanged'; readonly reference: string; readonly jobId: string }
  | { readonly kind: 'unpublish'; readonly reference: string; readonly jobId: string };

/**
 * The plan of a run. A job the feed no longer holds goes offline; so does one the feed still names but
 * that was refused this time (the board never keeps showing a version its source has withdrawn or
 * broken). A job that comes back, or comes back changed, is written again.
 */
export function planSync(stored: readonly StoredImport[], accepted: readonly AcceptedJob[]): SyncAction[] {
  const byReference = new Map(stored.map((s) => [s.reference, s]));
  const seen = new Set<string>();
  const actions: SyncAction[] = [];
  for (const job of accepted) {
    if (seen.has(job.reference)) continue;
    seen.add(job.reference);
    const previous = byReference.get(job.reference);
    if (!previous) actions.push({ kind: 'create', reference: job.reference });
    else if (previous.fingerprint !== job.fingerprint || !previous.online)
      actions.push({ kind: 'update', reference: job.reference, jobId: previous.jobId });
    else actions.push({ kind: 'unchanged', reference: job.reference, jobId: previous.jobId });
  }
  for (const previous of stored) {
    if (previous.online && !seen.has(previous.reference))
      actions.push({ kind: 'unpublish', reference: previous.reference, jobId: previous.jobId });
  }
  return actions;
}

/**
 * The content the board would store, as one string: equal strings mean nothing to write. Term ids are
 * sorted (their order carries no meaning); the adapter hashes this.
 */
export const contentFingerprint = (content: JobPostingContent): string =>
  JSON.stringify({ ...content, termIds: [...content.termIds].sort() });

/** References that appear more than once in a feed: the first is taken, later ones are refused. */
export function duplicateReferences(references: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const reference of references) (seen.has(reference) ? duplicates : seen).add(reference);
  return duplicates;
}
