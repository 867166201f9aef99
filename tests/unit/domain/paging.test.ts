import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, normalizePage, pageCount, pageRange } from '../../../src/domain/job/paging';

describe('paging (spec §9: first = (page-1) * size, last = size)', () => {
  it('computes the range of a page', () => {
    expect(pageRange(1, 10)).toEqual({ first: 0, last: 10 });
    expect(pageRange(3, 10)).toEqual({ first: 20, last: 10 });
    expect(pageRange(2, 12)).toEqual({ first: 12, last: 12 });
  });

  it('turns any input into a page between 1 and MAX_PAGE', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.double()), (raw) => {
        const page = normalizePage(raw);
        expect(Number.isInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(MAX_PAGE);
      }),
    );
  });

  it('keeps valid pages and rejects nonsense', () => {
    expect(normalizePage('2')).toBe(2);
    expect(normalizePage(7)).toBe(7);
    expect(normalizePage('-3')).toBe(1);
    expect(normalizePage('0')).toBe(1);
    expect(normalizePage('2.5')).toBe(1);
    expect(normalizePage('1e3')).toBe(1);
    expect(normalizePage(undefined)).toBe(1);
    expect(normalizePage('999999')).toBe(MAX_PAGE);
  });

  it('ranges of consecutive pages tile the result list without gaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 50 }), (page, size) => {
        const a = pageRange(page, size);
        const b = pageRange(page + 1, size);
        expect(b.first).toBe(a.first + a.last);
      }),
    );
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
