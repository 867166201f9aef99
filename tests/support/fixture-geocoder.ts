import type { Geocoder, PlaceSuggestionQuery } from '../../src/application/platform/geo/geocoder.port';
import type { PlaceSelection } from '../../src/domain/geo/place';
import { normalizePlaceName, searchPlaces, type PlaceEntry } from '../../src/domain/geo/place-search';

const locality = (
  label: string,
  population: number,
  lat: number,
  lon: number,
  administrativeArea: string | null,
  country = 'DE',
  other: string[] = [],
): PlaceEntry => ({
  kind: 'locality',
  label,
  keys: normalizePlaceName(label),
  otherKeys: other.flatMap(normalizePlaceName),
  population,
  lat,
  lon,
  country,
  administrativeArea,
});

/** A handful of real places (GeoNames coordinates and populations), enough to test ranking and bounds. */
export const PLACE_FIXTURE: readonly PlaceEntry[] = [
  locality('München', 1_260_391, 48.13743, 11.57549, 'Bayern', 'DE', ['Munich', 'Monaco di Baviera']),
  locality('Münchenstein', 12_000, 47.51866, 7.6176, null, 'CH'),
  locality('Mönchengladbach', 261_742, 51.18539, 6.44172, 'Nordrhein-Westfalen'),
  locality('Mannheim', 307_960, 49.4891, 8.46694, 'Baden-Württemberg'),
  locality('Freiburg', 215_966, 47.9959, 7.85222, 'Baden-Württemberg', 'DE', ['Freiburg im Breisgau']),
  locality('Freiberg', 41_641, 50.91089, 13.33881, 'Sachsen'),
  locality('Stuttgart', 630_305, 48.78232, 9.17702, 'Baden-Württemberg'),
  locality('Saarbrücken', 179_349, 49.23262, 7.00982, 'Saarland'),
  locality('Strasbourg', 274_845, 48.58392, 7.74553, null, 'FR', ['Straßburg']),
  locality('Köln', 963_395, 50.93333, 6.95, 'Nordrhein-Westfalen', 'DE', ['Cologne']),
  {
    kind: 'administrative_area_level_1',
    label: 'Baden-Württemberg',
    keys: normalizePlaceName('Baden-Württemberg'),
    population: 11_100_000,
    lat: 48.66,
    lon: 9.0,
    country: 'DE',
    administrativeArea: 'Baden-Württemberg',
    extent: { west: 7.5, south: 47.5, east: 10.5, north: 49.8 },
  },
  {
    kind: 'administrative_area_level_1',
    label: 'Bayern',
    keys: normalizePlaceName('Bayern'),
    otherKeys: normalizePlaceName('Bavaria'),
    population: 13_100_000,
    lat: 48.95,
    lon: 11.4,
    country: 'DE',
    administrativeArea: 'Bayern',
    extent: { west: 8.97, south: 47.27, east: 13.84, north: 50.56 },
  },
  {
    kind: 'country',
    label: 'Deutschland',
    localizedLabels: { 'en-GB': 'Germany', fr: 'Allemagne' },
    keys: ['deutschland', 'germany', 'allemagne'],
    population: 83_000_000,
    lat: 51.1,
    lon: 10.4,
    country: 'DE',
    administrativeArea: null,
    extent: { west: 5.87, south: 47.27, east: 15.04, north: 55.06 },
  },
];

/** Geocoder on PLACE_FIXTURE with the domain's ranking (the real adapter reads GeoNames). */
export class FixtureGeocoder implements Geocoder {
  readonly queries: PlaceSuggestionQuery[] = [];
  async suggest(query: PlaceSuggestionQuery): Promise<PlaceSelection[]> {
    this.queries.push(query);
    return searchPlaces(PLACE_FIXTURE, query.text, { limit: query.limit, locale: query.locale, bounds: query.bounds });
  }
}
