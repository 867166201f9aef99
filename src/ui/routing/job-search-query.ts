import { JOB_FACET_FIELDS } from '../../domain/search/job-facets';
import { RESERVED_PARAMS } from '../../domain/search/job-search-builder';

/*
 * The /jobs query as the router sees it. The router has already turned values into numbers, booleans or
 * arrays (repeated keys: checkbox lists of the GET form). `validateSearch` passes them on untouched — the
 * router redirects any URL whose validated query prints differently, and judging values is the domain
 * builder's job; SearchJobs redirects to the search's one URL itself. Only on the way to the server are
 * the values made strings again and absurd sizes cut (a 10 kB search text travels as 1,000 characters;
 * the builder keeps 200).
 */

export const SEARCH_QUERY_KEYS = [...RESERVED_PARAMS, ...JOB_FACET_FIELDS] as const;
export type SearchQueryKey = (typeof SEARCH_QUERY_KEYS)[number];
type Primitive = string | number | boolean;
export type SearchQueryValue = Primitive | Primitive[];
export type JobSearchQuery = { [K in SearchQueryKey]?: SearchQueryValue | undefined };

const MAX_VALUE_LENGTH = 1000;
const MAX_VALUES_PER_KEY = 60;
const MAX_SEGMENTS = 10;
const MAX_SEGMENT_LENGTH = 200;

const isPrimitive = (v: unknown): v is Primitive => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * `validateSearch` of the search routes. Every known key is returned (`undefined` when absent or not a
 * plain value): the router lays validated values over the raw query.
 */
export function parseJobSearchQuery(search: Record<string, unknown>): JobSearchQuery {
  const out: Record<string, SearchQueryValue | undefined> = {};
  for (const key of SEARCH_QUERY_KEYS) {
    const value = search[key];
    out[key] = isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive)) ? (value as SearchQueryValue) : undefined;
  }
  return out as JobSearchQuery;
}

/** The query as `[key, value]` string pairs (the domain does not care about their order). */
export function queryPairs(query: JobSearchQuery): Array<[string, string]> {
  return SEARCH_QUERY_KEYS.flatMap((key) => {
    const value = query[key];
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return list.slice(0, MAX_VALUES_PER_KEY).map((v): [string, string] => [key, String(v).slice(0, MAX_VALUE_LENGTH)]);
  });
}

/** `/jobs/a/b` → `['a', 'b']` from the splat parameter. */
export const splatSegments = (splat: string | undefined): string[] =>
  (splat ?? '')
    .split('/')
    .filter((s) => s !== '')
    .slice(0, MAX_SEGMENTS)
    .map((s) => s.slice(0, MAX_SEGMENT_LENGTH));
