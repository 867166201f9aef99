import type { Coordinates } from '../../../domain/geo/place-for-address';
import type { JobState } from '../../../domain/job/job';
import type { JobPosting, JobPostingContent } from '../../../domain/job/job-posting';
import type { Term } from '../../../domain/job/taxonomy';

/** A job's row as the posting use cases write it. `keep` leaves a stored file as it is. */
export interface JobPostingWrite {
  readonly content: JobPostingContent;
  /** Where the address is on the map (radius search); null when the place data does not know it. */
  readonly coordinates: Coordinates | null;
  readonly state: JobState;
  readonly slug: string;
  readonly publishedAt: Date | null;
  readonly publishAt: Date | null;
  readonly rejectionReason: string | null;
  readonly file: { readonly key: string; readonly name: string } | null | 'keep';
  readonly logoKey: string | null | 'keep';
}

/** A workflow step: the new state and the dates that go with it. */
export interface JobStateChange {
  readonly state: JobState;
  readonly publishedAt?: Date | null;
  readonly publishAt?: Date | null;
  readonly expiresAt?: Date | null;
  readonly rejectionReason?: string | null;
}

export interface ManagedJobsQuery {
  /** Jobs of these organizations; null = every organization (staff). */
  readonly organizationIds: readonly string[] | null;
  /** Words of the title. */
  readonly search: string | null;
  readonly states: readonly JobState[] | null;
  /** Published jobs only when expired (true) or only when live (false). */
  readonly expired: boolean | null;
  readonly now: Date;
  readonly offset: number;
  readonly limit: number;
}

export interface ManagedJobRow {
  readonly posting: JobPosting;
}

/** Jobs as their organizations write them (the wizard) and list them (the job manager). */
export interface JobPostingRepository {
  /** A fresh job id, so files can be stored under it before the row is written. */
  nextId(): Promise<string>;
  findById(id: string): Promise<JobPosting | null>;
  /** Writes the new job with its sites, terms and page path, in one transaction. */
  insert(id: string, write: JobPostingWrite, meta: { readonly sites: readonly string[]; readonly createdBy: string | null }): Promise<void>;
  /** Rewrites the job's content; a new slug gets a new page path and the old one redirects to it. */
  update(id: string, write: JobPostingWrite): Promise<void>;
  /** Moves the job from `from` to the change's state; false when it was no longer in `from` (a concurrent change). */
  /** Only while the job is still in `from` (and, for `external`, still imported or still not). */
  changeState(id: string, from: JobState, change: JobStateChange, external?: boolean): Promise<boolean>;
  list(query: ManagedJobsQuery): Promise<{ readonly items: readonly ManagedJobRow[]; readonly total: number }>;
  /** The file-store keys of the job's PDF and logo. */
  storedFiles(
    id: string,
  ): Promise<{ readonly file: { readonly key: string; readonly name: string } | null; readonly logoKey: string | null }>;
  /** Scheduled jobs whose publication time is at or before `now`, oldest first. */
  listDue(now: Date, limit: number): Promise<JobPosting[]>;
  /** Terms of the job vocabularies, for the classification pickers. */
  terms(): Promise<Term[]>;
  /** The ids among `ids` that are terms of a job vocabulary. */
  existingTermIds(ids: readonly string[]): Promise<string[]>;
}
