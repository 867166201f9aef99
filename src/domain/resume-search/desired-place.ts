import type { PlaceSelection } from '../geo/place';
import { normalizePlaceName } from '../geo/place-search';

/**
 * Where a resume's owner wants to work, as the place data knows it: a town (a point, for radius
 * searches, with its federal state and country) or a whole federal state or country (no point: a radius
 * around a state's centre would claim towns the owner never named).
 */
export interface DesiredPlace {
  readonly lat: number | null;
  readonly lon: number | null;
  readonly country: string;
  readonly administrativeArea: string | null;
}

/** Owners often name several places ("Freiburg, Basel", "Köln / Bonn"): the first one is located. */
export const firstNamedPlace = (desiredLocation: string): string =>
  (desiredLocation.split(/[,;/|]| oder | or | ou /i)[0] ?? '').trim().slice(0, 100);

/**
 * The place of a resume's desired location from the place suggestions for its text: the first
 * suggestion whose name is the text (any spelling the place search accepts; a town before a state of the
 * same name), else the first town or postal code. Null when there is none: a resume placed in the wrong town would be found in radius
 * searches where its owner does not want to work, which is worse than being found by words and facets only.
 */
export function desiredPlaceOf(text: string, suggestions: readonly PlaceSelection[]): DesiredPlace | null {
  const wanted = new Set(normalizePlaceName(text));
  const isTown = (s: PlaceSelection) => s.locationType === 'locality' || s.locationType === 'postal_code';
  const exact = suggestions.filter((s) => normalizePlaceName(s.label).some((name) => wanted.has(name)));
  // A city that is its own state (Hamburg, Berlin, Wien) is meant as the city: it has a point.
  const place = exact.find(isTown) ?? exact[0] ?? suggestions.find(isTown);
  if (!place) return null;
  const point = place.locationType === 'locality' || place.locationType === 'postal_code';
  return {
    lat: point ? place.lat : null,
    lon: point ? place.lon : null,
    country: place.country,
    administrativeArea: place.locationType === 'country' ? null : place.administrativeArea,
  };
}
