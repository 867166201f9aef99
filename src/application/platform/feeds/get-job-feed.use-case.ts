import { JOB_FEED_MAX_JOBS, type JobFeed } from '../../../domain/feeds/job-feed';
import { jobPagePath } from '../../../domain/feeds/sitemap';
import { parseFeedSearch, type FeedSearchError } from '../../../domain/feeds/feed-search';
import { canonicalUrl } from '../../../domain/routing/canonical';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { FeedJobSource } from './feed-job-source.port';

export interface GetJobFeedInput {
  /** The raw `{search}` path segment as it came in (still percent-encoded), or null for the whole feed. */
  readonly search: string | null;
}

export type GetJobFeedError = FeedSearchError | 'UNKNOWN_SITE';

/**
 * The XML job feed of the request's site: the jobs a visitor of the site could open (published, not
 * expired, offered on the site — the rule of `isVisibleOn`), newest first, at most JOB_FEED_MAX_JOBS,
 * narrowed by the search words. URLs are the canonical job pages (default locale's prefix on sites
 * with several locales).
 */
export class GetJobFeed {
  constructor(
    private readonly sites: SiteDirectory,
    private readonly jobs: FeedJobSource,
    private readonly clock: Clock,
    private readonly maxJobs: number = JOB_FEED_MAX_JOBS,
  ) {}

  async execute(input: GetJobFeedInput, ctx: RequestContext): Promise<Result<JobFeed, GetJobFeedError>> {
    const site = this.sites.get(ctx.site);
    if (!site) return err('UNKNOWN_SITE');
    const words = input.search === null ? ok([] as readonly string[]) : parseFeedSearch(input.search);
    if (!words.ok) return words;
    const now = this.clock.now();
    const records = await this.jobs.listFeedJobs({ site: site.key, now, words: words.value, limit: this.maxJobs });
    return ok({
      publisher: site.name,
      publisherUrl: `https://${site.host}/`,
      lastBuildDate: now.toISOString(),
      jobs: records.map((job) => ({
        id: job.id,
        title: job.title,
        url: canonicalUrl(site, site.defaultLocale, jobPagePath(job.slug)),
        organizationName: job.organizationName,
        city: job.locality,
        state: job.administrativeArea,
        postalCode: job.zip,
        countryCode: job.countryCode,
        descriptionHtml: job.descriptionHtml,
        salary: job.salary,
        employmentTypes: job.employmentTypes,
        publishedAt: job.publishedAt,
        expiresAt: job.expiresAt,
      })),
    });
  }
}
