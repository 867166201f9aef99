import { STAFF_BLOG_PAGE_SIZE, staffBlogFilter } from '../../../domain/content/blog-staff';
import { pageRange } from '../../../domain/job/paging';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { visibleSites } from '../../../domain/staff/staff-scope';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { StaffBlogPage } from './blog-admin-repository.port';
import type { BlogAdminRepository } from './blog-admin-repository.port';
import { blogStaffActor, type StaffBlogFailure } from './staff-blog-access';

export interface ListStaffBlogPostsInput {
  readonly title?: string | null;
  readonly state?: string | null;
  readonly page?: number | null;
}

/**
 * The console's blog list: the posts shown on the sites whose content the actor manages, drafts and
 * scheduled ones included, newest first, 25 a page, filtered by title text and state; with them the
 * sites the actor may put a post on.
 */
export class ListStaffBlogPosts {
  constructor(
    private readonly repo: BlogAdminRepository,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(
    input: ListStaffBlogPostsInput,
    ctx: RequestContext,
  ): Promise<Result<StaffBlogPage & { page: number; manageableSites: readonly string[] }, StaffBlogFailure>> {
    const actor = blogStaffActor(ctx);
    if (typeof actor === 'string') return err(actor);
    const filter = staffBlogFilter(input);
    const sites = visibleSites(actor, 'content');
    const page = await this.repo.list({
      sites,
      title: filter.title,
      state: filter.state,
      now: this.clock.now(),
      range: pageRange(filter.page, STAFF_BLOG_PAGE_SIZE),
    });
    // The sites a post may be put on: the form offers only these (an administrator: every configured site).
    const manageableSites =
      sites === 'all'
        ? this.sites
            .all()
            .map((s) => s.key)
            .sort()
        : sites;
    return ok({ ...page, page: filter.page, manageableSites });
  }
}
