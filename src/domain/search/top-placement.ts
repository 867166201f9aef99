/**
 * Top placement: jobs with a Top upgrade in force on the site come first in its search results — only
 * those that match the search (words, place, facets), among themselves in the search's own order —
 * and every other match follows in that same order. Totals and facet counts stay those of the search.
 *
 * A page of that sequence is the page's share of the matching Top jobs followed by a page of the other
 * matches that starts as many places earlier as there are Top jobs, so the other matches are asked
 * for their own page without the Top jobs and no job is shown twice or skipped between pages.
 */

/** At most this many Top jobs of a site are placed first; more would push every other match away. */
export const TOP_PLACEMENT_MAX = 100;

export interface PageRange {
  /** Offset of the page's first result. */
  readonly first: number;
  /** Page size. */
  readonly last: number;
}

export interface TopPlacementPage<T> {
  /** The matching Top jobs that fall on this page, in the search's order. */
  readonly tops: readonly T[];
  /** The page of the other matches (Top jobs left out) that fills the rest of it; `last` 0 when none. */
  readonly rest: PageRange;
}

/** The page `range` of "matching Top jobs first, then the rest", with `tops` in the search's order. */
export function topPlacementPage<T>(range: PageRange, tops: readonly T[]): TopPlacementPage<T> {
  const onPage = tops.slice(range.first, range.first + range.last);
  return {
    tops: onPage,
    rest: { first: Math.max(0, range.first - tops.length), last: range.last - onPage.length },
  };
}
