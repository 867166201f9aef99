import type { JobSummary } from '../../../domain/job/job-summary';
import type { JobSearchHit, JobSearchResult, ShownFacetEntry } from '../../../domain/search/facet-entry';
import type { SearchTaxonomy } from '../../../domain/search/job-facets';
import type { JobSearchRequest } from '../../../domain/search/job-search-request';
import type { BoardContext } from '../board-context';

/**
 * A page of a job search as the board shows it: each job as its card needs it, each facet value as the
 * page lists it (the page links through the taxonomy, so a value's aliases would travel for nothing).
 */
export interface BoardJobSearchResult extends Omit<JobSearchResult, 'items' | 'facets'> {
  readonly items: ReadonlyArray<Omit<JobSearchHit, 'job'> & { readonly job: JobSummary }>;
  readonly facets: readonly ShownFacetEntry[];
}

/** The board's way to the platform's job search. Throws on transport errors. */
export interface JobSearchGateway {
  search(request: JobSearchRequest, ctx: BoardContext): Promise<BoardJobSearchResult>;
  /** The facet vocabulary (labels and URL aliases per language); may be cached for a short while. */
  terms(ctx: BoardContext): Promise<SearchTaxonomy>;
}
