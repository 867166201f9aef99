import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { type LocationMarker, markerBounds } from '../../../domain/organization/locations-map';
import type { MapTiles } from '../../../domain/site/map-tiles';

/*
 * Leaflet, in a chunk of its own: the locations map imports this module only on a page with placed
 * locations and only after the visitor agreed to maps, so no other page (and no page before consent)
 * loads Leaflet, its styles or a single tile.
 */

/** Close enough to see the streets around one location, never so close that a town's point looks like an address. */
const FIT_MAX_ZOOM = 13;

/** The pin: an inline SVG in the site's colour (no image files to find, nothing fetched). */
const pinIcon = (colour: string) =>
  L.divIcon({
    className: 'jb-map-pin',
    html: `<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true" focusable="false"><path fill="${colour}" stroke="#fff" stroke-width="1.5" d="M12 1C6 1 1 5.9 1 12c0 8.3 11 22 11 22s11-13.7 11-22C23 5.9 18 1 12 1z"/><circle cx="12" cy="12" r="4.2" fill="#fff"/></svg>`,
    iconSize: [24, 36],
    iconAnchor: [12, 35],
    popupAnchor: [0, -30],
  });

/** The popup's name and address, set as text: a location's name is the organization's input, never markup. */
function popupContent(marker: LocationMarker): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = marker.name;
  const address = document.createElement('div');
  address.textContent = marker.address;
  box.append(name, address);
  return box;
}

export interface LocationsMapOptions {
  readonly tiles: MapTiles;
  /** The pins' colour (the site's primary colour, as on its other controls). */
  readonly colour: string;
  /** What a screen reader or keyboard user hears on a pin. */
  readonly markerLabel: (marker: LocationMarker) => string;
}

/**
 * Draws the map into `container`, fitted to every pin; each pin is focusable and opens its popup with
 * Enter or a click. Scroll-wheel zoom stays off so the page scrolls past the map. Returns what removes
 * the map again.
 */
export function drawLocationsMap(container: HTMLElement, markers: readonly LocationMarker[], options: LocationsMapOptions): () => void {
  const bounds = markerBounds(markers);
  if (!bounds) return () => {};
  // The credit is the page's own text next to the map (locations-map.tsx), not Leaflet's control.
  const map = L.map(container, { attributionControl: false, scrollWheelZoom: false });
  // The view first: Leaflet puts a layer into the page only once its map has one, and each pin's label
  // is set on its element right after adding it.
  map.fitBounds(
    [
      [bounds.south, bounds.west],
      [bounds.north, bounds.east],
    ],
    { padding: [32, 32], maxZoom: FIT_MAX_ZOOM },
  );
  L.tileLayer(options.tiles.urlTemplate, { maxZoom: options.tiles.maxZoom }).addTo(map);
  const icon = pinIcon(options.colour);
  for (const marker of markers) {
    const pin = L.marker([marker.point.lat, marker.point.lon], { icon, title: marker.name, keyboard: true, riseOnHover: true })
      .bindPopup(popupContent(marker))
      .addTo(map);
    pin.getElement()?.setAttribute('aria-label', options.markerLabel(marker));
  }
  return () => map.remove();
}
