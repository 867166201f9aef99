/**
 * Where a site's maps take their raster tiles from and whom they credit. Tiles come from a third party
 * (OpenStreetMap's servers unless the site names another), so a map loads them only after the visitor
 * agreed to the `map` consent service.
 */
export interface MapTiles {
  /** An https address with `{z}`, `{x}` and `{y}` (and `{s}` where the provider spreads tiles over subdomains). */
  readonly urlTemplate: string;
  /** The credit the provider's terms ask to show next to the map, as plain text. */
  readonly attribution: string;
  /** Where the credit links to (the provider's copyright page). */
  readonly attributionUrl: string;
  /** The deepest zoom the provider serves. */
  readonly maxZoom: number;
}

/** OpenStreetMap's standard tiles, credited as its tile usage policy asks. */
export const OPENSTREETMAP_TILES: MapTiles = {
  urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
  maxZoom: 19,
};

/** The site's own tile provider, else OpenStreetMap's. */
export const mapTilesOf = (site: { readonly mapTiles?: MapTiles }): MapTiles => site.mapTiles ?? OPENSTREETMAP_TILES;

/** The host tiles are requested from (what a page must not contact before consent). */
export const tileHost = (tiles: MapTiles): string => new URL(tiles.urlTemplate.replaceAll(/\{[a-z]\}/g, 'a')).host;
