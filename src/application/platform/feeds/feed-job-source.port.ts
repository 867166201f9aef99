import type { Salary } from '../../../domain/job/job';

export interface FeedJobsQuery {
  readonly site: string;
  /** Jobs expiring at or before this instant are left out. */
  readonly now: Date;
  /** Lower-case words; each must occur (case-insensitively) in the title, the organization name or the city. */
  readonly words: readonly string[];
  readonly limit: number;
}

/** What the feed needs of a job, nothing more (the feed can hold thousands). */
export interface FeedJobRecord {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly organizationName: string;
  readonly locality: string;
  readonly administrativeArea: string | null;
  readonly zip: string | null;
  readonly countryCode: string;
  readonly descriptionHtml: string;
  readonly salary: Salary | null;
  /** German aliases of the employment-type terms. */
  readonly employmentTypes: readonly string[];
  readonly publishedAt: string | null;
  readonly expiresAt: string | null;
}

/** Reads the jobs of the XML feed: published, not expired, offered on `site`; newest first, at most `limit`. */
export interface FeedJobSource {
  listFeedJobs(query: FeedJobsQuery): Promise<readonly FeedJobRecord[]>;
}
