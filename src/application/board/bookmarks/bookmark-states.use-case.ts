import { MAX_BOOKMARK_STATE_IDS } from '../../../domain/bookmarks/bookmark-rules';
import type { BoardContext } from '../board-context';
import type { BookmarkGateway } from './bookmark-gateway.port';
import { isEntityId } from '../../../domain/shared/entity-id';

/** Which of the jobs on a page the visitor has bookmarked (for the buttons' state); guests: none, without asking. */
export class BookmarkStates {
  constructor(private readonly bookmarks: BookmarkGateway) {}

  async execute(input: { readonly jobIds: readonly string[] }, ctx: BoardContext): Promise<string[]> {
    const ids = [...new Set(input.jobIds)].filter(isEntityId).slice(0, MAX_BOOKMARK_STATE_IDS);
    if (!ctx.token || ids.length === 0) return [];
    return this.bookmarks.bookmarkedAmong(ids, ctx);
  }
}
