/** Page range of spec §9: first = (page - 1) * pageSize, last = pageSize (a count, not an index). */
export interface PageRange {
  readonly first: number;
  readonly last: number;
}

export const MAX_PAGE = 10_000;

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
