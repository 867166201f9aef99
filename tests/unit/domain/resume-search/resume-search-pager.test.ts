import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resumeSearchPager } from '../../../../src/domain/resume-search/resume-search-pager';
import { RESUME_SEARCH_LIMITS } from '../../../../src/domain/resume-search/resume-search-query';

const input = fc.record({
  page: fc.integer({ min: 1, max: RESUME_SEARCH_LIMITS.maxPage }),
  perPage: fc.integer({ min: 1, max: 50 }),
  total: fc.integer({ min: 0, max: 2_000_000 }),
  totalEstimated: fc.boolean(),
  shown: fc.integer({ min: 0, max: 50 }),
});

describe('the resume search pager', () => {
  it('with an estimated total names no last page and offers next only after a full page', () => {
    fc.assert(
      fc.property(input, (i) => {
        const pager = resumeSearchPager({ ...i, totalEstimated: true });
        expect(pager.pages).toBeNull();
        expect(pager.next).toBe(i.shown >= i.perPage && i.page < RESUME_SEARCH_LIMITS.maxPage ? i.page + 1 : null);
      }),
    );
  });

  it('with an exact total names the last page and offers next exactly while resumes follow', () => {
    fc.assert(
      fc.property(input, (i) => {
        const pager = resumeSearchPager({ ...i, totalEstimated: false });
        expect(pager.pages).toBe(Math.min(Math.ceil(i.total / i.perPage), RESUME_SEARCH_LIMITS.maxPage));
        expect(pager.next !== null).toBe(i.page * i.perPage < i.total && i.page < RESUME_SEARCH_LIMITS.maxPage);
      }),
    );
  });

  it('offers the page before, never one before the first, and never one the search refuses', () => {
    fc.assert(
      fc.property(input, (i) => {
        const pager = resumeSearchPager(i);
        expect(pager.previous).toBe(i.page > 1 ? i.page - 1 : null);
        if (pager.next !== null) expect(pager.next).toBeLessThanOrEqual(RESUME_SEARCH_LIMITS.maxPage);
      }),
    );
  });

  it('page 3 of an estimated 48,317 with a full page: previous and next, no 4,832nd page', () => {
    expect(resumeSearchPager({ page: 3, perPage: 10, total: 48_317, totalEstimated: true, shown: 10 })).toEqual({
      previous: 2,
      next: 4,
      pages: null,
    });
    expect(resumeSearchPager({ page: 3, perPage: 10, total: 48_317, totalEstimated: false, shown: 10 }).pages).toBe(1000);
  });
});
