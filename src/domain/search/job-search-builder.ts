import { roundCoordinate } from '../geo/coordinate';
import { isLocationType, takesRadius, type LocationType } from '../geo/place';
import { lastSearchPage, normalizePage, pageRange } from '../job/paging';
import { languageOf, type Locale } from '../shared/locale';
import { err, ok, type Result } from '../shared/result';
import { isRadiusOption } from '../site/radius';
import { hasSearchWords } from './search-text';
import {
  FACET_LIMIT,
  FACET_MIN_COUNT,
  JOB_FACET_FIELDS,
  isJobFacetField,
  isTermFacetField,
  type JobFacetField,
  type SearchTaxonomy,
} from './job-facets';
import {
  JOB_SEARCH_SORTS,
  ORGANIZATION_NAME_FILTER,
  defaultSort,
  facetTag,
  isSortAllowed,
  type ConditionGroup,
  type GeoLocation,
  type JobSearchRequest,
  type JobSearchSort,
} from './job-search-request';
import { termById, termOfSegment } from './search-taxonomy-index';

/*
 * URL → job search request. Lenient by design: a visitor's URL is never an error
 * unless its path names something that does not exist. Nonsense in the query (negative page, radius 7,
 * lat 999, 10 kB of text, unknown facet values) is dropped and the rest still searches.
 */

/**
 * Beside a facet group's checkbox when all its children are ticked: `field:id,id` (its checkbox's value).
 * A GET form sends nothing for an unticked checkbox, so this says the group was shown ticked: without its
 * checkbox in the same answer, the visitor unticked it, and the group goes with all its children.
 */
export const TICKED_GROUP_PARAM = 'ticked_group';

/** Job search parameters; these are never facet filters. `sort` and the title filter are ours too. */
export const RESERVED_PARAMS = [
  'page',
  'search',
  'geo_location',
  'country',
  'administrative_area_level_1',
  'lat',
  'lon',
  'radius',
  'locationType',
  'sort',
  ORGANIZATION_NAME_FILTER,
  'jobId',
  TICKED_GROUP_PARAM,
] as const;

export const MAX_KEYS_LENGTH = 200;
export const MAX_LABEL_LENGTH = 200;
export const MAX_ORGANIZATION_NAME_LENGTH = 100;
/** Values per facet; more is not a search anybody clicks together. */
export const MAX_VALUES_PER_FACET = 50;

export interface SearchUrlInput {
  /** Taxonomy path segments after the base path (`/jobs/{a}/{b}`), decoded. */
  readonly segments: readonly string[];
  /** Query parameters as received, in any order; keys may repeat (checkbox lists of a GET form). */
  readonly params: ReadonlyArray<readonly [string, string]>;
}

export interface BuildOptions {
  /** The visitor's locale: request language and the language of path aliases. */
  readonly locale: Locale;
  readonly pageSize: number;
  /** The site's default radius. */
  readonly defaultRadiusKm: number;
  readonly taxonomy: SearchTaxonomy;
}

export type InvalidSearch = 'UNKNOWN_PATH_SEGMENT';

const ID = /^0*([1-9]\d{0,17})$/;
const COORDINATE = /^-?\d{1,3}(?:\.\d+)?$/;
const COUNTRY = /^[A-Za-z]{2}$/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Whitespace and control characters collapse to one space; the text is cut at `max` characters. Half a
 * surrogate pair (from the cut, or sent on purpose) goes: it could not be put in a URL again.
 */
export function cleanText(raw: string, max: number): string {
  return raw
    .replace(LONE_SURROGATE, '')
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(LONE_SURROGATE, '')
    .trim();
}

