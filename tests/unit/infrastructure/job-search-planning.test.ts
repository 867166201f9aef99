import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDGE, MAX_CELLS, MAX_TERM_CELLS, coveringCells, termCells } from '../../../src/infrastructure/postgres/job-search-cells';
import { countPlan } from '../../../src/infrastructure/postgres/job-search-sampling';

/** A point's cell of grid g, as migration 0011's job_search_cells numbers it. */
const cellOf = (grid: number, lon: number, lat: number) =>
  grid * 100_000_000 + Math.floor((lat + 90) * 2 ** grid) * 10_000 + Math.floor((lon + 180) * 2 ** grid);
const gridOf = (cell: number) => Math.floor(cell / 100_000_000);

describe('coveringCells', () => {
  const box = fc
    .record({
      lon: fc.double({ min: -10, max: 30, noNaN: true }),
      lat: fc.double({ min: 40, max: 60, noNaN: true }),
      w: fc.double({ min: 0, max: 6, noNaN: true }),
      h: fc.double({ min: 0, max: 4, noNaN: true }),
    })
    .map(({ lon, lat, w, h }) => ({ minLon: lon, minLat: lat, maxLon: lon + w, maxLat: lat + h }));
  /** Whether some cell of the cover (of any grid: every job carries its cell of each) holds the point. */
  const covers = (cells: readonly number[], lon: number, lat: number) =>
    [0, 1, 2, 3, 4].some((grid) => cells.includes(cellOf(grid, lon, lat)));
  const wholeDegrees = (b: { minLon: number; minLat: number; maxLon: number; maxLat: number }) =>
    (Math.floor(b.maxLat) - Math.floor(b.minLat) + 1) * (Math.floor(b.maxLon) - Math.floor(b.minLon) + 1);

  it('covers every point of the box, with at most MAX_CELLS cells unless whole degrees already take more', () => {
    fc.assert(
      fc.property(box, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (b, x, y) => {
        const cells = coveringCells(b);
        if (wholeDegrees(b) <= MAX_CELLS) expect(cells.length).toBeLessThanOrEqual(MAX_CELLS);
        else expect(new Set(cells.map(gridOf))).toEqual(new Set([0]));
        expect(covers(cells, b.minLon + x * (b.maxLon - b.minLon), b.minLat + y * (b.maxLat - b.minLat))).toBe(true);
      }),
    );
  });

  it('gets fine where the region is small: a 5 km box in 1/16° cells, a 200 km box in whole degrees', () => {
    expect(new Set(coveringCells({ minLon: 9.1, minLat: 48.7, maxLon: 9.2, maxLat: 48.8 }).map(gridOf))).toEqual(new Set([4]));
    expect(new Set(coveringCells({ minLon: 6.5, minLat: 47, maxLon: 11.9, maxLat: 50.6 }).map(gridOf))).toEqual(new Set([0]));
  });

  it('covers a circle with large cells inside and fine ones at its edge, every point of it', () => {
    // a disc of radius r degrees (the test's own geometry) around a centre
    const disc = fc.record({
      lon: fc.double({ min: -10, max: 30, noNaN: true }),
      lat: fc.double({ min: 40, max: 60, noNaN: true }),
      r: fc.double({ min: 0.01, max: 1.2, noNaN: true }),
    });
    fc.assert(
      fc.property(
        disc,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ lon, lat, r }, angle, t) => {
          const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);
          const overlap = (c: { minLon: number; minLat: number; maxLon: number; maxLat: number }) =>
            Math.hypot(clamp(lon, c.minLon - EDGE, c.maxLon + EDGE) - lon, clamp(lat, c.minLat - EDGE, c.maxLat + EDGE) - lat) > r
              ? 'none'
              : Math.hypot(Math.max(lon - c.minLon, c.maxLon - lon), Math.max(lat - c.minLat, c.maxLat - lat)) <= r
                ? 'inside'
                : 'partly';
          const b = { minLon: lon - r, minLat: lat - r, maxLon: lon + r, maxLat: lat + r };
          const cells = coveringCells(b, overlap);
          if (wholeDegrees(b) <= MAX_CELLS) expect(cells.length).toBeLessThanOrEqual(MAX_CELLS);
          expect(covers(cells, lon + t * r * Math.cos(angle), lat + t * r * Math.sin(angle))).toBe(true);
        },
      ),
    );
    // 100 km around Stuttgart (≈ 0.9° by 1.4°): mixed grids, less area than whole degrees
    const c = { lon: 9.18, lat: 48.78, rLon: 1.36, rLat: 0.9 };
    const ellipse = (cell: { minLon: number; minLat: number; maxLon: number; maxLat: number }) => {
      const d = (dLon: number, dLat: number) => Math.hypot(dLon / c.rLon, dLat / c.rLat);
      const near = d(
        Math.min(Math.max(c.lon, cell.minLon), cell.maxLon) - c.lon,
        Math.min(Math.max(c.lat, cell.minLat), cell.maxLat) - c.lat,
      );
      const far = d(Math.max(c.lon - cell.minLon, cell.maxLon - c.lon), Math.max(c.lat - cell.minLat, cell.maxLat - c.lat));
      return near > 1 ? 'none' : far <= 1 ? 'inside' : 'partly';
    };
    const cells = coveringCells(
      { minLon: c.lon - c.rLon, minLat: c.lat - c.rLat, maxLon: c.lon + c.rLon, maxLat: c.lat + c.rLat },
      ellipse,
    );
    const area = (cell: number) => 4 ** -gridOf(cell);
    expect(new Set(cells.map(gridOf)).size).toBeGreaterThan(1);
    expect(cells.reduce((sum, cell) => sum + area(cell), 0)).toBeLessThan(
      coveringCells({ minLon: c.lon - c.rLon, minLat: c.lat - c.rLat, maxLon: c.lon + c.rLon, maxLat: c.lat + c.rLat }).reduce(
        (sum, cell) => sum + area(cell),
        0,
      ),
    );
  });
});

