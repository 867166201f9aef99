import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANYWHERE_CELL, MAX_CELLS, coveringCells, sampleOffset } from '../../../src/infrastructure/postgres/job-search-cells';
import { countPlan } from '../../../src/infrastructure/postgres/job-search-sampling';

/** A point's cell of grid g, as migration 0011's job_search_cells numbers it. */
const cellOf = (grid: number, lon: number, lat: number) => grid * 100_000_000 + Math.floor((lat + 90) * 2 ** grid) * 10_000 + Math.floor((lon + 180) * 2 ** grid);
const gridOf = (cell: number) => Math.floor((cell % 500_000_000) / 100_000_000);

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

  it('names a sample level’s cells with its offset; the anywhere cell is outside every grid', () => {
    const b = { minLon: 9.1, minLat: 48.7, maxLon: 9.2, maxLat: 48.8 };
    expect(coveringCells(b, 6)).toEqual(coveringCells(b).map((c) => c + sampleOffset(6)));
    expect(sampleOffset(9)).toBe(1_500_000_000);
    // its latitude row (9,999) lies beyond the finest grid's last one (180 · 16)
    expect(Math.floor((ANYWHERE_CELL % 100_000_000) / 10_000)).toBeGreaterThan(180 * 16);
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
