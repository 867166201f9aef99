import type { Vocabulary } from '../job/taxonomy';
import { MAX_PAGE, normalizePage } from '../job/paging';
import { LOCALES, translate, type Locale, type Translated } from '../shared/locale';
import { err, ok, type Result } from '../shared/result';
import { cleanText } from '../search/job-search-builder';
import { hasSearchWords } from '../search/search-text';

/*
 * The organizations directory (`/organizations`, German `/arbeitgeber-suchen`): full text, three
 * multi-select facets, 12 per page. URL → request and request → URL are inverses (property-tested), so
 * every directory search has one URL: at most one path segment per facet with exactly one value, in the
 * fixed order industry, occupational fields, field of studies ("SEO clean facets: organizations
 * 3 in fixed order"); everything else in the query.
 */

/** The directory's facets, in the fixed order of their path segments. All are multi-select with OR inside a facet. */
export const DIRECTORY_FACET_FIELDS = ['industry', 'occupations', 'fieldsOfStudy'] as const;
export type DirectoryFacetField = (typeof DIRECTORY_FACET_FIELDS)[number];

export const isDirectoryFacetField = (value: unknown): value is DirectoryFacetField =>
  typeof value === 'string' && (DIRECTORY_FACET_FIELDS as readonly string[]).includes(value);

/** The vocabulary behind each facet (the names happen to agree). */
export const DIRECTORY_FACET_VOCABULARY: Readonly<Record<DirectoryFacetField, Vocabulary>> = {
  industry: 'industry',
  occupations: 'occupations',
  fieldsOfStudy: 'fieldsOfStudy',
};

/** Internal base path (the router shows `/arbeitgeber-suchen` in German). */
export const DIRECTORY_PATH = '/organizations';

export const DIRECTORY_LIMITS = {
  keysMax: 200,
  /** Values per facet; more is not a search anybody clicks together. */
  valuesPerFacet: 30,
  /** The deepest offset the directory answers (as the job search). */
  maxOffset: 10_000,
} as const;

/** The last page a visitor can reach at this page size. */
export const lastDirectoryPage = (pageSize: number): number => Math.floor(DIRECTORY_LIMITS.maxOffset / Math.max(1, pageSize)) + 1;

/** A term a directory facet filters by, with its label and URL alias per language. */
export interface DirectoryTerm {
  readonly id: string;
  readonly field: DirectoryFacetField;
  readonly label: Translated;
  readonly alias: Translated;
}
export type DirectoryTaxonomy = readonly DirectoryTerm[];

export interface DirectoryRequest {
  /** Words searched in names, alternative names and towns; null for none. */
  readonly keys: string | null;
  /** Selected term ids per facet, sorted, without duplicates. */
  readonly selected: Readonly<Record<DirectoryFacetField, readonly string[]>>;
  readonly page: number;
}

export interface DirectoryUrlInput {
  /** Path segments after `/organizations`, decoded. */
  readonly segments: readonly string[];
  /** Query parameters as received; keys may repeat (checkbox lists of a GET form). */
  readonly params: ReadonlyArray<readonly [string, string]>;
}

export interface DirectoryUrl {
  readonly segments: readonly string[];
  readonly params: ReadonlyArray<readonly [string, string]>;
}

/** Parameters the directory reads; others (tracking) neither filter nor cause a redirect. */
export const DIRECTORY_PARAMS: readonly string[] = ['search', 'page', ...DIRECTORY_FACET_FIELDS];

export const emptyDirectoryRequest = (): DirectoryRequest => ({
  keys: null,
  selected: { industry: [], occupations: [], fieldsOfStudy: [] },
  page: 1,
});

const ID = /^0*([1-9]\d{0,17})$/;
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const rank = (t: DirectoryTerm) => DIRECTORY_FACET_FIELDS.indexOf(t.field);

