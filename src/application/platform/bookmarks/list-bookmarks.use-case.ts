import type { Job } from '../../../domain/job/job';
import { isVisibleOn } from '../../../domain/job/job';
import type { PageRange } from '../../../domain/job/paging';
import { MAX_BOOKMARKS_PAGE_SIZE, mayBookmark } from '../../../domain/bookmarks/bookmark-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { BookmarkRepository } from './bookmark-repository.port';

export interface BookmarkedJob {
  readonly job: Job;
  readonly bookmarkedAt: string;
  /** False once the job expired, was unpublished or left this site: the list says so instead of hiding it. */
  readonly available: boolean;
}

export interface BookmarkList {
  readonly total: number;
  readonly items: readonly BookmarkedJob[];
}

/**
 * bookmarks(range): the signed-in user's bookmarks, newest first. Jobs that are gone for good vanish
 * with their bookmark (deleted rows cascade); jobs that are no longer offered stay on the list, marked
 * unavailable, so the user sees what happened and can remove them.
 */
export class ListBookmarks {
  constructor(
    private readonly bookmarks: BookmarkRepository,
    private readonly jobs: JobRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly range: PageRange }, ctx: RequestContext): Promise<Result<BookmarkList, 'FORBIDDEN' | 'INVALID_REQUEST'>> {
    if (!mayBookmark(ctx.actor)) return err('FORBIDDEN', 'Only signed-in users keep bookmarks');
    const { first, last } = input.range;
    if (!(Number.isInteger(last) && last >= 1 && last <= MAX_BOOKMARKS_PAGE_SIZE && Number.isInteger(first) && first >= 0)) {
      return err('INVALID_REQUEST', `range.last must be between 1 and ${MAX_BOOKMARKS_PAGE_SIZE}`);
    }
    const page = await this.bookmarks.list(ctx.actor.userId, input.range);
    const found = await this.jobs.findByIds(
      page.items.map((i) => i.jobId),
      ctx.locale,
    );
    const byId = new Map(found.map((job) => [job.id, job]));
    const now = this.clock.now();
    const items = page.items.flatMap((row) => {
      const job = byId.get(row.jobId);
      return job ? [{ job, bookmarkedAt: row.bookmarkedAt.toISOString(), available: isVisibleOn(job, ctx.site, now) }] : [];
    });
    return ok({ total: page.total, items });
  }
}
