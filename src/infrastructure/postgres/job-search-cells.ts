/*
 * Grid cells of migrations 0011 and 0013 (`job_search_cells`): the same arithmetic on both sides. A cell
 * of grid g (0…4) is a square of 1/2^g degrees, numbered g·10⁸ + ⌊(lat + 90)·2^g⌋·10⁴ + ⌊(lon + 180)·2^g⌋.
 */

const GRIDS = [0, 1, 2, 3, 4] as const;
/**
 * More cells than this make the GIN lookup cost more than the looser cover of a coarser grid saves: the
 * index steps through every cell's postings for each candidate (measured at a million jobs, "Buchhaltung"
 * within 100 km: 35 cells 33 ms, 12 cells 21 ms for the index part; 8 cells lost more in rows read).
 */
export const MAX_CELLS = 16;

export interface Box {
  readonly minLon: number;
  readonly minLat: number;
  readonly maxLon: number;
  readonly maxLat: number;
}


/**
 * The cells of the finest grid that cover the box with at most MAX_CELLS cells (the coarsest grid always
 * does here). `keep` may drop cells the search cannot need (those outside a radius's circle): only the
 * kept ones count, so a circle gets finer cells than its box would.
 */
export function coveringCells(box: Box, keep: (cell: Box) => boolean = () => true): number[] {
  for (const grid of [...GRIDS].reverse()) {
    const scale = 2 ** grid;
    const [lat0, lat1] = [Math.floor((box.minLat + 90) * scale), Math.floor((box.maxLat + 90) * scale)];
    const [lon0, lon1] = [Math.floor((box.minLon + 180) * scale), Math.floor((box.maxLon + 180) * scale)];
    // Too many even before dropping any: not worth looking at each.
    if ((lat1 - lat0 + 1) * (lon1 - lon0 + 1) > 4 * MAX_CELLS && grid > 0) continue;
    const cells: number[] = [];
    for (let lat = lat0; lat <= lat1; lat++) {
      for (let lon = lon0; lon <= lon1; lon++) {
        const cell = { minLat: lat / scale - 90, maxLat: (lat + 1) / scale - 90, minLon: lon / scale - 180, maxLon: (lon + 1) / scale - 180 };
        if (keep(cell)) cells.push(grid * 100_000_000 + lat * 10_000 + lon);
      }
    }
    if (cells.length > MAX_CELLS && grid > 0) continue;
    return cells;
  }
  return [];
}
