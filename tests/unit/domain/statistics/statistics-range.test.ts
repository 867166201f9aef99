import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysOf, MAX_RANGE_DAYS, readRange } from '../../../../src/domain/statistics/statistics-range';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('readRange', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(readRange({}, '2026-03-10')).toEqual({ ok: true, value: { from: '2026-02-09', to: '2026-03-10' } });
  });

  it('runs 30 days from a start given alone', () => {
    expect(readRange({ from: '2026-01-01' }, '2026-03-10')).toEqual({ ok: true, value: { from: '2026-01-01', to: '2026-01-30' } });
  });

  it('refuses days that are not calendar days, backwards ranges and more than 366 days', () => {
    for (const input of [
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-13-01' },
      { from: 'yesterday' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2025-01-01', to: '2026-01-02' },
    ]) {
      expect(readRange(input, '2026-03-10')).toEqual({ ok: false, code: 'INVALID_RANGE' });
    }
    expect(readRange({ from: '2024-01-01', to: '2024-12-31' }, '2026-03-10').ok).toBe(true);
  });

  it('accepts exactly the ranges of 1 to 366 days in order, whose days run one by one', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5, max: MAX_RANGE_DAYS + 5 }), (from, length) => {
        const to = addDays(from, length - 1);
        const range = readRange({ from, to }, '2026-03-10');
        expect(range.ok).toBe(length >= 1 && length <= MAX_RANGE_DAYS);
        if (range.ok) {
          const days = daysOf(range.value);
          expect(days).toHaveLength(length);
          expect(days[0]).toBe(from);
          expect(days.at(-1)).toBe(to);
        }
      }),
    );
  });
});
