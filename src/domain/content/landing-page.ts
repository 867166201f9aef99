import { plainText, truncate } from '../job/job-metatags';
import type { MetaTag } from '../routing/route-info';
import { LOCALIZED_FIRST_SEGMENTS } from '../routing/localized-paths';
import type { Locale } from '../shared/locale';

/** A landing page: title, intro and a call to action into a preset job search, at a path of its own. */
export interface LandingPage {
  readonly id: string;
  readonly site: string;
  readonly locale: Locale;
  /** Internal, unprefixed path, e.g. `/pflegejobs-stuttgart`. */
  readonly path: string;
  readonly title: string;
  /** Sanitized HTML in the filtered format. */
  readonly introHtml: string;
  /** Query string of the job search it leads to, without `?`. */
  readonly searchQuery: string;
  readonly published: boolean;
  /** ISO timestamp of the last change (sitemaps). */
  readonly updatedAt: string;
}

/** Up to three lower-case segments of letters, digits and single dashes (the table's check says the same). */
const LANDING_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,3}$/;

/**
 * First segments that belong to the board's own pages, feeds and files (routes and redirects,
 * the locale prefixes, the localized segments): a landing page there would be shadowed or shadow them.
 */
const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'jobs',
  'job',
  'job-manager',
  'resumes',
  'resume',
  'resume-alert',
  'organizations',
  'organization',
  'user',
  'applicant',
  'recruiter',
  'my-products',
  'checkout',
  'dashboard',
  'contact',
  'blog',
  'magazin',
  'privacy-policy',
  'datenschutz',
  'router',
  'robots',
  'api',
  'graphql',
  'healthz',
  'sites',
  'xml',
  'sitemap',
  'sitemap-index',
  'assets',
  '404',
  'produkte',
  'unternehmen-suchen',
  '_serverfn',
  'de',
  'en',
  'fr',
  ...LOCALIZED_FIRST_SEGMENTS,
]);

/** Whether an internal path may be a landing page's: plain, and outside every path the board itself uses. */
export function isLandingPagePath(path: string): boolean {
  if (!LANDING_PATH.test(path)) return false;
  return !RESERVED_FIRST_SEGMENTS.has(path.split('/')[1]!);
}

/**
 * The call to action: the job search with the page's preset query (`/jobs?search=Pflege&…`). Only
 * the query string is taken from the page; the path is always the search page's.
 */
export function landingSearchHref(page: Pick<LandingPage, 'searchQuery'>): string {
  const params = new URLSearchParams(page.searchQuery.replace(/^\?/, ''));
  params.delete('page');
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** Metatags of a landing page: title, description from the intro, canonical. */
export function landingPageMetatags(page: LandingPage, canonical: string): MetaTag[] {
  const intro = plainText(page.introHtml);
  return [
    { meta: 'title', value: page.title },
    { meta: 'description', value: truncate(intro || page.title, 160) },
    { meta: 'canonical', value: canonical },
  ];
}
