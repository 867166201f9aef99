import { type KindCounts, STATISTIC_KINDS, type StatisticsDay, type StoredCount, zeroCounts } from './job-statistics';
import { daysOf, type StatisticsRange } from './statistics-range';

/** Stored counts as a page shows them: one entry per day of the range (zeros included), and the totals. */
export function statisticsSeries(
  range: StatisticsRange,
  counts: readonly StoredCount[],
): { readonly days: readonly StatisticsDay[]; readonly totals: KindCounts } {
  const byDay = new Map<string, Record<string, number>>();
  const totals = zeroCounts();
  for (const row of counts) {
    if (row.day < range.from || row.day > range.to) continue;
    const day = byDay.get(row.day) ?? zeroCounts();
    day[row.kind] = (day[row.kind] ?? 0) + row.count;
    byDay.set(row.day, day);
    totals[row.kind] += row.count;
  }
  const days = daysOf(range).map((day) => {
    const found = byDay.get(day);
    const counts = zeroCounts();
    if (found) for (const kind of STATISTIC_KINDS) counts[kind] = found[kind] ?? 0;
    return { day, counts };
  });
  return { days, totals };
}
