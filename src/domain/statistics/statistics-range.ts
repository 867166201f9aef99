import { err, ok, type Result } from '../shared/result';

/** The longest range one page or export covers: a year and a day, so a leap year fits. */
export const MAX_RANGE_DAYS = 366;
/** The range a page opens with: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export interface StatisticsRange {
  readonly from: string;
  readonly to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

const toTime = (day: string): number | null => {
  if (!DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  // Date.parse accepts 2026-02-30 as March 2nd: only a day that formats back to itself is a real one.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
};

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** The last `DEFAULT_RANGE_DAYS` days up to `today`. */
export const defaultRange = (today: string): StatisticsRange => ({ from: addDays(today, 1 - DEFAULT_RANGE_DAYS), to: today });

/**
 * A range as asked for (either end may be missing: the default fills it in). Refused when a day is not
 * a real calendar day, the range runs backwards or is longer than MAX_RANGE_DAYS.
 */
export function readRange(
  input: { readonly from?: string | null; readonly to?: string | null },
  today: string,
): Result<StatisticsRange, 'INVALID_RANGE'> {
  const fallback = defaultRange(today);
  const from = input.from || fallback.from;
  const start = toTime(from);
  if (start === null) return err('INVALID_RANGE');
  // Only a start: the default length from there.
  const to = input.to || (input.from ? addDays(from, DEFAULT_RANGE_DAYS - 1) : fallback.to);
  const end = toTime(to);
  if (end === null || end < start) return err('INVALID_RANGE');
  if ((end - start) / MS_PER_DAY + 1 > MAX_RANGE_DAYS) return err('INVALID_RANGE');
  return ok({ from, to });
}

/** Every day of the range, first to last. */
export function daysOf(range: StatisticsRange): readonly string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