describe('termCells', () => {
  /** A job's keys, as migration 0014's job_search_term_cells makes them. */
  const keysOf = (termIds: readonly string[], lon: number, lat: number) =>
    termIds.map((t) => String(BigInt(t) * 10_000_000n + BigInt(cellOf(0, lon, lat))));

  it('names every job of the box that has one of the terms, and none that has other terms', () => {
    fc.assert(
      fc.property(
        fc.record({
          lon: fc.double({ min: -10, max: 30, noNaN: true }),
          lat: fc.double({ min: 40, max: 60, noNaN: true }),
          w: fc.double({ min: 0, max: 2, noNaN: true }),
          h: fc.double({ min: 0, max: 1.5, noNaN: true }),
        }),
        fc.uniqueArray(fc.integer({ min: 1, max: 5_000_000 }).map(String), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 5_000_001, max: 9_000_000 }).map(String),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ lon, lat, w, h }, terms, other, fx, fy) => {
          const b = { minLon: lon, minLat: lat, maxLon: lon + w, maxLat: lat + h };
          const keys = termCells(terms, b, () => 'partly');
          if (keys === null) return;
          const [x, y] = [lon + fx * w, lat + fy * h];
          expect(keysOf([terms[0]!], x, y).every((k) => keys.includes(k))).toBe(true);
          expect(keysOf([other], x, y).some((k) => keys.includes(k))).toBe(false);
        },
      ),
    );
  });

  it('gives up beyond MAX_TERM_CELLS pairs (the cells and terms are asked apart then)', () => {
    const box = { minLon: 8.2, minLat: 48.3, maxLon: 11.9, maxLat: 49.9 }; // 4 × 2 whole degrees
    expect(termCells(['1', '2'], box, () => 'partly')).toHaveLength(16);
    const many = Array.from({ length: Math.floor(MAX_TERM_CELLS / 8) + 1 }, (_, i) => String(i + 1));
    expect(termCells(many, box, () => 'partly')).toBeNull();
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
