import { fold } from './cv-text';

/*
 * Periods as CVs write them, in German, English and French: `03/2019 – heute`, `2015 - 2018`,
 * `Sept. 2016 – Juni 2019`, `janvier 2020 – aujourd'hui`, `seit 04.2021`, `2019-03 to present`. The
 * result is by month (`YYYY-MM`), as the resume keeps it; a year alone starts in January and ends
 * in December.
 */

const MONTHS: Readonly<Record<string, number>> = (() => {
  const names: ReadonlyArray<readonly string[]> = [
    ['jan', 'januar', 'january', 'janvier', 'janv', 'jänner'],
    ['feb', 'februar', 'february', 'fevrier', 'fevr', 'fev'],
    ['mar', 'marz', 'mrz', 'march', 'mars'],
    ['apr', 'april', 'avril', 'avr'],
    ['mai', 'may'],
    ['jun', 'juni', 'june', 'juin'],
    ['jul', 'juli', 'july', 'juillet', 'juil'],
    ['aug', 'august', 'aout'],
    ['sep', 'sept', 'september', 'septembre'],
    ['okt', 'oct', 'oktober', 'october', 'octobre'],
    ['nov', 'november', 'novembre'],
    ['dez', 'dec', 'dezember', 'december', 'decembre'],
  ];
  return Object.fromEntries(names.flatMap((list, i) => list.map((n) => [n, i + 1])));
})();

const NOW_WORDS = ['heute', 'jetzt', 'aktuell', 'present', 'today', 'now', 'current', "aujourd'hui", 'aujourd’hui', 'ce jour', 'actuel'];
const SINCE_WORDS = ['seit', 'since', 'depuis'];

/** Month names as written, accents included, longest first so that `Juni` is not read as `Jun`. */
const MONTH_NAME = `(?:${[...Object.keys(MONTHS), 'märz', 'mär', 'février', 'févr', 'fév', 'août', 'décembre', 'déc']
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const DATE = `(?:\\d{1,2}[./]\\d{4}|\\d{4}-\\d{2}|${MONTH_NAME}\\s+\\d{4}|\\d{4})`;
const NOW = `(?:${NOW_WORDS.map((w) => w.replace(/'/g, "['’]")).join('|')})`;
const PERIOD = new RegExp(`(?<![\\p{L}\\d])(${DATE})\\s*(?:–|—|-|bis|to|until|à|au)\\s*(${DATE}|${NOW})`, 'giu');
const SINCE = new RegExp(`(?<!\\p{L})(?:${SINCE_WORDS.join('|')})\\s+(${DATE})`, 'iu');

export interface FoundPeriod {
  readonly start: string;
  readonly end: string | null;
  /** The line without the period (and its separators). */
  readonly rest: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** One date as `YYYY-MM`; `end` decides where a year alone falls. Null for what is not a date. */
export function monthOf(token: string, end: boolean): string | null {
  const t = token.trim();
  let m = /^(\d{1,2})[./](\d{4})$/.exec(t);
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 12 ? `${m[2]}-${pad(Number(m[1]))}` : null;
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2]}` : null;
  m = /^(\S+)\s+(\d{4})$/u.exec(t);
  if (m) {
    const month = MONTHS[fold(m[1] as string).replace(/\.$/, '')];
    return month ? `${m[2]}-${pad(month)}` : null;
  }
  m = /^(\d{4})$/.exec(t);
  if (m) return `${m[1]}-${end ? '12' : '01'}`;
  return null;
}

const isNow = (token: string) => NOW_WORDS.some((w) => fold(token).replace(/’/g, "'") === fold(w).replace(/’/g, "'"));

const plausible = (month: string) => month >= '1900-01' && month <= '2100-12';

/** The first period in a line, with what else the line says. */
export function findPeriod(line: string): FoundPeriod | null {
  const strip = (match: RegExpMatchArray & { index: number }) =>
    (line.slice(0, match.index) + line.slice(match.index + match[0].length))
      .replace(/^[\s|,:;–—-]+|[\s|,:;–—-]+$/gu, '')
      .replace(/\s*\|\s*\|\s*/g, ' | ')
      .trim();
  for (const period of line.matchAll(PERIOD)) {
    const start = monthOf(period[1] as string, false);
    const endToken = period[2] as string;
    const end = isNow(endToken) ? null : monthOf(endToken, true);
    if (start && plausible(start) && (isNow(endToken) || (end && plausible(end)))) return { start, end, rest: strip(period) };
  }
  const since = SINCE.exec(line);
  if (since) {
    const start = monthOf(since[1] as string, false);
    if (start && plausible(start)) return { start, end: null, rest: strip(since) };
  }
  return null;
}
