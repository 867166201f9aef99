import type { JobSearchResult } from '../../../domain/search/facet-entry';
import type { SearchTaxonomy } from '../../../domain/search/job-facets';
import type { JobSearchRequest } from '../../../domain/search/job-search-request';
import type { BoardContext } from '../board-context';

/** The board's way to the platform's job search. Throws on transport errors. */
export interface JobSearchGateway {
  search(request: JobSearchRequest, ctx: BoardContext): Promise<JobSearchResult>;
  /** The facet vocabulary (labels and URL aliases per language); may be cached for a short while. */
  terms(ctx: BoardContext): Promise<SearchTaxonomy>;
}
