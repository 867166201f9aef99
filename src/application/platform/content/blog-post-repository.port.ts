import type { BlogPost } from '../../../domain/content/blog-post';
import type { PageRange } from '../../../domain/job/paging';

export interface PublishedBlogPostsQuery {
  readonly site: string;
  /** Posts published after this instant are scheduled, not yet visible. */
  readonly now: Date;
  /** Only posts carrying this tag (compared without regard to case). */
  readonly tag?: string | undefined;
  readonly range: PageRange;
}

export interface BlogPostPage {
  readonly items: readonly BlogPost[];
  readonly total: number;
}

/** Reads the magazine's posts. */
export interface BlogPostRepository {
  /** Published (published_at ≤ now) posts offered on `site`, newest first. */
  listPublished(query: PublishedBlogPostsQuery): Promise<BlogPostPage>;
  /** The post with this slug whatever its sites and date; `null` when unknown or a draft without a date. */
  findBySlug(slug: string): Promise<BlogPost | null>;
}
