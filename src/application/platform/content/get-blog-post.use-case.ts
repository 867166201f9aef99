import type { BlogPost } from '../../../domain/content/blog-post';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { BlogPostRepository } from './blog-post-repository.port';
import { hasBlog, isPublishedOn } from './blog-visibility';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * One blog post by slug. Scheduled posts, posts of other sites and every post of a site without the
 * blog feature are NOT_FOUND alike, so the API does not reveal what exists elsewhere.
 */
export class GetBlogPost {
  constructor(
    private readonly posts: BlogPostRepository,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(input: { slug: string }, ctx: RequestContext): Promise<Result<BlogPost, 'NOT_FOUND'>> {
    if (!SLUG.test(input.slug) || !hasBlog(this.sites, ctx.site)) return err('NOT_FOUND');
    const post = await this.posts.findBySlug(input.slug);
    if (!post || !isPublishedOn(post, ctx.site, this.clock.now())) return err('NOT_FOUND');
    return ok(post);
  }
}
