import type { Coordinates } from '../../../domain/geo/place-for-address';
import type { StoredImport } from '../../../domain/job-import/sync-plan';
import type { JobPostingContent } from '../../../domain/job/job-posting';

/** What an imported job is written as: its content, the fingerprint that content has, and its state. */
export interface ImportedJobWrite {
  readonly content: JobPostingContent;
  readonly fingerprint: string;
  /** `draft` while a paid site's slot is not settled yet (see SyncJobImport). */
  readonly state: 'published' | 'needs_review' | 'draft';
  readonly coordinates: Coordinates | null;
  /** When it goes online now; a job that was online before keeps its first publication date. */
  readonly publishedAt: Date | null;
  readonly expiresAt: Date | null;
}

/**
 * The board's jobs as importers write them. Every method is one transaction: the job's row, its sites,
 * terms and address, and the (importer, reference) → job record commit together or not at all.
 */
export interface JobImportStore {
  /** The jobs this importer created before, with their fingerprints. */
  storedImports(importerId: string): Promise<StoredImport[]>;
  /** Which of these term ids exist (a mapping may name a term deleted since). */
  existingTermIds(ids: readonly string[]): Promise<Set<string>>;
  create(
    importer: { readonly id: string; readonly site: string },
    reference: string,
    write: ImportedJobWrite,
  ): Promise<{ readonly jobId: string }>;
  update(importerId: string, reference: string, jobId: string, write: ImportedJobWrite): Promise<void>;
  /** A job held as a draft until its slot was settled goes online. */
  publish(jobId: string, publishedAt: Date, expiresAt: Date): Promise<void>;
  /** The job goes offline (archived); the record stays, so a returning job is the same job again. */
  unpublish(jobId: string): Promise<void>;
}
