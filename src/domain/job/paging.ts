/** Page range: first = (page - 1) * pageSize, last = pageSize (a count, not an index). */
export interface PageRange {
  readonly first: number;
  readonly last: number;
}

export const MAX_PAGE = 10_000;

/**
 * The deepest offset a job search answers: deep pages cost the database more than anybody reads, and
 * search engines do not need them either.
 */
export const MAX_SEARCH_OFFSET = 10_000;

/** The last page of a job search a visitor can reach at this page size (1,001 at 10 per page). */
export const lastSearchPage = (pageSize: number): number => Math.floor(MAX_SEARCH_OFFSET / Math.max(1, pageSize)) + 1;

/** Any user-supplied page becomes a valid 1-based page; nonsense falls back to page 1. */
export function normalizePage(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, MAX_PAGE);
}

export const pageRange = (page: number, pageSize: number): PageRange => ({
  first: (normalizePage(page) - 1) * pageSize,
  last: pageSize,
});

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
