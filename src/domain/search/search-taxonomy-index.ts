import { LOCALES, translate, type Locale } from '../shared/locale';
import { PATH_FACET_ORDER, type SearchTaxonomy, type SearchTerm } from './job-facets';

/*
 * Path segments are term aliases. Reading and writing a
 * segment must agree, so both go through this lookup: an alias stands in a path only if reading it
 * gives back the same term.
 */

interface Lookup {
  readonly byAlias: ReadonlyMap<Locale, ReadonlyMap<string, SearchTerm>>;
  readonly byId: ReadonlyMap<string, SearchTerm>;
}

const cache = new WeakMap<SearchTaxonomy, Lookup>();

const rank = (t: SearchTerm) => PATH_FACET_ORDER.indexOf(t.field);
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

function lookupOf(taxonomy: SearchTaxonomy): Lookup {
  let found = cache.get(taxonomy);
  if (found) return found;
  // Where two terms share an alias, the more telling facet wins, then the older term: a fixed order.
  const ordered = [...taxonomy].sort((a, b) => rank(a) - rank(b) || compareIds(a.id, b.id));
  const byAlias = new Map<Locale, Map<string, SearchTerm>>();
  for (const locale of LOCALES) {
    const map = new Map<string, SearchTerm>();
    for (const term of ordered) {
      const alias = translate(term.alias, locale).toLowerCase();
      if (alias && !map.has(alias)) map.set(alias, term);
    }
    byAlias.set(locale, map);
  }
  found = { byAlias, byId: new Map(ordered.map((t) => [`${t.field}:${t.id}`, t])) };
  cache.set(taxonomy, found);
  return found;
}

/** The term a path segment names: its alias in the visitor's language first, then in any other. */
export function termOfSegment(taxonomy: SearchTaxonomy, locale: Locale, segment: string): SearchTerm | undefined {
  const { byAlias } = lookupOf(taxonomy);
  const key = segment.toLowerCase();
  const own = byAlias.get(locale)?.get(key);
  if (own) return own;
  for (const other of LOCALES) {
    const hit = byAlias.get(other)?.get(key);
    if (hit) return hit;
  }
  return undefined;
}

export function termById(taxonomy: SearchTaxonomy, field: string, id: string): SearchTerm | undefined {
  return lookupOf(taxonomy).byId.get(`${field}:${id}`);
}

/** The segment for a term in a language, or undefined when its alias would read back as another term. */
export function segmentOfTerm(taxonomy: SearchTaxonomy, locale: Locale, term: SearchTerm): string | undefined {
  const alias = translate(term.alias, locale).toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]*$/.test(alias)) return undefined;
  const back = termOfSegment(taxonomy, locale, alias);
  return back && back.id === term.id && back.field === term.field ? alias : undefined;
}
