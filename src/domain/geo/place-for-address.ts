import type { PlaceSelection } from './place';
import { normalizePlaceName } from './place-search';

export interface Coordinates {
  readonly lat: number;
  readonly lon: number;
}

/**
 * Where a posted job is, from the place suggestions for its locality: the first suggestion in the
 * address's country whose name is the locality (any spelling the place search accepts, "Muenchen" for
 * "München"), else the first locality or postal code there. Null when the country has none: a job
 * placed in the wrong town would show up in radius searches where it is not, which is worse than being
 * found by words and filters only.
 */
export function placeForAddress(locality: string, countryCode: string, suggestions: readonly PlaceSelection[]): Coordinates | null {
  const inCountry = suggestions.filter(
    (s) => s.country === countryCode.toUpperCase() && (s.locationType === 'locality' || s.locationType === 'postal_code'),
  );
  const wanted = new Set(normalizePlaceName(locality));
  const exact = inCountry.find((s) => normalizePlaceName(s.label).some((name) => wanted.has(name)));
  const place = exact ?? inCountry[0];
  return place ? { lat: place.lat, lon: place.lon } : null;
}
