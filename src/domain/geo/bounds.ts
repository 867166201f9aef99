/** A latitude/longitude box: the site's `geoBounds` ([west, south, east, north]) or a place's extent. */
export interface GeoBounds {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** The site config's `[west, south, east, north]` tuple as bounds; null when the site has none. */
export const boundsFromTuple = (tuple: readonly [number, number, number, number] | undefined | null): GeoBounds | null =>
  tuple ? { west: tuple[0], south: tuple[1], east: tuple[2], north: tuple[3] } : null;

export const containsPoint = (b: GeoBounds, lat: number, lon: number): boolean =>
  lat >= b.south && lat <= b.north && lon >= b.west && lon <= b.east;

export const intersects = (a: GeoBounds, b: GeoBounds): boolean =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

/** The smallest box holding both (for growing an area's extent place by place). */
export const extend = (b: GeoBounds | null, lat: number, lon: number): GeoBounds =>
  b
    ? { west: Math.min(b.west, lon), south: Math.min(b.south, lat), east: Math.max(b.east, lon), north: Math.max(b.north, lat) }
    : { west: lon, south: lat, east: lon, north: lat };
