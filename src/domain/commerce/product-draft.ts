import { PRODUCT_KINDS, type ProductKind, UPGRADE_KINDS, type UpgradeKind } from './catalogue';
import { MAX_CENTS } from './money';

/** A product as staff typed it, before it is checked: the price already in cents (see parsePriceCents). */
export interface ProductDraft {
  readonly kind: string;
  readonly name: { readonly de: string; readonly 'en-GB': string; readonly fr: string };
  readonly netCents: number;
  readonly units: number;
  readonly runtimeDays: number;
  readonly upgradeKind: string | null;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
}

/** A draft that passed every rule: what the catalogue stores. */
export interface CheckedProduct {
  readonly kind: ProductKind;
  readonly name: { readonly de: string; readonly 'en-GB'?: string; readonly fr?: string };
  readonly netCents: number;
  readonly units: number;
  readonly runtimeDays: number;
  readonly upgradeKind: UpgradeKind | null;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
}

export type ProductField =
  | 'kind'
  | 'nameDe'
  | 'nameEn'
  | 'nameFr'
  | 'price'
  | 'units'
  | 'runtimeDays'
  | 'upgradeKind'
  | 'jobSlots'
  | 'resumeContactSlots';
export type ProductProblemCode = 'REQUIRED' | 'TOO_LONG' | 'NEGATIVE_PRICE' | 'INVALID_PRICE' | 'INVALID_NUMBER' | 'INVALID_CHOICE';
export interface ProductProblem {
  readonly field: ProductField;
  readonly code: ProductProblemCode;
}

export const PRODUCT_NAME_MAX = 200;
/** Units, days and slots above this are a typing slip: no bundle holds ten thousand postings. */
export const PRODUCT_COUNT_MAX = 10_000;

/**
 * A price typed in euros ("12", "12.5", "12,50", "1.234,50" is not accepted: no grouping) as whole
 * cents. A minus sign is a negative price; more than two decimals is a fraction of a cent. Both are
 * refused rather than rounded: a price is what staff meant to the cent, or nothing.
 */
export function parsePriceCents(
  text: string,
): { ok: true; cents: number } | { ok: false; code: 'REQUIRED' | 'NEGATIVE_PRICE' | 'INVALID_PRICE' } {
  const t = text.trim();
  if (t === '') return { ok: false, code: 'REQUIRED' };
  if (/^-\s*\d/.test(t)) return { ok: false, code: 'NEGATIVE_PRICE' };
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return { ok: false, code: 'INVALID_PRICE' };
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > MAX_CENTS ? { ok: false, code: 'INVALID_PRICE' } : { ok: true, cents };
}

const count = (field: ProductField, value: number, problems: ProductProblem[]): void => {
  if (!Number.isSafeInteger(value) || value < 0 || value > PRODUCT_COUNT_MAX) problems.push({ field, code: 'INVALID_NUMBER' });
};

/**
 * The catalogue's rules for one product: a known kind, a German name (the other languages optional,
 * falling back to it), a price in whole, non-negative cents, counts between 0 and PRODUCT_COUNT_MAX, and
 * an upgrade kind exactly for upgrades. Every problem is named with its field, so the form shows them all.
 */
export function checkProductDraft(draft: ProductDraft): { ok: true; product: CheckedProduct } | { ok: false; problems: ProductProblem[] } {
  const problems: ProductProblem[] = [];
  const kind = PRODUCT_KINDS.find((k) => k === draft.kind);
  if (!kind) problems.push({ field: 'kind', code: 'INVALID_CHOICE' });
  const names = { de: draft.name.de.trim(), 'en-GB': draft.name['en-GB'].trim(), fr: draft.name.fr.trim() };
  if (names.de === '') problems.push({ field: 'nameDe', code: 'REQUIRED' });
  const fields = { de: 'nameDe', 'en-GB': 'nameEn', fr: 'nameFr' } as const;
  for (const locale of ['de', 'en-GB', 'fr'] as const)
    if (names[locale].length > PRODUCT_NAME_MAX) problems.push({ field: fields[locale], code: 'TOO_LONG' });
  if (typeof draft.netCents !== 'number' || Number.isNaN(draft.netCents)) problems.push({ field: 'price', code: 'INVALID_PRICE' });
  else if (draft.netCents < 0) problems.push({ field: 'price', code: 'NEGATIVE_PRICE' });
  else if (!Number.isSafeInteger(draft.netCents) || draft.netCents > MAX_CENTS) problems.push({ field: 'price', code: 'INVALID_PRICE' });
  count('units', draft.units, problems);
  count('runtimeDays', draft.runtimeDays, problems);
  count('jobSlots', draft.jobSlots, problems);
  count('resumeContactSlots', draft.resumeContactSlots, problems);
  const upgradeKind = draft.upgradeKind ? (UPGRADE_KINDS.find((k) => k === draft.upgradeKind) ?? null) : null;
  if (kind === 'upgrade' && !upgradeKind) problems.push({ field: 'upgradeKind', code: 'REQUIRED' });
  if (kind && kind !== 'upgrade' && draft.upgradeKind) problems.push({ field: 'upgradeKind', code: 'INVALID_CHOICE' });
  if (problems.length > 0 || !kind) return { ok: false, problems };
  return {
    ok: true,
    product: {
      kind,
      name: { de: names.de, ...(names['en-GB'] ? { 'en-GB': names['en-GB'] } : {}), ...(names.fr ? { fr: names.fr } : {}) },
      netCents: draft.netCents,
      units: draft.units,
      runtimeDays: draft.runtimeDays,
      upgradeKind: kind === 'upgrade' ? upgradeKind : null,
      jobSlots: draft.jobSlots,
      resumeContactSlots: draft.resumeContactSlots,
    },
  };
}
