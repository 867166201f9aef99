import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundEstimate } from '../../../../src/domain/search/estimate';

describe('roundEstimate', () => {
  it('keeps two significant digits', () => {
    expect(roundEstimate(48_317)).toBe(48_000);
    expect(roundEstimate(1_236)).toBe(1_200);
    expect(roundEstimate(1_250)).toBe(1_300);
    expect(roundEstimate(96)).toBe(96);
    expect(roundEstimate(8)).toBe(8);
    expect(roundEstimate(0)).toBe(1);
  });

  it('is within 5 % of the count and has at most two significant digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (n) => {
        const r = roundEstimate(n);
        expect(Math.abs(r - n) / n).toBeLessThanOrEqual(0.05);
        expect(String(r).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
