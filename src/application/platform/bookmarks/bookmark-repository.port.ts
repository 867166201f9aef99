import type { PageRange } from '../../../domain/job/paging';

export interface BookmarkRow {
  readonly jobId: string;
  readonly bookmarkedAt: Date;
}

/** A user's bookmarked jobs. Adding and removing are idempotent. */
export interface BookmarkRepository {
  /** Adds the bookmark unless it is there already (then its time stays). */
  add(userId: string, jobId: string, now: Date): Promise<void>;
  remove(userId: string, jobId: string): Promise<void>;
  count(userId: string): Promise<number>;
  /** Newest first, one page. */
  list(userId: string, range: PageRange): Promise<{ readonly total: number; readonly items: readonly BookmarkRow[] }>;
  /** Which of these jobs the user has bookmarked. */
  bookmarkedAmong(userId: string, jobIds: readonly string[]): Promise<string[]>;
}
