import type { Job } from '../../../domain/job/job';
import type { PageRange } from '../../../domain/job/paging';
import type { BoardContext } from '../board-context';

export interface BoardBookmark {
  readonly job: Job;
  readonly bookmarkedAt: string;
  readonly available: boolean;
  /** The sister site that still shows the job when this site no longer does. */
  readonly liveOn: { readonly key: string; readonly name: string; readonly url: string } | null;
}

/** The platform's bookmarks (bookmarkJob, unbookmarkJob, bookmarks, bookmarkedJobIds). */
export interface BookmarkGateway {
  /** `errors` empty on success, else codes such as UNAUTHENTICATED, NOT_FOUND, LIMIT_REACHED. */
  set(jobId: string, bookmarked: boolean, ctx: BoardContext): Promise<{ readonly bookmarked: boolean; readonly errors: readonly string[] }>;
  /** Null for guests. */
  list(range: PageRange, ctx: BoardContext): Promise<{ readonly total: number; readonly items: readonly BoardBookmark[] } | null>;
  bookmarkedAmong(jobIds: readonly string[], ctx: BoardContext): Promise<string[]>;
}
