import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATISTIC_KINDS, type StoredCount } from '../../../../src/domain/statistics/job-statistics';
import { statisticsSeries } from '../../../../src/domain/statistics/statistics-series';

const range = { from: '2026-01-01', to: '2026-01-10' };
const stored = fc.record({
  day: fc.integer({ min: 1, max: 15 }).map((d) => `2026-01-${String(d).padStart(2, '0')}`),
  kind: fc.constantFrom(...STATISTIC_KINDS),
  count: fc.integer({ min: 1, max: 1000 }),
});

describe('statisticsSeries', () => {
  it('has every day of the range once, in order, zeros where nothing was counted', () => {
    const series = statisticsSeries(range, [{ day: '2026-01-03', kind: 'view', count: 4 }]);
    expect(series.days.map((d) => d.day)).toHaveLength(10);
    expect(series.days[2]).toEqual({ day: '2026-01-03', counts: { view: 4, apply_start: 0, application: 0, bookmark: 0, share: 0 } });
    expect(series.days[0]?.counts.view).toBe(0);
  });

  it('totals are the sum of the days, and counts outside the range count nowhere', () => {
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 60 }), (rows: StoredCount[]) => {
        const series = statisticsSeries(range, rows);
        for (const kind of STATISTIC_KINDS) {
          const inRange = rows.filter((r) => r.kind === kind && r.day <= range.to).reduce((sum, r) => sum + r.count, 0);
          expect(series.totals[kind]).toBe(inRange);
          expect(series.days.reduce((sum, d) => sum + d.counts[kind], 0)).toBe(inRange);
        }
      }),
    );
  });
});