interface Lookup {
  readonly byAlias: ReadonlyMap<Locale, ReadonlyMap<string, DirectoryTerm>>;
  readonly byId: ReadonlyMap<string, DirectoryTerm>;
}
const lookups = new WeakMap<DirectoryTaxonomy, Lookup>();

function lookupOf(taxonomy: DirectoryTaxonomy): Lookup {
  const cached = lookups.get(taxonomy);
  if (cached) return cached;
  // Where two terms share an alias, the earlier facet wins, then the older term: a fixed order.
  const ordered = [...taxonomy].sort((a, b) => rank(a) - rank(b) || compareIds(a.id, b.id));
  const byAlias = new Map<Locale, Map<string, DirectoryTerm>>();
  for (const locale of LOCALES) {
    const map = new Map<string, DirectoryTerm>();
    for (const term of ordered) {
      const alias = translate(term.alias, locale).toLowerCase();
      if (alias && !map.has(alias)) map.set(alias, term);
    }
    byAlias.set(locale, map);
  }
  const lookup = { byAlias, byId: new Map(ordered.map((t) => [`${t.field}:${t.id}`, t])) };
  lookups.set(taxonomy, lookup);
  return lookup;
}

/** The term a path segment names: its alias in the visitor's language first, then in any other. */
export function directoryTermOfSegment(taxonomy: DirectoryTaxonomy, locale: Locale, segment: string): DirectoryTerm | undefined {
  const { byAlias } = lookupOf(taxonomy);
  const key = segment.toLowerCase();
  return byAlias.get(locale)?.get(key) ?? LOCALES.map((l) => byAlias.get(l)?.get(key)).find((t) => t !== undefined);
}

export const directoryTermById = (taxonomy: DirectoryTaxonomy, field: DirectoryFacetField, id: string): DirectoryTerm | undefined =>
  lookupOf(taxonomy).byId.get(`${field}:${id}`);

/** The segment of a term in a language, or undefined when its alias would read back as another term. */
export function directorySegmentOf(taxonomy: DirectoryTaxonomy, locale: Locale, term: DirectoryTerm): string | undefined {
  const alias = translate(term.alias, locale).toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]*$/.test(alias)) return undefined;
  const back = directoryTermOfSegment(taxonomy, locale, alias);
  return back && back.id === term.id && back.field === term.field ? alias : undefined;
}

/**
 * URL → request. Lenient: nonsense in the query (unknown ids, a negative page) is dropped and the rest
 * still searches; only a path segment naming no term is an error (the page is a 404).
 */
export function buildDirectoryRequest(
  input: DirectoryUrlInput,
  options: { readonly locale: Locale; readonly taxonomy: DirectoryTaxonomy; readonly pageSize: number },
): Result<DirectoryRequest, 'UNKNOWN_PATH_SEGMENT'> {
  const selected = new Map<DirectoryFacetField, Set<string>>(DIRECTORY_FACET_FIELDS.map((f) => [f, new Set<string>()]));
  const select = (field: DirectoryFacetField, id: string) => {
    const set = selected.get(field)!;
    if (set.size < DIRECTORY_LIMITS.valuesPerFacet) set.add(id);
  };
  for (const raw of input.segments) {
    const segment = raw.trim();
    if (segment === '') continue;
    const term = directoryTermOfSegment(options.taxonomy, options.locale, segment);
    if (!term) return err('UNKNOWN_PATH_SEGMENT', `No category is called "${segment.slice(0, 80)}"`);
    select(term.field, term.id);
  }
  const scalars = new Map<string, Set<string>>();
  for (const [key, value] of input.params) {
    if (isDirectoryFacetField(key)) {
      for (const part of value.split(',')) {
        const id = ID.exec(part.trim())?.[1];
        if (id && directoryTermById(options.taxonomy, key, id)) select(key, id);
      }
    } else if (key === 'search' || key === 'page') {
      const v = value.trim();
      if (v !== '') scalars.set(key, (scalars.get(key) ?? new Set()).add(v));
    }
  }
  // A scalar given twice with different values counts as not given: which one would win depends on order.
  const scalar = (key: string) => {
    const values = scalars.get(key);
    return values?.size === 1 ? [...values][0] : undefined;
  };
  const keys = cleanText(scalar('search') ?? '', DIRECTORY_LIMITS.keysMax);
  const page = Math.min(normalizePage(scalar('page')), lastDirectoryPage(options.pageSize), MAX_PAGE);
  return ok({
    keys: keys && hasSearchWords(keys) ? keys : null,
    selected: {
      industry: [...selected.get('industry')!].sort(compareIds),
      occupations: [...selected.get('occupations')!].sort(compareIds),
      fieldsOfStudy: [...selected.get('fieldsOfStudy')!].sort(compareIds),
    },
    page,
  });
}

