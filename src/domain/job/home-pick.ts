import { HIGHLIGHT_KINDS, HIGHLIGHTS_MAX, type HighlightKind } from './job-highlight';
import { jobIdOfSlug } from './job-slug';

/*
 * Staff picks for the home page's blocks (job_highlights rows with source 'staff'). A pick holds a job
 * in one block from its start until its end (open-ended without one). Upgrades recruiters buy fill the
 * same blocks but are not staff's to make or end.
 */

/** A span of time a highlight is in force: from `startsAt` until `endsAt` (excluded), for good when null. */
export interface PickInterval {
  readonly startsAt: Date;
  readonly endsAt: Date | null;
}

/** A staff pick already stored for the same site and kind. */
export interface StoredStaffPick extends PickInterval {
  readonly jobId: string;
}

/** What the platform knows of the job a pick names. */
export interface PickableJob {
  readonly id: string;
  readonly published: boolean;
  readonly onSite: boolean;
  readonly hasVideo: boolean;
}

export type HomePickProblem =
  | { readonly field: 'job'; readonly code: 'JOB_NOT_FOUND' | 'JOB_NOT_PUBLISHED' | 'JOB_NOT_ON_SITE' | 'NO_VIDEO' | 'ALREADY_PICKED' }
  | { readonly field: 'kind'; readonly code: 'INVALID_KIND' | 'BLOCK_FULL' }
  | { readonly field: 'startsAt'; readonly code: 'INVALID_DATE' }
  | { readonly field: 'endsAt'; readonly code: 'INVALID_DATE' | 'NOT_AFTER_START' };

export const isHighlightKind = (value: string): value is HighlightKind => (HIGHLIGHT_KINDS as readonly string[]).includes(value);

/**
 * The job id in what staff copied: the number the console's jobs list prints (`640`, `No. 640`,
 * `Nr. 640`, `#640`), or the job page's address or slug, which ends in the id
 * (`https://…/job/pflegefachkraft-m-w-d-640`). Null when it names no job.
 */
export function jobIdOfReference(text: string): string | null {
  const trimmed = text.trim();
  const numbered = /^(?:(?:no|nr|n°)\.?\s*|#\s*)?([1-9]\d{0,17})$/i.exec(trimmed);
  if (numbered) return numbered[1]!;
  // An address: its path's last segment, without query or fragment.
  const path = trimmed.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.length > 0 ? jobIdOfSlug(last.toLowerCase()) : null;
}

/** A pick starts when staff said, but never before now: the home page cannot have shown it in the past. */
export const pickStart = (from: Date | null, now: Date): Date => (from === null || from.getTime() < now.getTime() ? now : from);

const endOf = (i: PickInterval): number => i.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;

/** Whether two intervals share a moment (an interval ends just before its end). */
export const overlaps = (a: PickInterval, b: PickInterval): boolean => a.startsAt.getTime() < endOf(b) && b.startsAt.getTime() < endOf(a);

/**
 * The most of `intervals` in force at one moment within `window`. It suffices to count at the window's
 * start and at each interval's start inside it: the count only rises where an interval starts.
 */
export function mostInForceAtOnce(intervals: readonly PickInterval[], window: PickInterval): number {
  const inside = intervals.filter((i) => overlaps(i, window));
  const moments = [window.startsAt.getTime(), ...inside.map((i) => i.startsAt.getTime()).filter((t) => t > window.startsAt.getTime())];
  let most = 0;
  for (const t of moments) {
    const count = inside.filter((i) => i.startsAt.getTime() <= t && t < endOf(i)).length;
    most = Math.max(most, count);
  }
  return most;
}

/**
 * Whether a job may be picked for the block `kind` over `interval`: the job is published on the site
 * (and has a video for the video block), the interval ends after it starts, the block never holds more
 * than six staff picks at once (the home page shows at most six; more would never be seen) and the
 * job is not picked for the same block over an overlapping time already.
 */
export function checkHomePick(
  draft: { readonly kind: string; readonly interval: PickInterval | null; readonly endsAtValid: boolean; readonly startsAtValid: boolean },
  context: { readonly job: PickableJob | null; readonly staffPicks: readonly StoredStaffPick[] },
): readonly HomePickProblem[] {
  const problems: HomePickProblem[] = [];
  const { job } = context;
  const kindOk = isHighlightKind(draft.kind);
  if (!kindOk) problems.push({ field: 'kind', code: 'INVALID_KIND' });
  if (job === null) problems.push({ field: 'job', code: 'JOB_NOT_FOUND' });
  else if (!job.onSite) problems.push({ field: 'job', code: 'JOB_NOT_ON_SITE' });
  else if (!job.published) problems.push({ field: 'job', code: 'JOB_NOT_PUBLISHED' });
  else if (draft.kind === 'video' && !job.hasVideo) problems.push({ field: 'job', code: 'NO_VIDEO' });
  if (!draft.startsAtValid) problems.push({ field: 'startsAt', code: 'INVALID_DATE' });
  if (!draft.endsAtValid) problems.push({ field: 'endsAt', code: 'INVALID_DATE' });
  const { interval } = draft;
  if (interval === null) return problems;
  if (interval.endsAt !== null && interval.endsAt.getTime() <= interval.startsAt.getTime()) {
    problems.push({ field: 'endsAt', code: 'NOT_AFTER_START' });
    return problems;
  }
  if (!kindOk) return problems;
  if (job !== null && problems.length === 0 && context.staffPicks.some((p) => p.jobId === job.id && overlaps(p, interval)))
    problems.push({ field: 'job', code: 'ALREADY_PICKED' });
  if (mostInForceAtOnce(context.staffPicks, interval) >= HIGHLIGHTS_MAX) problems.push({ field: 'kind', code: 'BLOCK_FULL' });
  return problems;
}

/** Ending a pick now: one that has started stops now; one still to come is withdrawn (removed). */
export const endingOf = (pick: PickInterval, now: Date): 'end' | 'remove' | 'already-ended' => {
  if (pick.endsAt !== null && pick.endsAt.getTime() <= now.getTime()) return 'already-ended';
  return pick.startsAt.getTime() < now.getTime() ? 'end' : 'remove';
};
