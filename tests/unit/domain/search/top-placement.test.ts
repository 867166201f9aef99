import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topPlacementPage } from '../../../../src/domain/search/top-placement';

/** The whole ordered result with the matching Top jobs moved first, both parts keeping their order. */
const topFirst = (all: readonly number[], tops: ReadonlySet<number>) => [
  ...all.filter((j) => tops.has(j)),
  ...all.filter((j) => !tops.has(j)),
];

describe('topPlacementPage', () => {
  it('puts the Top jobs on the first page and starts the rest at its beginning', () => {
    expect(topPlacementPage({ first: 0, last: 10 }, ['a', 'b'])).toEqual({ tops: ['a', 'b'], rest: { first: 0, last: 8 } });
    expect(topPlacementPage({ first: 10, last: 10 }, ['a', 'b'])).toEqual({ tops: [], rest: { first: 8, last: 10 } });
    expect(topPlacementPage({ first: 0, last: 2 }, ['a', 'b', 'c'])).toEqual({ tops: ['a', 'b'], rest: { first: 0, last: 0 } });
    expect(topPlacementPage({ first: 2, last: 2 }, ['a', 'b', 'c'])).toEqual({ tops: ['c'], rest: { first: 0, last: 1 } });
    expect(topPlacementPage({ first: 20, last: 10 }, [])).toEqual({ tops: [], rest: { first: 20, last: 10 } });
  });

  it('pages through "Top first, then the rest" exactly, whatever the results, Top jobs and page size', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 60 }),
        fc.array(fc.boolean(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        (all, flags, size) => {
          const tops = new Set(all.filter((_, i) => flags[i] === true));
          const expected = topFirst(all, tops);
          const others = all.filter((j) => !tops.has(j));
          const shown: number[] = [];
          for (let first = 0; first < all.length + size; first += size) {
            const page = topPlacementPage({ first, last: size }, [...all.filter((j) => tops.has(j))]);
            // The index answers the page of the other matches (Top jobs left out) as asked.
            shown.push(...page.tops, ...others.slice(page.rest.first, page.rest.first + page.rest.last));
            expect(page.tops.length + page.rest.last).toBe(size);
          }
          expect(shown).toEqual(expected);
        },
      ),
    );
  });
});
