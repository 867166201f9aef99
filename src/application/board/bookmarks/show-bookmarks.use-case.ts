import { BOOKMARKS_PER_PAGE } from '../../../domain/bookmarks/bookmark-rules';
import { normalizePage, pageCount, pageRange } from '../../../domain/job/paging';
import type { BoardContext } from '../board-context';
import type { BoardBookmark, BookmarkGateway } from './bookmark-gateway.port';

export interface BookmarksPage {
  readonly items: readonly BoardBookmark[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

/** The dashboard's bookmark list, one page of ten; null for guests. A page past the end shows the last one. */
export class ShowBookmarks {
  constructor(private readonly bookmarks: BookmarkGateway) {}

  async execute(input: { readonly page: unknown }, ctx: BoardContext): Promise<BookmarksPage | null> {
    if (!ctx.token) return null;
    let page = normalizePage(input.page);
    let list = await this.bookmarks.list(pageRange(page, BOOKMARKS_PER_PAGE), ctx);
    if (!list) return null;
    const pages = pageCount(list.total, BOOKMARKS_PER_PAGE);
    if (page > pages) {
      page = pages;
      list = (await this.bookmarks.list(pageRange(page, BOOKMARKS_PER_PAGE), ctx)) ?? list;
    }
    return { items: list.items, total: list.total, page, pageCount: pages };
  }
}
