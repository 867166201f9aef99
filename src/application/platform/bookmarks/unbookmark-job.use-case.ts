import { mayBookmark } from '../../../domain/bookmarks/bookmark-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BookmarkRepository } from './bookmark-repository.port';

/** unbookmarkJob: removes the bookmark; removing one that is not there is fine (idempotent), whatever the job's state. */
export class UnbookmarkJob {
  constructor(private readonly bookmarks: BookmarkRepository) {}

  async execute(
    input: { readonly jobId: string },
    ctx: RequestContext,
  ): Promise<Result<{ jobId: string; bookmarked: false }, 'UNAUTHENTICATED'>> {
    if (!mayBookmark(ctx.actor)) return err('UNAUTHENTICATED', 'Only signed-in users keep bookmarks');
    await this.bookmarks.remove(ctx.actor.userId, input.jobId);
    return ok({ jobId: input.jobId, bookmarked: false });
  }
}
