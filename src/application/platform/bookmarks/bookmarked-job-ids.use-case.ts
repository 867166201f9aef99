import { MAX_BOOKMARK_STATE_IDS } from '../../../domain/bookmarks/bookmark-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { BookmarkRepository } from './bookmark-repository.port';

/**
 * bookmarkedJobIds(jobIds): which of the jobs a page shows the viewer has bookmarked — one indexed
 * lookup per page instead of a field per job. Guests have none; ids beyond the limit are not asked.
 */
export class BookmarkedJobIds {
  constructor(private readonly bookmarks: BookmarkRepository) {}

  async execute(input: { readonly jobIds: readonly string[] }, ctx: RequestContext): Promise<string[]> {
    if (ctx.actor.kind !== 'user' || input.jobIds.length === 0) return [];
    const ids = [...new Set(input.jobIds)].slice(0, MAX_BOOKMARK_STATE_IDS);
    return this.bookmarks.bookmarkedAmong(ctx.actor.userId, ids);
  }
}
