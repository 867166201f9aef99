import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOver, takeFiltersOpen, takeFocus } from '../../../src/ui/components/search/search-carry-over';

describe('search carry-over (focus and drawer across a remount)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the ticked checkbox and the open drawer to the next page, once', () => {
    carryOver({ name: 'employmentType', value: '2' }, true);
    expect(takeFocus('employmentType', '3')).toBe(false);
    expect(takeFocus('industry', '2')).toBe(false);
    expect(takeFiltersOpen()).toBe(true);
    expect(takeFocus('employmentType', '2')).toBe(true);
    // taken: a later page starts fresh
    expect(takeFocus('employmentType', '2')).toBe(false);
    expect(takeFiltersOpen()).toBe(false);
  });

  it('expires, so a search page reached later by other means does not grab the focus', () => {
    vi.useFakeTimers();
    carryOver({ name: 'company', value: '7' }, true);
    vi.advanceTimersByTime(16_000);
    expect(takeFiltersOpen()).toBe(false);
    expect(takeFocus('company', '7')).toBe(false);
  });
});
