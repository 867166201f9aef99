import type { Job } from '../../../domain/job/job';
import { isVisibleOn } from '../../../domain/job/job';
import type { PageRange } from '../../../domain/job/paging';
import { MAX_BOOKMARKS_PAGE_SIZE, mayBookmark } from '../../../domain/bookmarks/bookmark-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { canonicalUrl } from '../../../domain/routing/canonical';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { JobRepository } from '../jobs/job-repository.port';
import type { BookmarkRepository } from './bookmark-repository.port';

/** A sister site that still offers a job this site no longer shows: where the dashboard's link leads. */
export interface BookmarkSisterSite {
  readonly key: string;
  readonly name: string;
  /** The job's page there (its canonical URL). */
  readonly url: string;
}

export interface BookmarkedJob {
  readonly job: Job;
  readonly bookmarkedAt: string;
  /**
   * False once the job expired or was unpublished, or left this site and every sister site: the list says
   * so instead of hiding it. A job still live on a sister site is available there (`liveOn`).
   */
  readonly available: boolean;
  /** Set when the job is not shown on this site but live on a sister site (bookmarked there, one account). */
  readonly liveOn: BookmarkSisterSite | null;
}

export interface BookmarkList {
  readonly total: number;
  readonly items: readonly BookmarkedJob[];
}

/**
 * bookmarks(range): the signed-in user's bookmarks, newest first. Jobs that are gone for good vanish
 * with their bookmark (deleted rows cascade); jobs that are no longer offered stay on the list, marked
 * unavailable, so the user sees what happened and can remove them.
 */
export class ListBookmarks {
  constructor(
    private readonly bookmarks: BookmarkRepository,
    private readonly jobs: JobRepository,
    private readonly clock: Clock,
    private readonly sites: SiteDirectory,
  ) {}

  async execute(
    input: { readonly range: PageRange },
    ctx: RequestContext,
  ): Promise<Result<BookmarkList, 'UNAUTHENTICATED' | 'INVALID_REQUEST'>> {
    if (!mayBookmark(ctx.actor)) return err('UNAUTHENTICATED', 'Only signed-in users keep bookmarks');
    const { first, last } = input.range;
    if (!(Number.isInteger(last) && last >= 1 && last <= MAX_BOOKMARKS_PAGE_SIZE && Number.isInteger(first) && first >= 0)) {
      return err('INVALID_REQUEST', `range.last must be between 1 and ${MAX_BOOKMARKS_PAGE_SIZE}`);
    }
    const page = await this.bookmarks.list(ctx.actor.userId, input.range);
    const found = await this.jobs.findByIds(
      page.items.map((i) => i.jobId),
      ctx.locale,
    );
    const byId = new Map(found.map((job) => [job.id, job]));
    const now = this.clock.now();
    const items = page.items.flatMap((row) => {
      const job = byId.get(row.jobId);
      if (!job) return [];
      const here = isVisibleOn(job, ctx.site, now);
      const liveOn = here ? null : this.sisterOffering(job, ctx, now);
      return [{ job, bookmarkedAt: row.bookmarkedAt.toISOString(), available: here || liveOn !== null, liveOn }];
    });
    return ok({ total: page.total, items });
  }

  /** The first enabled site, in the job's order, that still shows the job (the user may have bookmarked it there). */
  private sisterOffering(job: Job, ctx: RequestContext, now: Date): BookmarkSisterSite | null {
    for (const key of job.sites) {
      const site = key === ctx.site ? undefined : this.sites.get(key);
      if (!site?.enabled || !isVisibleOn(job, key, now)) continue;
      const locale = site.locales.includes(ctx.locale) ? ctx.locale : site.defaultLocale;
      return { key, name: site.name, url: canonicalUrl(site, locale, `/job/${job.slug}`) };
    }
    return null;
  }
}
