import { pageRange } from '../job/paging';
import type { Locale } from '../shared/locale';
import { translate } from '../shared/locale';
import { JOB_FACET_FIELDS, isTermFacetField, type SearchTaxonomy } from '../search/job-facets';
import type { SearchUrlInput } from '../search/job-search-builder';
import { defaultSort, organizationNameFilter, selectedValues, type JobSearchRequest } from '../search/job-search-request';
import { searchHrefOf, toSearchUrl } from '../search/job-search-url';
import { termById } from '../search/search-taxonomy-index';

/*
 * The search an alert keeps ("store the normalized search"). It is the request
 * builder's canonical query with every facet as a parameter (no path aliases, which differ per language
 * and may be renamed), without page and sort: `search=pflege&geo_location=Freiburg&…&occupations=12`.
 * The same search always gives the same text, so "is there an alert for this search" is an equality,
 * and the platform reads it back with the same builder (buildJobSearchRequest).
 */

/** Longest normalized search kept (the builder's own limits keep real searches far below it). */
export const MAX_ALERT_QUERY_LENGTH = 4000;

/** The normalized search of a request (any page, any sort: the same alert). */
export function alertQueryOf(request: JobSearchRequest): string {
  const plain: JobSearchRequest = { ...request, sort: defaultSort(request), range: pageRange(1, request.range.last) };
  // No taxonomy: no term can become a path segment, so every facet stays a query parameter.
  const href = searchHrefOf(toSearchUrl(plain, { locale: 'de', taxonomy: [] }));
  const q = href.indexOf('?');
  return q < 0 ? '' : href.slice(q + 1);
}

/** A normalized search as the builder's input (query pairs, no path segments). */
export function alertSearchInput(query: string): SearchUrlInput {
  const params = query
    .split('&')
    .filter((part) => part !== '')
    .map((part): readonly [string, string] => {
      const eq = part.indexOf('=');
      return [decodeForm(eq < 0 ? part : part.slice(0, eq)), decodeForm(eq < 0 ? '' : part.slice(eq + 1))];
    });
  return { segments: [], params };
}

function decodeForm(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

const QUOTES: Readonly<Record<Locale, (text: string) => string>> = {
  de: (text) => `„${text}“`,
  'en-GB': (text) => `“${text}”`,
  fr: (text) => `« ${text} »`,
};

/**
 * A short description of a search for people (dashboard, mail subject): the words, the place with its
 * radius, the selected facet values in the reader's language, the employer filter. Empty for "all jobs".
 */
export function describeSearch(request: JobSearchRequest, taxonomy: SearchTaxonomy, locale: Locale): string[] {
  const parts: string[] = [];
  if (request.fulltext) parts.push(QUOTES[locale](request.fulltext.keys));
  const geo = request.geoLocation;
  if (geo) {
    const place = geo.label || geo.administrativeArea || geo.country || '';
    if (place) parts.push(geo.radius !== null ? `${place} (${geo.radius} km)` : place);
  }
  for (const field of JOB_FACET_FIELDS) {
    if (!isTermFacetField(field)) continue;
    const labels = selectedValues(request, field).flatMap((id) => {
      const term = termById(taxonomy, field, id);
      return term ? [translate(term.label, locale)] : [];
    });
    if (labels.length > 0) parts.push(labels.join(', '));
  }
  const organization = organizationNameFilter(request);
  if (organization) parts.push(organization);
  return parts;
}
