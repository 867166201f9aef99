/*
 * Grid cells of migration 0011 (`job_search_cells`): the same arithmetic on both sides. A cell of grid
 * g (0…4) is a square of 1/2^g degrees, numbered g·10⁸ + ⌊(lat + 90)·2^g⌋·10⁴ + ⌊(lon + 180)·2^g⌋. Jobs
 * of the sample with shift s (3, 6, 9) carry their cells again, offset by (s/3)·5·10⁸, and the
 * "anywhere" cell 499,999,999 offset the same way.
 */

const GRIDS = [0, 1, 2, 3, 4] as const;
/** More cells than this make the GIN lookup cost more than the looser cover of a coarser grid. */
export const MAX_CELLS = 64;
export const ANYWHERE_CELL = 499_999_999;

export interface Box {
  readonly minLon: number;
  readonly minLat: number;
  readonly maxLon: number;
  readonly maxLat: number;
}

/** The offset of a sample level's cells (shift 0: every job's own cells). */
export const sampleOffset = (shift: number): number => (shift / 3) * 500_000_000;

/** The cells of the finest grid that cover the box with at most MAX_CELLS cells (the coarsest grid always does here). */
export function coveringCells(box: Box, shift = 0): number[] {
  for (const grid of [...GRIDS].reverse()) {
    const scale = 2 ** grid;
    const [lat0, lat1] = [Math.floor((box.minLat + 90) * scale), Math.floor((box.maxLat + 90) * scale)];
    const [lon0, lon1] = [Math.floor((box.minLon + 180) * scale), Math.floor((box.maxLon + 180) * scale)];
    const count = (lat1 - lat0 + 1) * (lon1 - lon0 + 1);
    if (count > MAX_CELLS && grid > 0) continue;
    const cells: number[] = [];
    for (let lat = lat0; lat <= lat1; lat++) {
      for (let lon = lon0; lon <= lon1; lon++) cells.push(grid * 100_000_000 + lat * 10_000 + lon + sampleOffset(shift));
    }
    return cells;
  }
  return [];
}
