import type { Job } from '../job/job';
import type { JobFacetField } from './job-facets';

/** "Facet entry": a facet of a search answer and its values with counts. */
export interface FacetValue {
  /** The value to filter by (a term or organization id). */
  readonly filter: string;
  readonly label: string;
  readonly alias: string;
  readonly count: number;
  readonly aliasTranslation: ReadonlyArray<{ readonly alias: string; readonly langcode: string }>;
}

/**
 * A facet group (spec: "facet groups have name and children"): a named set of a facet's values, such as an
 * occupational field above its occupations. Selecting the group selects its children; its count is the
 * jobs having any of them, counted as the facet's values are (the facet's own selection left out).
 */
export interface FacetGroup {
  readonly name: string;
  readonly count: number;
  /** The filters of its values, in the facet's order (only values the facet offers). */
  readonly children: readonly string[];
}

/** A facet value as a page shows it (the page links through the taxonomy, not the value's aliases). */
export type ShownFacetValue = Pick<FacetValue, 'filter' | 'label' | 'count'>;

/** A facet entry as a page shows it. */
export type ShownFacetEntry = Omit<FacetEntry, 'values'> & { readonly values: readonly ShownFacetValue[] };

export interface FacetEntry {
  readonly fieldName: JobFacetField;
  readonly title: string;
  /** Every job facet is multi-select. */
  readonly multiple: boolean;
  readonly order: number;
  /** The counts are estimates from a sample of the jobs (the set counted is large); else exact. */
  readonly estimated: boolean;
  readonly values: readonly FacetValue[];
  /** The groups of its values, by count; values in no group are shown after them. Empty for flat facets. */
  readonly groups: readonly FacetGroup[];
}

export interface JobSearchHit {
  readonly job: Job;
  /** Straight-line distance from the searched place in km, when the search has a point. */
  readonly distanceKm: number | null;
  /** Placed first in the results for a Top upgrade in force on the site (shown with a badge). */
  readonly top: boolean;
}

/** One page of a job search: the jobs, how many match in all, and the facets with their counts. */
export interface JobSearchResult {
  readonly items: readonly JobSearchHit[];
  readonly total: number;
  /** The total is an estimate (large sets only); pages then end where the estimate says. */
  readonly totalEstimated: boolean;
  readonly facets: readonly FacetEntry[];
}
