import type { BlogPost } from '../../../domain/content/blog-post';
import type { HighlightKind } from '../../../domain/job/job-highlight';
import { toJobSummary, type JobSummary } from '../../../domain/job/job-summary';
import type { BoardContext } from '../board-context';
import type { BlogGateway } from '../content/blog-gateway.port';
import type { HomeHighlightsGateway } from './home-highlights-gateway.port';

/** The highlighted jobs as their cards show them (the page's data goes to the browser). */
export interface HomeBlocks extends Readonly<Record<HighlightKind, readonly JobSummary[]>> {
  /** The newest magazine posts; empty when the site has no blog. */
  readonly blogPosts: readonly BlogPost[];
}

/** Home page posts when the site's blog is on. */
export const HOME_BLOG_POSTS = 3;

/**
 * The home page's blocks below the search: top, featured and video jobs (sizes from the site's
 * configuration) and the latest blog posts. A block the page gets empty is not shown.
 */
export class ShowHomeBlocks {
  constructor(
    private readonly highlights: HomeHighlightsGateway,
    private readonly blog: BlogGateway,
  ) {}

  async execute(
    input: { readonly limits: Readonly<Record<HighlightKind, number>>; readonly blog: boolean },
    ctx: BoardContext,
  ): Promise<HomeBlocks> {
    const [jobs, posts] = await Promise.all([
      this.highlights.highlights(input.limits, ctx),
      input.blog ? this.blog.list({ page: 1, pageSize: HOME_BLOG_POSTS, tag: null }, ctx) : Promise.resolve({ items: [], total: 0 }),
    ]);
    return {
      top: jobs.top.map(toJobSummary),
      featured: jobs.featured.map(toJobSummary),
      video: jobs.video.map(toJobSummary),
      blogPosts: posts.items,
    };
  }
}
