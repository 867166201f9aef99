import { describe, expect, it } from 'vitest';
import { circleOnGrid, KM_PER_DEGREE_LAT, kmPerDegreeLon } from '../../../src/infrastructure/postgres/job-search-cells';
import { radiusCells } from '../../../src/infrastructure/postgres/resume-search/resume-search-cells';

/** The cells a point lies in, one per grid, numbered as `resume_search_cells` (migration 0151) numbers them. */
const cellsOf = (lat: number, lon: number) =>
  [0, 1, 2, 3, 4].map((g) => g * 100_000_000 + Math.floor((lat + 90) * 2 ** g) * 10_000 + Math.floor((lon + 180) * 2 ** g));

/** The searches' flat-earth distance in km. */
const km = (lat: number, lon: number, pLat: number, pLon: number) =>
  Math.hypot((pLon - lon) * kmPerDegreeLon(lat), (pLat - lat) * KM_PER_DEGREE_LAT);

describe('a circle on the search grid', () => {
  const centres = [
    [48.776, 9.182],
    [47.999, 7.852],
    [54.0, -0.001],
  ] as const;

  it('covers every point within the radius by one of the radius cells', () => {
    for (const [lat, lon] of centres) {
      for (const radius of [5, 25, 50, 100]) {
        const cells = new Set(radiusCells(lat, lon, radius));
        expect(cells.size).toBeGreaterThan(0);
        for (let i = 0; i < 400; i++) {
          // Points spread over the bounding box; those inside the circle must be in a cell of the cover.
          const pLat = lat + ((((i * 37) % 400) / 200 - 1) * radius) / KM_PER_DEGREE_LAT;
          const pLon = lon + ((((i * 91) % 400) / 200 - 1) * radius) / kmPerDegreeLon(lat);
          if (km(lat, lon, pLat, pLon) > radius) continue;
          expect(
            cellsOf(pLat, pLon).some((c) => cells.has(c)),
            `${pLat},${pLon} within ${radius} km`,
          ).toBe(true);
        }
      }
    }
  });

  it('judges a cell by its nearest and farthest points from the centre', () => {
    const { box, overlap } = circleOnGrid(48.5, 9.5, 30);
    expect(box.minLat).toBeCloseTo(48.5 - 30 / KM_PER_DEGREE_LAT, 9);
    expect(box.maxLon).toBeCloseTo(9.5 + 30 / kmPerDegreeLon(48.5), 9);
    // A tiny cell at the centre lies inside, one far away lies outside, one on the edge partly.
    expect(overlap({ minLat: 48.49, maxLat: 48.51, minLon: 9.49, maxLon: 9.51 })).toBe('inside');
    expect(overlap({ minLat: 50, maxLat: 51, minLon: 9, maxLon: 10 })).toBe('none');
    expect(overlap({ minLat: 48, maxLat: 49, minLon: 9, maxLon: 10 })).toBe('partly');
  });
});
