import { isVisibleOn } from '../../../domain/job/job';
import { MAX_BOOKMARKS_PER_USER, mayBookmark } from '../../../domain/bookmarks/bookmark-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { statisticsDay } from '../../../domain/statistics/job-statistics';
import type { Clock } from '../../shared/clock.port';
import { type JobEventCounter, NO_COUNTING } from '../statistics/job-event-counter.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { BookmarkRepository } from './bookmark-repository.port';

export type BookmarkFailure = 'UNAUTHENTICATED' | 'NOT_FOUND' | 'LIMIT_REACHED';

/**
 * bookmarkJob: a signed-in user keeps a job visible on this site. Bookmarking it again changes nothing;
 * a job nobody may see (unknown, unpublished, expired, another site's) cannot be bookmarked.
 */
export class BookmarkJob {
  constructor(
    private readonly bookmarks: BookmarkRepository,
    private readonly jobs: JobRepository,
    private readonly clock: Clock,
    private readonly counter: JobEventCounter = NO_COUNTING,
  ) {}

  async execute(
    input: { readonly jobId: string },
    ctx: RequestContext,
  ): Promise<Result<{ jobId: string; bookmarked: true }, BookmarkFailure>> {
    const actor = ctx.actor;
    if (!mayBookmark(actor)) return err('UNAUTHENTICATED', 'Only signed-in users keep bookmarks');
    const now = this.clock.now();
    const job = await this.jobs.findById(input.jobId, ctx.locale);
    if (!job || !isVisibleOn(job, ctx.site, now)) return err('NOT_FOUND', 'No such job');
    const already = await this.bookmarks.bookmarkedAmong(actor.userId, [job.id]);
    if (already.length === 0 && (await this.bookmarks.count(actor.userId)) >= MAX_BOOKMARKS_PER_USER) {
      return err('LIMIT_REACHED', `At most ${MAX_BOOKMARKS_PER_USER} bookmarks`);
    }
    await this.bookmarks.add(actor.userId, job.id, now);
    // Only a new bookmark counts: the job's statistics (no user is kept there).
    if (already.length === 0) this.counter.count({ site: ctx.site, jobId: job.id, day: statisticsDay(now), kind: 'bookmark' });
    return ok({ jobId: job.id, bookmarked: true });
  }
}
