import { normalizePage } from '../../domain/job/paging';

/**
 * `?page=N` of paged lists (blog, organization jobs): any nonsense becomes page 1 (spec: invalid page → first page). The key is always
 * returned (possibly `undefined`) because the router lays validated values over the raw query: leaving
 * it out would let `?page=abc` through.
 */
export function parsePageSearch(search: Record<string, unknown>): { page?: number | undefined } {
  const page = normalizePage(search.page);
  return { page: page > 1 ? page : undefined };
}
