import { RESUME_SEARCH_LIMITS } from './resume-search-query';

export interface ResumePagerInput {
  /** 1-based. */
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  /** The total is an estimate from a sample: the number of pages is not known. */
  readonly totalEstimated: boolean;
  /** Cards on this page. */
  readonly shown: number;
}

export interface ResumePager {
  readonly previous: number | null;
  readonly next: number | null;
  /** The number of pages, when the total is exact; null when it is an estimate. */
  readonly pages: number | null;
}

/**
 * Which pages the resume search links to. An exact total names the last page. An estimated total may be
 * off either way, so its "last page" could be empty or miss resumes: only the pages known to exist are
 * offered — the ones before and, when this page is full, the next (a full page says more may follow) —
 * and never one beyond what the search accepts.
 */
export function resumeSearchPager({ page, perPage, total, totalEstimated, shown }: ResumePagerInput): ResumePager {
  const previous = page > 1 ? page - 1 : null;
  if (totalEstimated) {
    const next = shown >= perPage && page < RESUME_SEARCH_LIMITS.maxPage ? page + 1 : null;
    return { previous, next, pages: null };
  }
  const pages = Math.min(Math.ceil(total / perPage), RESUME_SEARCH_LIMITS.maxPage);
  return { previous, next: page < pages ? page + 1 : null, pages };
}
