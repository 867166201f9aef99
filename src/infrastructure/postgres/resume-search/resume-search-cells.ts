import { type Box, coveringCells, EDGE, MAX_CELLS, type Overlap } from '../job-search-cells';

/** Km per degree of latitude, and of longitude at the equator (the job search's flat-earth distance, migration 0011). */
export const KM_LAT = 110.574;
export const KM_LON = 111.32;

/**
 * The grid cells (migration 0151, `resume_search_cells`) covering the circle of `radiusKm` around
 * (lat, lon), at most MAX_CELLS, finer at its edge. A cell is judged by its nearest and farthest points
 * from the centre in the same flat-earth arithmetic as the adapter's exact distance test, so no resume
 * within the radius lies outside them; the exact test then drops those in the cells' corners.
 */
export function radiusCells(lat: number, lon: number, radiusKm: number): number[] {
  const kx = KM_LON * Math.cos((lat * Math.PI) / 180);
  const dLat = radiusKm / KM_LAT;
  const dLon = radiusKm / Math.max(kx, 1e-6);
  const box: Box = { minLon: lon - dLon, minLat: lat - dLat, maxLon: lon + dLon, maxLat: lat + dLat };
  const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);
  const km = (dx: number, dy: number) => Math.hypot(dx * kx, dy * KM_LAT);
  const againstCircle = (cell: Box): Overlap =>
    km(clamp(lon, cell.minLon - EDGE, cell.maxLon + EDGE) - lon, clamp(lat, cell.minLat - EDGE, cell.maxLat + EDGE) - lat) > radiusKm
      ? 'none'
      : km(Math.max(lon - cell.minLon, cell.maxLon - lon), Math.max(lat - cell.minLat, cell.maxLat - lat)) <= radiusKm
        ? 'inside'
        : 'partly';
  return coveringCells(box, againstCircle, MAX_CELLS);
}