/** Request → its one URL, the inverse of {@link buildDirectoryRequest}. */
export function toDirectoryUrl(
  request: DirectoryRequest,
  options: { readonly locale: Locale; readonly taxonomy: DirectoryTaxonomy },
): DirectoryUrl {
  const segments: string[] = [];
  const inPath = new Set<DirectoryFacetField>();
  for (const field of DIRECTORY_FACET_FIELDS) {
    const values = request.selected[field];
    if (values.length !== 1) continue;
    const term = directoryTermById(options.taxonomy, field, values[0]!);
    const segment = term && directorySegmentOf(options.taxonomy, options.locale, term);
    if (!segment) continue;
    segments.push(segment);
    inPath.add(field);
  }
  const params: Array<readonly [string, string]> = [];
  if (request.keys) params.push(['search', request.keys]);
  for (const field of DIRECTORY_FACET_FIELDS) {
    if (!inPath.has(field) && request.selected[field].length > 0) params.push([field, request.selected[field].join(',')]);
  }
  if (request.page > 1) params.push(['page', String(request.page)]);
  return { segments, params };
}

/** `/organizations/{segments}?{query}`: the internal href; the router adds the locale prefix and localization. */
export function directoryHrefOf(url: DirectoryUrl): string {
  const path = [DIRECTORY_PATH, ...url.segments.map(encodeURIComponent)].join('/');
  const query = url.params.map(([k, v]) => `${formEncode(k)}=${formEncode(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

export const toDirectoryHref = (
  request: DirectoryRequest,
  options: { readonly locale: Locale; readonly taxonomy: DirectoryTaxonomy },
): string => directoryHrefOf(toDirectoryUrl(request, options));

/** Encoded as URLSearchParams (and the router, and browsers submitting forms) encode: spaces as `+`. */
const formEncode = (value: string): string =>
  encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The request with one facet value added or taken away, back on page 1 (what a facet checkbox links to). */
export function toggleDirectoryValue(request: DirectoryRequest, field: DirectoryFacetField, id: string): DirectoryRequest {
  const current = request.selected[field];
  const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id].sort(compareIds);
  return { ...request, selected: { ...request.selected, [field]: next }, page: 1 };
}

export const withDirectoryPage = (request: DirectoryRequest, page: number): DirectoryRequest => ({ ...request, page });

/** A facet value with the number of organizations it would show (each facet's counts ignore its own selection). */
export interface DirectoryFacetValue {
  readonly filter: string;
  readonly label: string;
  readonly count: number;
}

export interface DirectoryFacet {
  readonly field: DirectoryFacetField;
  readonly values: readonly DirectoryFacetValue[];
}

/** An organization as the directory lists it. */
export interface DirectoryEntry {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly logoUrl: string | null;
  readonly locality: string | null;
  /** Industry label in the request's language. */
  readonly industry: string | null;
  /** Featured on this site (listed first). */
  readonly featured: boolean;
}

export interface DirectoryResult {
  readonly items: readonly DirectoryEntry[];
  readonly total: number;
  readonly facets: readonly DirectoryFacet[];
}
