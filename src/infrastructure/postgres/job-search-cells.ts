/*
 * Grid cells of migrations 0011 and 0013 (`job_search_cells`): the same arithmetic on both sides. A cell
 * of grid g (0…4) is a square of 1/2^g degrees, numbered g·10⁸ + ⌊(lat + 90)·2^g⌋·10⁴ + ⌊(lon + 180)·2^g⌋.
 */

const GRIDS = [0, 1, 2, 3, 4] as const;
/** A cell of grid g is numbered from g · GRID_CELL_OFFSET: cells of finer grids than whole degrees are ≥ it. */
export const GRID_CELL_OFFSET = 100_000_000;
/**
 * More cells than this make the GIN lookup cost more than reading the jobs of a looser cover: the index
 * steps through every cell's postings for each candidate (measured at a million jobs, "Buchhaltung"
 * within 100 km, cells of one grid: 35 cells 33 ms, 12 cells 21 ms for the index part; 8 cells lost more
 * in rows read than they saved).
 */
export const MAX_CELLS = 16;
/** With facet terms in the same index scan the jobs read are few anyway: fewer cells, each cheaper to step through. */
export const FEW_CELLS = 6;

export interface Box {
  readonly minLon: number;
  readonly minLat: number;
  readonly maxLon: number;
  readonly maxLat: number;
}

/** How a grid cell lies against the region searched. */
export type Overlap = 'none' | 'inside' | 'partly';

/**
 * A cell's bounds come from dividing its number, a point's cell from multiplying its coordinates: the
 * two roundings may disagree at a cell's edge, so "outside" means outside by more than this (degrees).
 */
export const EDGE = 1e-9;

/** Km per degree of latitude, and of longitude at the equator: the searches' flat-earth distance (migration 0011). */
export const KM_PER_DEGREE_LAT = 110.574;
export const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;

/** Km per degree of longitude at a latitude, in the same flat-earth arithmetic. */
export const kmPerDegreeLon = (lat: number): number => KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);

export interface Circle {
  /** The circle's bounding box. */
  readonly box: Box;
  /** How a grid cell lies against the circle. */
  readonly overlap: (cell: Box) => Overlap;
}

/**
 * The circle of `radiusKm` around (lat, lon), as the job and resume searches ask it of the grid cells. A
 * cell is judged by its nearest and farthest points from the centre, in the same flat-earth arithmetic as
 * their exact distance tests, so no point within the radius lies in a cell judged outside.
 */
export function circleOnGrid(lat: number, lon: number, radiusKm: number): Circle {
  const kx = kmPerDegreeLon(lat);
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const dLon = radiusKm / Math.max(kx, 1e-6);
  const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);
  const km = (dx: number, dy: number) => Math.hypot(dx * kx, dy * KM_PER_DEGREE_LAT);
  return {
    box: { minLon: lon - dLon, minLat: lat - dLat, maxLon: lon + dLon, maxLat: lat + dLat },
    overlap: (cell) =>
      km(clamp(lon, cell.minLon - EDGE, cell.maxLon + EDGE) - lon, clamp(lat, cell.minLat - EDGE, cell.maxLat + EDGE) - lat) > radiusKm
        ? 'none'
        : km(Math.max(lon - cell.minLon, cell.maxLon - lon), Math.max(lat - cell.minLat, cell.maxLat - lat)) <= radiusKm
          ? 'inside'
          : 'partly',
  };
}

/** The default region: the box itself. */
const overlapOfBox =
  (box: Box) =>
  (cell: Box): Overlap =>
    cell.maxLon < box.minLon - EDGE || cell.minLon > box.maxLon + EDGE || cell.maxLat < box.minLat - EDGE || cell.minLat > box.maxLat + EDGE
      ? 'none'
      : cell.minLon >= box.minLon && cell.maxLon <= box.maxLon && cell.minLat >= box.minLat && cell.maxLat <= box.maxLat
        ? 'inside'
        : 'partly';

interface Cell {
  readonly grid: number;
  readonly lat: number;
  readonly lon: number;
  readonly overlap: Overlap;
}

const boundsOf = ({ grid, lat, lon }: Pick<Cell, 'grid' | 'lat' | 'lon'>): Box => {
  const scale = 2 ** grid;
  return { minLat: lat / scale - 90, maxLat: (lat + 1) / scale - 90, minLon: lon / scale - 180, maxLon: (lon + 1) / scale - 180 };
};

/**
 * Cells of grids 0…4 (each job carries its cell of every grid) covering the part of `box` that
 * `overlap` says the search needs (a radius's circle): the whole-degree cells that overlap it, then,
 * coarsest first and while the count stays within `maxCells`, each cell only partly needed replaced by
 * those of its quarters that are. Cells wholly inside stay large and the edge gets fine, so few jobs
 * outside the region are read. When even the whole-degree cells are more than `maxCells`, they are it.
 */
export function coveringCells(box: Box, overlap: (cell: Box) => Overlap = overlapOfBox(box), maxCells = MAX_CELLS): number[] {
  const cells: Cell[] = [];
  for (let lat = Math.floor(box.minLat + 90); lat <= Math.floor(box.maxLat + 90); lat++) {
    for (let lon = Math.floor(box.minLon + 180); lon <= Math.floor(box.maxLon + 180); lon++) {
      const o = overlap(boundsOf({ grid: 0, lat, lon }));
      if (o !== 'none') cells.push({ grid: 0, lat, lon, overlap: o });
    }
  }
  for (const grid of GRIDS.slice(0, -1)) {
    for (const cell of cells.filter((c) => c.grid === grid && c.overlap === 'partly')) {
      const quarters = [0, 1].flatMap((dLat) =>
        [0, 1].flatMap((dLon): Cell[] => {
          const quarter = { grid: grid + 1, lat: cell.lat * 2 + dLat, lon: cell.lon * 2 + dLon };
          const o = overlap(boundsOf(quarter));
          return o === 'none' ? [] : [{ ...quarter, overlap: o }];
        }),
      );
      if (cells.length - 1 + quarters.length > maxCells) continue;
      cells.splice(cells.indexOf(cell), 1, ...quarters);
    }
  }
  return cells.map((c) => c.grid * GRID_CELL_OFFSET + c.lat * 10_000 + c.lon);
}

/**
 * More (term, cell) pairs than this cost the text index more per candidate than the two long lists
 * they replace (each pair is a posting list of its own to step through).
 */
export const MAX_TERM_CELLS = 48;

/**
 * Keys of `job_search.term_cells` (migration 0014): each term of `termIds` in each whole-degree cell
 * that `overlap` needs — term id · 10⁷ + the grid-0 cell. Null beyond MAX_TERM_CELLS pairs.
 */
export function termCells(termIds: readonly string[], box: Box, overlap: (cell: Box) => Overlap): string[] | null {
  // No cell is split at 0 cells: the whole-degree cover.
  const cells = coveringCells(box, overlap, 0);
  if (termIds.length * cells.length > MAX_TERM_CELLS) return null;
  return termIds.flatMap((term) => cells.map((cell) => (BigInt(term) * 10_000_000n + BigInt(cell)).toString()));
}
