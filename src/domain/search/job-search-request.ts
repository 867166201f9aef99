import type { LocationType } from '../geo/place';
import type { PageRange } from '../job/paging';
import type { JobFacetField } from './job-facets';

/*
 * The job search request, spelled as the spec spells it (condition_group, min_count), plus
 * the sort the page offers. The board builds it from a URL (job-search-builder.ts), prints it back as
 * a URL (job-search-url.ts) and sends it to the platform, which runs it (RunJobSearch → JobIndex).
 */

/** Short language code the platform speaks (`de`, `en`, `fr`). */
export type SearchLanguage = 'de' | 'en' | 'fr';

export interface FacetRequest {
  readonly field: JobFacetField;
  readonly limit: number;
  readonly operator: 'OR';
  readonly min_count: number;
  /** Whether to count jobs without any value (never wanted by the board; part of the spec's shape). */
  readonly missing: boolean;
}

export interface SearchCondition {
  /** `=` for facet values; `LIKE` for the title filter (organization name contains the text). */
  readonly operator: '=' | 'LIKE';
  readonly name: string;
  readonly value: string;
}

/** One filter group: its conditions are ORed; groups are ANDed. */
export interface ConditionGroup {
  readonly conjunction: 'OR';
  /** `facet:{field}` for facet groups, so the platform can leave a facet's own group out of its counts. */
  readonly tags: readonly string[];
  readonly conditions: readonly SearchCondition[];
}

export interface GeoLocation {
  /** What the visitor picked, e.g. "Freiburg im Breisgau" (`geo_location`). */
  readonly label: string;
  /** ISO 3166-1 alpha-2 (`country`). */
  readonly country: string | null;
  /** Federal state (`administrative_area_level_1`). */
  readonly administrativeArea: string | null;
  readonly lat: number | null;
  readonly lon: number | null;
  /** km, one of the radius options; null for country and administrative-area types. */
  readonly radius: number | null;
  readonly locationType: LocationType;
}

export const JOB_SEARCH_SORTS = ['relevance', 'date', 'distance'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

export interface JobSearchRequest {
  readonly language: SearchLanguage;
  readonly facets: readonly FacetRequest[];
  readonly condition_group: { readonly conjunction: 'AND'; readonly groups: readonly ConditionGroup[] };
  readonly fulltext: { readonly keys: string } | null;
  readonly geoLocation: GeoLocation | null;
  /** First = (page-1) × page size, last = page size. */
  readonly range: PageRange;
  readonly sort: JobSearchSort;
}

/** The query parameter of the title filter. */
export const ORGANIZATION_NAME_FILTER = 'job_organization_name';

export const facetTag = (field: JobFacetField): string => `facet:${field}`;

/** The tag's field, when a group is a facet group. */
export function facetOfGroup(group: ConditionGroup): JobFacetField | undefined {
  const tag = group.tags.find((t) => t.startsWith('facet:'));
  return tag ? (tag.slice('facet:'.length) as JobFacetField) : undefined;
}

/** Selected values of one facet (the `=` conditions of its group), in request order. */
export function selectedValues(request: JobSearchRequest, field: JobFacetField): readonly string[] {
  const group = request.condition_group.groups.find((g) => facetOfGroup(g) === field);
  return group ? group.conditions.filter((c) => c.operator === '=').map((c) => c.value) : [];
}

/** The title filter's text, when there is one. */
export function organizationNameFilter(request: JobSearchRequest): string | null {
  for (const group of request.condition_group.groups) {
    const like = group.conditions.find((c) => c.operator === 'LIKE' && c.name === ORGANIZATION_NAME_FILTER);
    if (like) return like.value;
  }
  return null;
}

/** The 1-based page a request's range names. */
export const pageOf = (request: Pick<JobSearchRequest, 'range'>): number =>
  request.range.last > 0 ? Math.floor(request.range.first / request.range.last) + 1 : 1;

/** Relevance needs words to rank by; distance needs a point. */
export const hasPoint = (geo: GeoLocation | null): geo is GeoLocation & { lat: number; lon: number } =>
  geo !== null && geo.lat !== null && geo.lon !== null;

export const defaultSort = (request: Pick<JobSearchRequest, 'fulltext'>): JobSearchSort => (request.fulltext ? 'relevance' : 'date');

export function isSortAllowed(sort: JobSearchSort, request: Pick<JobSearchRequest, 'fulltext' | 'geoLocation'>): boolean {
  if (sort === 'relevance') return request.fulltext !== null;
  if (sort === 'distance') return hasPoint(request.geoLocation);
  return true;
}
