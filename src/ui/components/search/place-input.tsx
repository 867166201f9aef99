import { isLocationType, type PlaceSelection } from '../../../domain/geo/place';
import type { GeoLocation } from '../../../domain/search/job-search-request';
import { PlaceField } from '../place-field';

/** A searched place is a place field selection once it has coordinates (a typed-only place has none). */
const selectionOf = (geo: GeoLocation | null): PlaceSelection | null =>
  geo && geo.lat !== null && geo.lon !== null && isLocationType(geo.locationType)
    ? {
        label: geo.label,
        lat: geo.lat,
        lon: geo.lon,
        locationType: geo.locationType,
        country: geo.country ?? 'DE',
        administrativeArea: geo.administrativeArea,
      }
    : null;

/**
 * The place of a search: the address autocomplete (`PlaceField`: text input `geo_location`, hidden inputs
 * lat, lon, locationType, country and administrative_area_level_1 once a place is picked), seeded with the
 * searched place. Editing the text forgets the picked place (its coordinates belong to the old text).
 */
export function PlaceInput({
  geo,
  label,
  onPlaceChange,
}: {
  geo: GeoLocation | null;
  label: string;
  onPlaceChange?: (place: GeoLocation | null) => void;
}) {
  return (
    <PlaceField
      label={label}
      defaultValue={selectionOf(geo)}
      defaultInput={geo?.label ?? ''}
      onChange={(place) => onPlaceChange?.(place ? { ...place, radius: null } : null)}
    />
  );
}