const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Rounded like every coordinate the searches take (`roundCoordinate`). */
function coordinate(raw: string | undefined, limit: number): number | null {
  if (raw === undefined || !COORDINATE.test(raw.trim())) return null;
  const n = roundCoordinate(Number(raw.trim()));
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * A scalar parameter's value: the one it was given, or undefined when missing, empty or given twice
 * with different values (which one would win depends on order, so neither does).
 */
function scalar(params: ReadonlyMap<string, readonly string[]>, key: string): string | undefined {
  const values = [...new Set((params.get(key) ?? []).map((v) => v.trim()).filter((v) => v !== ''))];
  return values.length === 1 ? values[0] : undefined;
}

export function buildJobSearchRequest(input: SearchUrlInput, options: BuildOptions): Result<JobSearchRequest, InvalidSearch> {
  const params = new Map<string, string[]>();
  for (const [key, value] of input.params) {
    const list = params.get(key) ?? [];
    list.push(value);
    params.set(key, list);
  }

  const selected = new Map<JobFacetField, Set<string>>();
  const select = (field: JobFacetField, id: string) => {
    const set = selected.get(field) ?? new Set<string>();
    if (set.size < MAX_VALUES_PER_FACET) set.add(id);
    selected.set(field, set);
  };

  for (const raw of input.segments) {
    const segment = raw.trim();
    if (segment === '') continue;
    const term = termOfSegment(options.taxonomy, options.locale, segment);
    if (!term) return err('UNKNOWN_PATH_SEGMENT', `No job category is called "${segment.slice(0, 80)}"`);
    select(term.field, term.id);
  }

  const tickedGroups = tickedGroupsOf(params);
  // Comma-separated numeric values become separate equal conditions; duplicates are dropped.
  for (const [key, values] of params) {
    if (!isJobFacetField(key)) continue;
    // A group shown ticked and still ticked adds nothing: its children, sent each on their own, say what stays.
    const own = values.filter((v) => !tickedGroups.some((g) => g.field === key && g.value === v.trim()));
    for (const part of own.flatMap((v) => v.split(','))) {
      const id = ID.exec(part.trim())?.[1];
      if (!id) continue;
      // Term facets take only terms of their own vocabulary; unknown ids are ignored, not an error.
      if (isTermFacetField(key) && !termById(options.taxonomy, key, id)) continue;
      select(key, id);
    }
  }

  for (const group of tickedGroups) {
    if ((params.get(group.field) ?? []).some((v) => v.trim() === group.value)) continue;
    for (const id of group.ids) selected.get(group.field)?.delete(id);
  }

  const groups: ConditionGroup[] = [];
  for (const field of JOB_FACET_FIELDS) {
    const ids = [...(selected.get(field) ?? [])].sort(compareIds);
    if (ids.length === 0) continue;
    groups.push({ conjunction: 'OR', tags: [facetTag(field)], conditions: ids.map((value) => ({ operator: '=', name: field, value })) });
  }
  const organization = cleanText(scalar(params, ORGANIZATION_NAME_FILTER) ?? '', MAX_ORGANIZATION_NAME_LENGTH);
  if (organization) {
    groups.push({
      conjunction: 'OR',
      tags: [`filter:${ORGANIZATION_NAME_FILTER}`],
      conditions: [{ operator: 'LIKE', name: ORGANIZATION_NAME_FILTER, value: organization }],
    });
  }

  const keys = cleanText(scalar(params, 'search') ?? '', MAX_KEYS_LENGTH);
  // Text without words ("-", "!", a gender marker alone) searches nothing: every job, as without text.
  const fulltext = keys && hasSearchWords(keys) ? { keys } : null;
  const geoLocation = geoFrom(params, options.defaultRadiusKm);

  const partial = { fulltext, geoLocation };
  const wanted = scalar(params, 'sort');
  const sort: JobSearchSort =
    wanted && (JOB_SEARCH_SORTS as readonly string[]).includes(wanted) && isSortAllowed(wanted as JobSearchSort, partial)
      ? (wanted as JobSearchSort)
      : defaultSort(partial);

  return ok({
    language: languageOf(options.locale),
    facets: JOB_FACET_FIELDS.map((field) => ({ field, limit: FACET_LIMIT, operator: 'OR', min_count: FACET_MIN_COUNT, missing: false })),
    condition_group: { conjunction: 'AND', groups },
    fulltext,
    geoLocation,
    // Past the deepest page a search answers, the last one it does (a URL asking more is cleaned to it).
    range: pageRange(Math.min(normalizePage(scalar(params, 'page')), lastSearchPage(options.pageSize)), options.pageSize),
    sort,
  });
}

/** The `ticked_group` markers that name a facet and ids; others are ignored. */
function tickedGroupsOf(
  params: ReadonlyMap<string, readonly string[]>,
): Array<{ readonly field: JobFacetField; readonly value: string; readonly ids: readonly string[] }> {
  return (params.get(TICKED_GROUP_PARAM) ?? []).slice(0, JOB_FACET_FIELDS.length * MAX_VALUES_PER_FACET).flatMap((marker) => {
    const colon = marker.indexOf(':');
    const field = marker.slice(0, colon).trim();
    const value = marker.slice(colon + 1).trim();
    if (colon < 0 || !isJobFacetField(field)) return [];
    const ids = value.split(',').flatMap((part) => {
      const id = ID.exec(part.trim())?.[1];
      return id ? [id] : [];
    });
    return ids.length > 0 ? [{ field, value, ids }] : [];
  });
}

/**
 * The place of the request, or null when the parameters do not describe one that can be searched:
 * a locality or postal code needs coordinates (and gets a radius), a federal state needs its name, a
 * Country its code.
 */
function geoFrom(params: ReadonlyMap<string, readonly string[]>, defaultRadiusKm: number): GeoLocation | null {
  const lat = coordinate(scalar(params, 'lat'), 90);
  const lon = coordinate(scalar(params, 'lon'), 180);
  const point = lat !== null && lon !== null;
  const given = scalar(params, 'locationType');
  const type: LocationType | null = isLocationType(given) ? given : given === undefined && point ? 'locality' : null;
  if (!type) return null;
  const country = scalar(params, 'country');
  const countryCode = country && COUNTRY.test(country) ? country.toUpperCase() : null;
  const area = cleanText(scalar(params, 'administrative_area_level_1') ?? '', 100) || null;
  const label = cleanText(scalar(params, 'geo_location') ?? '', MAX_LABEL_LENGTH);
  const base = { label, country: countryCode, lat: point ? lat : null, lon: point ? lon : null };

  if (takesRadius(type)) {
    if (!point) return null;
    const raw = scalar(params, 'radius');
    const radius = raw !== undefined && /^\d{1,3}$/.test(raw) && isRadiusOption(Number(raw)) ? Number(raw) : defaultRadiusKm;
    return { ...base, administrativeArea: area, radius, locationType: type };
  }
  if (type === 'administrative_area_level_1') return area ? { ...base, administrativeArea: area, radius: null, locationType: type } : null;
  return countryCode ? { ...base, administrativeArea: null, radius: null, locationType: type } : null;
}
