import type { BlogPost } from '../../../domain/content/blog-post';
import { normalizeTag } from '../../../domain/content/blog-path';
import { normalizePage, pageCount } from '../../../domain/job/paging';
import type { BoardContext } from '../board-context';
import type { BlogGateway } from './blog-gateway.port';

export interface BlogListPage {
  readonly posts: readonly BlogPost[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** The tag filter in its URL form (lower case), `null` on the unfiltered list. */
  readonly tag: string | null;
  /** The tag as the posts spell it ("Bewerbung" for `/blog/tag/bewerbung`), for headings. */
  readonly tagLabel: string | null;
  /** Empty pages are not indexed. */
  readonly noindex: boolean;
  /** Set when the requested page is past the end: the caller redirects to the last page. */
  readonly redirectToPage?: number;
}

/** /blog and /blog/tag/{tag}: one page of the site's posts, newest first. */
export class BrowseBlog {
  constructor(private readonly blog: BlogGateway) {}

  async execute(input: { page: unknown; pageSize: number; tag?: string | null }, ctx: BoardContext): Promise<BlogListPage> {
    const page = normalizePage(input.page);
    const tag = input.tag ? normalizeTag(input.tag) : null;
    const result = await this.blog.list({ page, pageSize: input.pageSize, tag }, ctx);
    const pages = pageCount(result.total, input.pageSize);
    const tagLabel = tag === null ? null : (result.items.flatMap((p) => p.tags).find((t) => normalizeTag(t) === tag) ?? tag);
    const base = { posts: result.items, total: result.total, page, pageCount: pages, tag, tagLabel, noindex: result.items.length === 0 };
    return page > pages && result.total > 0 ? { ...base, redirectToPage: pages } : base;
  }
}
