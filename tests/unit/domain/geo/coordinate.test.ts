import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCoordinate } from '../../../../src/domain/geo/coordinate';
import { resumePlaceFilter } from '../../../../src/domain/resume-search/resume-place-filter';

/** Decimals as the number prints; an exponent (`5e-324`) counts as failing the bound. */
const decimals = (n: number): number => {
  const text = String(n);
  if (/e/i.test(text)) return Number.POSITIVE_INFINITY;
  return text.split('.')[1]?.length ?? 0;
};

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });

describe('coordinates the searches take', () => {
  it('rounds any finite coordinate to at most 6 decimals, within 0.5e-6 of the value, never -0', () => {
    fc.assert(
      fc.property(longitude, (value) => {
        const rounded = roundCoordinate(value);
        expect(decimals(rounded)).toBeLessThanOrEqual(6);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5e-6 + 1e-12);
        expect(Object.is(rounded, -0)).toBe(false);
      }),
    );
  });

  it('turns denormals and other values below the precision into 0', () => {
    expect(roundCoordinate(5e-324)).toBe(0);
    expect(roundCoordinate(-5e-324)).toBe(0);
    expect(roundCoordinate(4.9e-7)).toBe(0);
    expect(roundCoordinate(47.99590049)).toBe(47.9959);
  });

  it('the resume search parses any latitude in range without throwing, to at most 6 decimals', () => {
    fc.assert(
      fc.property(latitude, longitude, (lat, lon) => {
        const filter = resumePlaceFilter({ label: 'Ort', lat, lon, locationType: 'locality', country: 'DE', radius: 25 });
        expect(filter.ok).toBe(true);
        if (!filter.ok || filter.value?.kind !== 'radius') throw new Error('a town within range is a radius search');
        expect(decimals(filter.value.lat)).toBeLessThanOrEqual(6);
        expect(decimals(filter.value.lon)).toBeLessThanOrEqual(6);
      }),
    );
  });
});
