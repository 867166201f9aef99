import type { Locale } from '../shared/locale';

/**
 * Money in whole cents (integers only): sums of prices never drift the way binary fractions do. Every
 * product is priced in euros; the currency is named anyway so an amount never travels without it.
 */
export type Currency = 'EUR';
export const CURRENCIES: readonly Currency[] = ['EUR'];

/** Largest amount the shop handles (100 million euros in cents): far above any order, far below 2^53. */
export const MAX_CENTS = 10_000_000_000;

export const isCents = (value: number): boolean => Number.isSafeInteger(value) && Math.abs(value) <= MAX_CENTS;

/** Sum of integer cents; throws on anything that is not (a bug, never user input). */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    if (!isCents(v)) throw new RangeError(`not an amount of cents: ${v}`);
    total += v;
  }
  return total;
}

const SYMBOL: Record<Currency, string> = { EUR: '€' };

/**
 * A price for people: the amount formatted per locale, then a no-break space and the currency symbol —
 * after the amount in every language ("12,00 €", "12.00 €", "12,00 €"), as the board shows prices.
 */
export function formatPrice(cents: number, currency: Currency, locale: Locale): string {
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(
    cents / 100,
  );
  return `${amount}\u00a0${SYMBOL[currency]}`;
}
