import { circleOnGrid, coveringCells, KM_PER_DEGREE_LAT, KM_PER_DEGREE_LON_AT_EQUATOR, MAX_CELLS } from '../job-search-cells';

/** Km per degree of latitude, and of longitude at the equator (the job search's flat-earth distance, migration 0011). */
export const KM_LAT = KM_PER_DEGREE_LAT;
export const KM_LON = KM_PER_DEGREE_LON_AT_EQUATOR;

/**
 * The grid cells (migration 0151, `resume_search_cells`) covering the circle of `radiusKm` around
 * (lat, lon), at most MAX_CELLS, finer at its edge. A cell is judged in the same flat-earth arithmetic as
 * the adapter's exact distance test, so no resume within the radius lies outside them; the exact test then
 * drops those in the cells' corners.
 */
export function radiusCells(lat: number, lon: number, radiusKm: number): number[] {
  const { box, overlap } = circleOnGrid(lat, lon, radiusKm);
  return coveringCells(box, overlap, MAX_CELLS);
}
