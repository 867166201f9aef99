import type { BlogPost } from '../../../domain/content/blog-post';
import { blogPostDate, isBlogPostDate } from '../../../domain/content/blog-path';
import type { BoardContext } from '../board-context';
import type { BlogGateway } from './blog-gateway.port';

export type BlogPostPageResult =
  | { readonly kind: 'post'; readonly post: BlogPost }
  /** The post lives under another year/month: a permanent redirect to its one URL. */
  | { readonly kind: 'redirect'; readonly year: string; readonly month: string; readonly slug: string }
  | { readonly kind: 'not-found' };

/** /blog/{year}/{month}/{slug}: the post, found by slug; the date segments must match its publication month. */
export class ShowBlogPost {
  constructor(private readonly blog: BlogGateway) {}

  async execute(input: { year: string; month: string; slug: string }, ctx: BoardContext): Promise<BlogPostPageResult> {
    if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(input.slug)) return { kind: 'not-found' };
    const post = await this.blog.bySlug(input.slug, ctx);
    if (!post) return { kind: 'not-found' };
    if (!isBlogPostDate(post, input.year, input.month)) return { kind: 'redirect', ...blogPostDate(post), slug: post.slug };
    return { kind: 'post', post };
  }
}
