import { err, ok, type Result } from '../shared/result';

/**
 * VAT of an order. The euro VAT system (the EU one-stop shop with each buyer country's rate and the
 * reverse charge) is off on every site: every order carries German VAT of 19 %, whoever buys, and the
 * invoice says so. A VAT number is still checked for its country's format, because it is printed on
 * the invoice the buyer files.
 */
export const GERMAN_VAT_RATE_PERCENT = 19;

/** VAT on a net amount in cents, rounded half up to a cent (commercial rounding). */
export function vatOnNet(netCents: number, ratePercent: number = GERMAN_VAT_RATE_PERCENT): number {
  if (!Number.isSafeInteger(netCents) || netCents < 0) throw new RangeError(`net must be non-negative cents: ${netCents}`);
  return Math.floor((netCents * ratePercent + 50) / 100);
}

export interface Totals {
  readonly netCents: number;
  readonly vatCents: number;
  readonly grossCents: number;
  readonly vatRatePercent: number;
}

/** Net, VAT and gross of an order: VAT once on the sum of the lines, so gross = net + VAT to the cent. */
export function totalsOf(lineNetCents: readonly number[]): Totals {
  const netCents = lineNetCents.reduce((a, b) => a + b, 0);
  const vatCents = vatOnNet(netCents);
  return { netCents, vatCents, grossCents: netCents + vatCents, vatRatePercent: GERMAN_VAT_RATE_PERCENT };
}

/**
 * VAT identification number formats of the EU member states (after the two-letter prefix; Greece uses
 * EL, Northern Ireland XI). Only the format is checked: whether the number is issued needs VIES.
 */
export const VAT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export type VatNumberProblem = 'INVALID_VAT_NUMBER';

/**
 * A VAT number as printed: upper case without spaces, dots or hyphens (people copy it with them), its
 * country prefix known and the rest in that country's format. Empty input is no VAT number (null).
 */
export function normalizeVatNumber(raw: string): Result<string | null, VatNumberProblem> {
  const compact = raw.toUpperCase().replace(/[\s.-]/g, '');
  if (compact === '') return ok(null);
  const format = VAT_NUMBER_FORMATS[compact.slice(0, 2)];
  if (!format?.test(compact.slice(2))) return err('INVALID_VAT_NUMBER');
  return ok(compact);
}
