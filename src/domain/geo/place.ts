/**
 * A place a visitor picked from the address suggestions (job search parameters geo_location,
 * lat, lon, locationType, country, administrative_area_level_1). Shared by the search query builder
 * (which turns it into the request's geoLocation) and the place field (which produces it).
 */
export const LOCATION_TYPES = ['locality', 'postal_code', 'administrative_area_level_1', 'country'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const isLocationType = (value: unknown): value is LocationType =>
  typeof value === 'string' && (LOCATION_TYPES as readonly string[]).includes(value);

export interface PlaceSelection {
  /** What the visitor sees and what goes into `geo_location`, e.g. "Freiburg im Breisgau". */
  readonly label: string;
  readonly lat: number;
  readonly lon: number;
  readonly locationType: LocationType;
  /** ISO 3166-1 alpha-2, e.g. "DE" (query parameter `country`). */
  readonly country: string;
  /** Federal state, e.g. "Baden-Württemberg" (query parameter `administrative_area_level_1`), when known. */
  readonly administrativeArea: string | null;
}

/** No radius for country and administrative-area location types (the whole area matches). */
export const takesRadius = (type: LocationType): boolean => type === 'locality' || type === 'postal_code';
