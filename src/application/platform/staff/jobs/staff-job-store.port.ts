import type { JobState } from '../../../../domain/job/job';

/** A job as the console's jobs section lists it. */
export interface StaffJobRow {
  readonly id: string;
  readonly title: string;
  readonly state: JobState;
  readonly organizationId: string;
  readonly organizationName: string;
  /** The sites offering it, its home site first. */
  readonly sites: readonly string[];
  /** Imported from a feed: the feed, not the console, decides about it. */
  readonly external: boolean;
  readonly applications: number;
  /** ISO time. */
  readonly updatedAt: string;
}

export interface StaffJobFilter {
  /** Part of the title or the organization's name, or the job's id. */
  readonly text: string;
  readonly state: JobState | null;
  /** Jobs offered on one of these sites (`all`: no limit). */
  readonly sites: 'all' | readonly string[];
}

export interface StaffJobPage {
  readonly jobs: readonly StaffJobRow[];
  readonly total: number;
}

/** The jobs section's read side: newest change first, paged. */
export interface StaffJobReader {
  search(filter: StaffJobFilter, page: { readonly offset: number; readonly limit: number }): Promise<StaffJobPage>;
}

/** The jobs section's writes, bound to one transaction (StaffJobUnitOfWork). */
export interface StaffJobStore {
  /** The job, its row locked until the transaction ends (null: no such job). */
  lock(id: string): Promise<StaffJobRow | null>;
  setState(id: string, state: JobState): Promise<void>;
  /** Deletes the job (its sites, terms, views go with it); returns the file store keys it held (logo, PDF). */
  delete(id: string): Promise<readonly string[]>;
}
