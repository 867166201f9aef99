import { STATISTIC_KINDS, type StatisticsDay } from './job-statistics';

// A cell a spreadsheet would run as a formula starts with one of these (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text a spreadsheet would take for a formula gets a leading apostrophe, and any cell
 * with a separator, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The statistics of a range as CSV: a header line, then a line per day with the scope's title (CRLF lines). */
export function statisticsCsv(title: string, days: readonly StatisticsDay[]): string {
  const header = ['day', 'title', ...STATISTIC_KINDS].map(csvCell).join(',');
  const lines = days.map((day) => [day.day, title, ...STATISTIC_KINDS.map((kind) => day.counts[kind])].map(csvCell).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
