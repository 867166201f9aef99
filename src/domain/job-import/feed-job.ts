/*
 * What a parser reads from a source, before the board's rules apply: plain strings as the source wrote
 * them (rich text still unsanitized), and the limits every parser holds while it streams.
 */

/**
 * A feed is read up to this many bytes and then refused: 50 MB holds about 10,000 jobs of a generous
 * description, far more than one organization publishes, and keeps a worker's memory bounded whatever
 * a source sends (a 2 GB feed stops after the first 50 MB).
 */
export const MAX_FEED_BYTES = 50 * 1024 * 1024;
/** One HTML page of the page-list format: a job page is well below this. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** Jobs one feed may hold; the rest of a longer feed is refused as a whole (a runaway export). */
export const MAX_FEED_JOBS = 20_000;
/** Pages one page list may name. */
export const MAX_PAGES = 1_000;
/** A rich-text field is cut off while streaming past this (the job's own limit is checked later and refuses it). */
export const MAX_RICH_TEXT_CHARS = 200_000;
/** Any other field: longer than this is not a title, a city or a reference. */
export const MAX_TEXT_CHARS = 2_000;

/** One job as the source describes it. */
export interface FeedJob {
  /** The source's own id of the job: what keeps a run idempotent. */
  readonly reference: string;
  readonly title: string;
  /** As the source wrote it (HTML); the sanitizer runs before anything is stored. */
  readonly descriptionHtml: string;
  /** The job's page at the source (used as the application link). */
  readonly url: string | null;
  readonly company: string | null;
  readonly city: string | null;
  readonly region: string | null;
  readonly postalCode: string | null;
  readonly countryCode: string | null;
  /** Source labels per mapped vocabulary. */
  readonly employmentTypes: readonly string[];
  readonly remoteOptions: readonly string[];
  readonly occupations: readonly string[];
  readonly industries: readonly string[];
  readonly salaryMin: number | null;
  readonly salaryMax: number | null;
  readonly salaryCurrency: string | null;
  readonly salaryUnit: string | null;
  /** ISO timestamps, when the source gave a readable one. */
  readonly datePosted: string | null;
  readonly validThrough: string | null;
}

/** Why a job of the feed was not taken; `field` names the source's field where there is one. */
export interface JobRefusal {
  /** The source's reference, or `#n` (its place in the feed) when it has none. */
  readonly reference: string;
  readonly code: string;
  readonly field: string | null;
}

/** Why a whole feed was not read. */
export const FEED_FAILURES = [
  'FEED_TOO_LARGE',
  'FEED_MALFORMED',
  'FEED_ENTITY_DECLARATION',
  'FEED_TOO_MANY_JOBS',
  'FEED_NOT_A_JOB_FEED',
] as const;
export type FeedFailureCode = (typeof FEED_FAILURES)[number];

/**
 * What a parser yields while it reads: jobs and refused jobs as they come, and at most one failure,
 * after which nothing follows. A feed that fails is not synced (its jobs stay as they were): a broken
 * export must not take every job offline.
 */
export type FeedItem =
  | { readonly kind: 'job'; readonly job: FeedJob }
  | { readonly kind: 'refused'; readonly refusal: JobRefusal }
  | { readonly kind: 'failed'; readonly code: FeedFailureCode; readonly detail: string };

export const emptyFeedJob = (reference: string): FeedJob => ({
  reference,
  title: '',
  descriptionHtml: '',
  url: null,
  company: null,
  city: null,
  region: null,
  postalCode: null,
  countryCode: null,
  employmentTypes: [],
  remoteOptions: [],
  occupations: [],
  industries: [],
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  datePosted: null,
  validThrough: null,
});

/** Markup in a field that is plain text (`<b>` in a title): such a job is refused rather than guessed at. */
export const hasMarkup = (value: string): boolean => /<\s*\/?\s*[a-z!?][^>]*>/i.test(value);

/** A date the source wrote (ISO 8601 or RFC 1123, as in the board's own feed) as an ISO timestamp, or null. */
export function readDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
