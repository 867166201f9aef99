import { plainText, truncate } from '../job/job-metatags';
import type { MetaTag } from '../routing/route-info';
import { BOARD_ROUTE_FIRST_SEGMENTS } from '../routing/board-route-segments';
import { LOCALIZED_FIRST_SEGMENTS, LOCALIZED_INTERNAL_FIRST_SEGMENTS } from '../routing/localized-paths';
import { ENDPOINT_FIRST_SEGMENTS } from '../routing/page-paths';
import { LOCALES, type Locale, localePrefix } from '../shared/locale';

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
  /** Title and description for search engines; empty: the title and the intro's start stand in. */
  readonly seoTitle: string;
  readonly seoDescription: string;
  readonly published: boolean;
  /** ISO timestamp of the last change (sitemaps). */
  readonly updatedAt: string;
}

/** Up to three lower-case segments of letters, digits and single dashes (the table's check says the same). */
const LANDING_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,3}$/;

/**
 * First segments that belong to the board's own pages, feeds and files: its route files, its
 * endpoints, the localized segments and their internal originals, the locale prefixes, and the
 * older addresses its redirects answer. A landing page or alias there would be shadowed or shadow them.
 */
const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...BOARD_ROUTE_FIRST_SEGMENTS,
  ...ENDPOINT_FIRST_SEGMENTS,
  ...LOCALIZED_FIRST_SEGMENTS,
  ...LOCALIZED_INTERNAL_FIRST_SEGMENTS,
  ...LOCALES.map(localePrefix),
  // Addresses of the previous board that its redirects still answer.
  'applicant',
  'recruiter',
  'magazin',
  'produkte',
  'unternehmen-suchen',
  'robots',
  'assets',
  '_serverfn',
]);

/** The plain shape every landing page path and alias has (the table's check says the same). */
export function hasLandingPathShape(path: string): boolean {
  return LANDING_PATH.test(path);
}

/** Whether a path of that shape starts with a segment the board itself uses. */
export function isReservedBoardPath(path: string): boolean {
  return RESERVED_FIRST_SEGMENTS.has(path.split('/')[1] ?? '');
}

/** Whether an internal path may be a landing page's: plain, and outside every path the board itself uses. */
export function isLandingPagePath(path: string): boolean {
  return hasLandingPathShape(path) && !isReservedBoardPath(path);
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

/** Metatags of a landing page: its SEO title and description, else the title and the intro's start; canonical. */
export function landingPageMetatags(page: LandingPage, canonical: string): MetaTag[] {
  const intro = plainText(page.introHtml);
  return [
    { meta: 'title', value: page.seoTitle || page.title },
    { meta: 'description', value: page.seoDescription || truncate(intro || page.title, 160) },
    { meta: 'canonical', value: canonical },
  ];
}
