import { extend, type GeoBounds } from '../geo/bounds';
import type { Coordinates } from '../geo/place-for-address';
import { type FurtherLocation, locationAddressLine } from './further-locations';

/** One pin on an organization's map of locations: what its label and popup say, and where it stands. */
export interface LocationMarker {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly point: Coordinates;
}

/** The locations the place data could place, as pins; one without a point stays in the list only. */
export const locationMarkers = (locations: readonly FurtherLocation[]): LocationMarker[] =>
  locations.flatMap((l) => (l.point ? [{ id: l.id, name: l.name, address: locationAddressLine(l), point: l.point }] : []));

/** The smallest box holding every pin, which the map is fitted to; null without pins. */
export const markerBounds = (markers: readonly LocationMarker[]): GeoBounds | null =>
  markers.reduce<GeoBounds | null>((box, m) => extend(box, m.point.lat, m.point.lon), null);
