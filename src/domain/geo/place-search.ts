import type { Locale } from '../shared/locale';
import { containsPoint, intersects, type GeoBounds } from './bounds';
import type { LocationType, PlaceSelection } from './place';

/**
 * One suggestible place: a locality, a federal state or a country. `keys` are its names already
 * normalized (normalizePlaceName); `population` ranks equally good matches (areas carry the sum of
 * their places, so "Ba" offers Bayern before Bad Bergzabern).
 */
export interface PlaceEntry {
  readonly kind: LocationType;
  /** Label in every locale unless `localizedLabels` has one for the request locale. */
  readonly label: string;
  readonly localizedLabels?: Partial<Record<Locale, string>>;
  readonly keys: readonly string[];
  /** Other known names (exonyms, old spellings), normalized; a match here ranks below one on `keys`. */
  readonly otherKeys?: readonly string[];
  readonly population: number;
  readonly lat: number;
  readonly lon: number;
  readonly country: string;
  readonly administrativeArea: string | null;
  /** Extent of an area (state, country); localities are points. */
  readonly extent?: GeoBounds;
}

/**
 * Text as compared: lower case, accents dropped (é → e, ü → u), ß → ss, anything but letters and digits
 * a single space. "Saint-Étienne" → "saint etienne", "München" → "munchen".
 */
export function normalizePlaceText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The keys a name is found by: the accent-free spelling and, for German umlauts, the spelled-out one
 * (München → "munchen" and "muenchen"), so visitors find it whichever way they type.
 */
export function normalizePlaceName(name: string): string[] {
  const plain = normalizePlaceText(name);
  const spelled = normalizePlaceText(
    name.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue'),
  );
  return plain === spelled ? [plain] : [plain, spelled];
}

/** How well a key matches: 3 exact, 2 prefix of the whole name, 1 prefix of a later word, 0 none. */
function matchQuality(key: string, query: string): number {
  if (key === query) return 3;
  if (key.startsWith(query)) return 2;
  return key.includes(` ${query}`) ? 1 : 0;
}

/**
 * Rank of an entry for the query: its own names first (exact 6, prefix 5), then other names (exact 4,
 * prefix 3), then a later word of its own name (2) or of another name (1); 0 when nothing matches.
 */
function entryQuality(entry: PlaceEntry, query: string): number {
  let own = 0;
  for (const key of entry.keys) own = Math.max(own, matchQuality(key, query));
  let other = 0;
  for (const key of entry.otherKeys ?? []) other = Math.max(other, matchQuality(key, query));
  const score = (q: number, exact: number, prefix: number, word: number) => (q === 3 ? exact : q === 2 ? prefix : q === 1 ? word : 0);
  return Math.max(score(own, 6, 5, 2), score(other, 4, 3, 1));
}

const KIND_ORDER: Record<LocationType, number> = { country: 0, administrative_area_level_1: 1, locality: 2, postal_code: 3 };

export interface PlaceSearchOptions {
  readonly limit: number;
  readonly locale: Locale;
  /** The site's area: localities inside it, areas overlapping it. */
  readonly bounds: GeoBounds | null;
}

/**
 * Suggestions for what a visitor typed: places whose name (or another known name) starts with it, or
 * has a word that does; better match first (entryQuality), then more inhabitants, then areas before
 * localities.
 * One suggestion per label and kind (GeoNames lists some towns twice, e.g. as town and district seat).
 */
export function searchPlaces(entries: readonly PlaceEntry[], text: string, options: PlaceSearchOptions): PlaceSelection[] {
  const query = normalizePlaceText(text);
  if (query === '' || options.limit < 1) return [];
  const hits: Array<{ entry: PlaceEntry; quality: number }> = [];
  for (const entry of entries) {
    const quality = entryQuality(entry, query);
    if (quality === 0) continue;
    if (options.bounds && !inside(entry, options.bounds)) continue;
    hits.push({ entry, quality });
  }
  hits.sort(
    (a, b) =>
      b.quality - a.quality ||
      b.entry.population - a.entry.population ||
      KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
      a.entry.label.localeCompare(b.entry.label),
  );
  const seen = new Set<string>();
  const out: PlaceSelection[] = [];
  for (const { entry } of hits) {
    const label = entry.localizedLabels?.[options.locale] ?? entry.label;
    const id = `${entry.kind}|${entry.country}|${entry.administrativeArea ?? ''}|${label}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({
      label,
      lat: entry.lat,
      lon: entry.lon,
      locationType: entry.kind,
      country: entry.country,
      administrativeArea: entry.administrativeArea,
    });
    if (out.length === options.limit) break;
  }
  return out;
}

const inside = (entry: PlaceEntry, bounds: GeoBounds): boolean =>
  entry.extent ? intersects(entry.extent, bounds) : containsPoint(bounds, entry.lat, entry.lon);
