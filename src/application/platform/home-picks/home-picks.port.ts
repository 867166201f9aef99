import type { PickableJob, StoredStaffPick } from '../../../domain/job/home-pick';
import type { HighlightKind } from '../../../domain/job/job-highlight';
import type { StaffActionLog } from '../staff/staff-action-log.port';

export type HighlightSource = 'staff' | 'upgrade';

/** A highlight of a site as the console lists it: the job it holds, where it comes from, from when until when. */
export interface HomeHighlightRow {
  readonly id: string;
  readonly jobId: string;
  readonly jobTitle: string;
  readonly jobSlug: string;
  readonly organizationName: string;
  readonly kind: HighlightKind;
  readonly source: HighlightSource;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
}

/** One stored highlight, as ending it needs. */
export interface StoredHighlight {
  readonly id: string;
  readonly site: string;
  readonly jobId: string;
  readonly kind: HighlightKind;
  readonly source: HighlightSource;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
}

/** What a pick's transaction may read and write, and the staff log of the same transaction. */
export interface HomePickTransaction {
  /** The site's staff picks of the block not ended before `now`. */
  staffPicks(site: string, kind: HighlightKind, now: Date): Promise<readonly StoredStaffPick[]>;
  /** A new staff pick; answers its id. */
  insert(pick: { site: string; jobId: string; kind: HighlightKind; startsAt: Date; endsAt: Date | null }): Promise<string>;
  /** The highlight as this transaction sees it. */
  find(id: string): Promise<StoredHighlight | null>;
  endAt(id: string, at: Date): Promise<void>;
  remove(id: string): Promise<void>;
  readonly staffLog: StaffActionLog;
}

/** The home page's highlights (job_highlights) as staff manage them. */
export interface HomePicks {
  /** The site's highlights in force at `now` and those still to come, of every source. */
  current(site: string, now: Date): Promise<readonly HomeHighlightRow[]>;
  /** The job with this id as a pick judges it on `site`; null when there is none. */
  job(jobId: string, site: string): Promise<(PickableJob & { readonly title: string }) | null>;
  find(id: string): Promise<StoredHighlight | null>;
  /**
   * Runs `work` in one transaction. Picks of one site's block run one after the other, so two staff
   * members cannot together put a seventh pick into a block.
   */
  run<T>(site: string, kind: HighlightKind, work: (tx: HomePickTransaction) => Promise<T>): Promise<T>;
}
