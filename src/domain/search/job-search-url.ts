import { takesRadius } from '../geo/place';
import type { Locale } from '../shared/locale';
import { JOB_FACET_FIELDS, MAX_PATH_FACETS, PATH_FACET_ORDER, type JobFacetField, type SearchTaxonomy } from './job-facets';
import {
  ORGANIZATION_NAME_FILTER,
  defaultSort,
  organizationNameFilter,
  pageOf,
  selectedValues,
  type JobSearchRequest,
} from './job-search-request';
import { segmentOfTerm, termById } from './search-taxonomy-index';

/*
 * Job search request → URL, the inverse of job-search-builder.ts (property-tested against it). One
 * request has one URL: path segments for at most two single-valued facets,
 * in a fixed order, in the visitor's language; everything else in the query, in a fixed order.
 */

/** Internal base path of the search (the router shows it as `/emploi` in French). */
export const JOB_SEARCH_PATH = '/jobs';

export interface SearchUrl {
  readonly segments: readonly string[];
  readonly params: ReadonlyArray<readonly [string, string]>;
}

export interface UrlOptions {
  readonly locale: Locale;
  readonly taxonomy: SearchTaxonomy;
}

export function toSearchUrl(request: JobSearchRequest, options: UrlOptions): SearchUrl {
  const segments: string[] = [];
  const inPath = new Set<JobFacetField>();
  for (const field of PATH_FACET_ORDER) {
    if (segments.length >= MAX_PATH_FACETS) break;
    const values = selectedValues(request, field);
    if (values.length !== 1) continue;
    const term = termById(options.taxonomy, field, values[0]!);
    const segment = term && segmentOfTerm(options.taxonomy, options.locale, term);
    if (!segment) continue;
    segments.push(segment);
    inPath.add(field);
  }

  const params: Array<readonly [string, string]> = [];
  const add = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.push([key, String(value)]);
  };
  add('search', request.fulltext?.keys);
  const geo = request.geoLocation;
  if (geo) {
    add('geo_location', geo.label);
    add('locationType', geo.locationType);
    add('country', geo.country);
    add('administrative_area_level_1', geo.administrativeArea);
    add('lat', geo.lat);
    add('lon', geo.lon);
    if (takesRadius(geo.locationType)) add('radius', geo.radius);
  }
  for (const field of JOB_FACET_FIELDS) {
    if (inPath.has(field)) continue;
    add(field, selectedValues(request, field).join(','));
  }
  add(ORGANIZATION_NAME_FILTER, organizationNameFilter(request));
  if (request.sort !== defaultSort(request)) add('sort', request.sort);
  const page = pageOf(request);
  if (page > 1) add('page', page);
  return { segments, params };
}

/** `/jobs/{segments}?{query}` — the internal href; the router adds locale prefix and localization. */
export function toSearchHref(request: JobSearchRequest, options: UrlOptions): string {
  return searchHrefOf(toSearchUrl(request, options));
}

export function searchHrefOf(url: SearchUrl): string {
  const path = [JOB_SEARCH_PATH, ...url.segments.map(encodeURIComponent)].join('/');
  const query = url.params.map(([k, v]) => `${encodeFormComponent(k)}=${encodeFormComponent(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * Encoded exactly as URLSearchParams (and so the router, and browsers submitting forms) encode: spaces
 * as `+`, commas as `%2C`. A URL in any other spelling would be re-spelled by the router with a redirect.
 */
const encodeFormComponent = (value: string): string =>
  encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The form's fields name a place typed but not picked from the suggestions (text, no coordinates): the
 * builder cannot place it, so the platform looks it up. The search's href then carries the text and the
 * radius the visitor chose, and the page answers with the URL of the place it found.
 */
export function withTypedPlace(href: string, fields: ReadonlyArray<readonly [string, string]>): string {
  const field = (key: string) => fields.find(([k]) => k === key)?.[1]?.trim() ?? '';
  const typed = field('geo_location');
  if (typed === '' || (field('lat') !== '' && field('lon') !== '')) return href;
  const radius = field('radius');
  const extra = [['geo_location', typed], ...(radius ? [['radius', radius]] : [])]
    .map(([k, v]) => `${encodeFormComponent(k!)}=${encodeFormComponent(v!)}`)
    .join('&');
  return `${href}${href.includes('?') ? '&' : '?'}${extra}`;
}
