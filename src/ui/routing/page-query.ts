import { normalizePage } from '../../domain/job/paging';

/** `?page=N` of /jobs: any nonsense becomes page 1 (spec: invalid page → first page). */
export function parsePageSearch(search: Record<string, unknown>): { page?: number } {
  const page = normalizePage(search.page);
  return page > 1 ? { page } : {};
}

/** Internal path of a jobs page for canonical links: `?page=N` only past the first page. */
export const jobsPagePath = (page: number): string => (page > 1 ? `/jobs?page=${page}` : '/jobs');
