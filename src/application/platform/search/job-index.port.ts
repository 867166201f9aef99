import type { JobFacetField, SearchTaxonomy } from '../../../domain/search/job-facets';
import type { JobSearchRequest } from '../../../domain/search/job-search-request';
import type { Translated } from '../../../domain/shared/locale';

export interface JobIndexQuery {
  readonly request: JobSearchRequest;
  /** Only jobs offered on this site… */
  readonly site: string;
  /** …and not expired at this instant. The index holds published jobs only. */
  readonly now: Date;
  /** Only jobs published after this instant (and not after `now`): the new jobs of a job alert's digest. */
  readonly publishedAfter?: Date;
}

export interface JobIndexHit {
  readonly jobId: string;
  /** Straight-line distance from the request's point, when it has one. */
  readonly distanceKm: number | null;
  /** Placed first for a Top upgrade in force on the site. */
  readonly top: boolean;
}

/** How many matching jobs carry a facet value, counted as a multi-select UI needs it. */
export interface FacetCount {
  readonly field: JobFacetField;
  readonly value: string;
  readonly count: number;
  /** The count is an estimate from a sample of the jobs (the set counted is large); else exact. */
  readonly estimated: boolean;
  readonly label: Translated;
  readonly alias: Translated;
  /** The facet group the value belongs to (a term's group), if any. */
  readonly group?: string;
}

/** How many matching jobs have any value of a facet group, counted as the facet's values are. */
export interface FacetGroupCount {
  readonly field: JobFacetField;
  readonly group: string;
  readonly count: number;
  readonly estimated: boolean;
  readonly label: Translated;
}

export interface JobIndexAnswer {
  readonly hits: readonly JobIndexHit[];
  readonly total: number;
  /** The total is an estimate from a sample (only ever when it is well over a thousand); else exact. */
  readonly totalEstimated: boolean;
  /**
   * Per requested facet, its values by count (then label), at most the facet's limit, none below its
   * min_count. A facet's own selection does not narrow its own counts (the other groups do).
   */
  readonly facetCounts: readonly FacetCount[];
  /** The groups of the values offered in `facetCounts` (a group with none offered is left out), by count. */
  readonly facetGroupCounts: readonly FacetGroupCount[];
}

/** Finds jobs for a search request: text, facets, place, sort, one page at a time. */
export interface JobIndex {
  search(query: JobIndexQuery): Promise<JobIndexAnswer>;
  /** The terms of the term facets, with labels and URL aliases in every language. */
  terms(): Promise<SearchTaxonomy>;
}
