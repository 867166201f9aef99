import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CELLS, coveringCells } from '../../../src/infrastructure/postgres/job-search-cells';
import { countPlan } from '../../../src/infrastructure/postgres/job-search-sampling';

/** A point's cell of grid g, as migration 0011's job_search_cells numbers it. */
const cellOf = (grid: number, lon: number, lat: number) => grid * 100_000_000 + Math.floor((lat + 90) * 2 ** grid) * 10_000 + Math.floor((lon + 180) * 2 ** grid);
const gridOf = (cell: number) => Math.floor(cell / 100_000_000);

describe('coveringCells', () => {
  const box = fc
    .record({ lon: fc.double({ min: -10, max: 30, noNaN: true }), lat: fc.double({ min: 40, max: 60, noNaN: true }), w: fc.double({ min: 0, max: 6, noNaN: true }), h: fc.double({ min: 0, max: 4, noNaN: true }) })
    .map(({ lon, lat, w, h }) => ({ minLon: lon, minLat: lat, maxLon: lon + w, maxLat: lat + h }));

  it('covers every point of the box with the cells of one grid, at most MAX_CELLS of them', () => {
    fc.assert(
      fc.property(box, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (b, x, y) => {
        const cells = coveringCells(b);
        const grids = new Set(cells.map(gridOf));
        expect(grids.size).toBe(1);
        const [grid] = [...grids] as [number];
        if (grid > 0) expect(cells.length).toBeLessThanOrEqual(MAX_CELLS);
        const lon = b.minLon + x * (b.maxLon - b.minLon);
        const lat = b.minLat + y * (b.maxLat - b.minLat);
        expect(cells).toContain(cellOf(grid, lon, lat));
      }),
    );
  });

  it('takes the finest grid that fits: a 5 km box gets 1/16° cells, a 200 km box whole degrees', () => {
    expect(new Set(coveringCells({ minLon: 9.1, minLat: 48.7, maxLon: 9.2, maxLat: 48.8 }).map(gridOf))).toEqual(new Set([4]));
    expect(new Set(coveringCells({ minLon: 6.5, minLat: 47, maxLon: 11.9, maxLat: 50.6 }).map(gridOf))).toEqual(new Set([0]));
  });

  it('keeps only the cells the caller keeps, and then may take a finer grid', () => {
    const box = { minLon: 6.5, minLat: 47, maxLon: 11.9, maxLat: 50.6 };
    const centre = { lon: 9.2, lat: 48.8 };
    // a disc of 0.9° around the centre (in degrees, for the test): corners of the box drop out
    const inDisc = (cell: { minLon: number; minLat: number; maxLon: number; maxLat: number }) =>
      Math.hypot(Math.min(Math.max(centre.lon, cell.minLon), cell.maxLon) - centre.lon, Math.min(Math.max(centre.lat, cell.minLat), cell.maxLat) - centre.lat) <= 0.9;
    const all = coveringCells(box);
    const kept = coveringCells(box, inDisc);
    expect(kept.length).toBeLessThanOrEqual(MAX_CELLS);
    expect(Math.max(...kept.map(gridOf))).toBeGreaterThanOrEqual(Math.max(...all.map(gridOf)));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 0.9, noNaN: true }), (angle, r) => {
        const [lon, lat] = [centre.lon + r * Math.cos(angle), centre.lat + r * Math.sin(angle)];
        const grid = gridOf(kept[0]!);
        expect(kept).toContain(cellOf(grid, lon, lat));
      }),
    );
  });
});

describe('countPlan', () => {
  it('counts facets not narrowed over the matching jobs, each narrowed one over the jobs matching the other groups', () => {
    expect(countPlan([], ['industry', 'company'])).toEqual([{ without: null, fields: ['industry', 'company'] }]);
    expect(countPlan(['industry', 'employmentType'], ['industry', 'company', 'employmentType'])).toEqual([
      { without: null, fields: ['company'] },
      { without: 'industry', fields: ['industry'] },
      { without: 'employmentType', fields: ['employmentType'] },
    ]);
    // a narrowed facet nobody asked counts for needs no set of its own
    expect(countPlan(['industry'], ['company'])).toEqual([{ without: null, fields: ['company'] }]);
  });
});
