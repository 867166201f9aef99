import { normalizeTag } from '../../../domain/content/blog-path';
import { pageRange } from '../../../domain/job/paging';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { BlogPostPage, BlogPostRepository } from './blog-post-repository.port';
import { hasBlog } from './blog-visibility';

export const MAX_BLOG_PAGE_SIZE = 50;
export const MAX_TAG_LENGTH = 100;

export interface ListBlogPostsInput {
  readonly page: number;
  readonly pageSize: number;
  readonly tag?: string | null;
}

const EMPTY: BlogPostPage = { items: [], total: 0 };

/**
 * The site's published blog posts, newest first, optionally of one tag. A site without the blog
 * feature answers an empty list (not an error): its board simply has no magazine.
 */
export class ListBlogPosts {
  constructor(
    private readonly posts: BlogPostRepository,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: ListBlogPostsInput, ctx: RequestContext): Promise<Result<BlogPostPage, 'INVALID_PAGE_SIZE' | 'INVALID_TAG'>> {
    const pageSize = Math.trunc(input.pageSize);
    if (!(pageSize >= 1 && pageSize <= MAX_BLOG_PAGE_SIZE)) {
      return err('INVALID_PAGE_SIZE', `pageSize must be between 1 and ${MAX_BLOG_PAGE_SIZE}`);
    }
    const tag = input.tag == null ? undefined : normalizeTag(input.tag);
    if (tag !== undefined && (tag.length === 0 || tag.length > MAX_TAG_LENGTH)) {
      return err('INVALID_TAG', `tag must be 1 to ${MAX_TAG_LENGTH} characters`);
    }
    if (!hasBlog(this.sites, ctx.site)) return ok(EMPTY);
    const page = await this.posts.listPublished({ site: ctx.site, now: this.clock.now(), tag, range: pageRange(input.page, pageSize) });
    return ok(page);
  }
}
