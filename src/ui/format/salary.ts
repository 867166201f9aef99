import type { Salary, SalaryUnit } from '../../domain/job/job';
import type { Locale } from '../../domain/shared/locale';
import { numberFormat } from './intl-cache';

/**
 * A money amount with the currency after it, separated by a space, in the locale's digits:
 * `52.000 €` (de), `52,000 €` (en-GB), `52 000 €` (fr). Whole amounts drop the cents.
 */
export function formatPrice(amount: number, currencyCode: string, locale: Locale): string {
  const whole = Number.isInteger(amount);
  const number = numberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
  return `${number} ${currencySymbol(currencyCode, locale)}`;
}

/** A currency's symbol per locale and code, found once (formatToParts is costly and a list prices every card). */
const currencySymbols = new Map<string, string>();

function currencySymbol(code: string, locale: Locale): string {
  const key = `${locale}\u0000${code}`;
  let symbol = currencySymbols.get(key);
  if (symbol === undefined) {
    symbol = findCurrencySymbol(code, locale);
    // Only ISO-shaped codes are kept, so odd imported ones cannot grow the map.
    if (/^[A-Z]{3}$/.test(code)) currencySymbols.set(key, symbol);
  }
  return symbol;
}

function findCurrencySymbol(code: string, locale: Locale): string {
  try {
    const part = numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    // An unknown ISO code: show it as it came rather than failing the page.
    return code;
  }
}

/** `45.000 – 55.000 €`, `ab 45.000 €`-style ranges are phrased by the caller; this gives the parts. */
export function formatSalaryRange(salary: Salary, locale: Locale): { kind: 'range' | 'from' | 'upTo'; text: string } | null {
  const { min, max, currencyCode } = salary;
  if (min !== null && max !== null && min !== max) {
    const [a, b] = [formatPrice(min, currencyCode, locale), formatPrice(max, currencyCode, locale)];
    // One currency sign at the end reads better than two: "45.000 – 55.000 €".
    const unitless = a.slice(0, a.lastIndexOf(' '));
    return { kind: 'range', text: `${unitless} – ${b}` };
  }
  if (min !== null) return { kind: min === max ? 'range' : 'from', text: formatPrice(min, currencyCode, locale) };
  if (max !== null) return { kind: 'upTo', text: formatPrice(max, currencyCode, locale) };
  return null;
}

export const salaryUnitKey = (unit: SalaryUnit): string => `salary.unit.${unit.toLowerCase()}`;
