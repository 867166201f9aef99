import { CREDIT_TYPES, type CreditType } from './credits';
import type { Totals } from './vat';

/*
 * Cancelling an invoice that was issued (German "Stornorechnung"). An issued invoice is never changed
 * or deleted (§ 14 UStG, GoBD): it is cancelled by a document of its own that
 *  - carries its own consecutive number, once and only once (§ 14 (4) Nr. 4 UStG) — here a series of
 *    its own per site, `SUEDWEST-ST-000001`, so invoice numbers stay gapless beside it;
 *  - names the invoice it cancels by number and date (§ 31 (5) UStDV: a correction must refer
 *    specifically and unambiguously to the original invoice);
 *  - repeats what the invoice showed — issuer and buyer with addresses and VAT numbers, date of issue,
 *    the lines — with every amount negative: net, VAT at the same rate, gross (§ 14 (4) Nr. 7, 8 UStG),
 *    so seller and buyer correct their VAT by exactly what the invoice declared (§ 17 UStG).
 */

/** The credit note's number: the site's prefix, `ST` for Storno, and the site's credit note counter. */
export const creditNoteNumber = (site: string, sequence: number): string => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`credit note sequence must be ≥ 1: ${sequence}`);
  return `${site.toUpperCase()}-ST-${String(sequence).padStart(6, '0')}`;
};

/** The credit note's amounts: the invoice's, each negated, at the invoice's VAT rate (gross = net + VAT still holds). */
export function creditNoteTotals(invoice: Totals): Totals {
  const negate = (cents: number) => (cents === 0 ? 0 : -cents);
  return {
    netCents: negate(invoice.netCents),
    vatCents: negate(invoice.vatCents),
    grossCents: negate(invoice.grossCents),
    vatRatePercent: invoice.vatRatePercent,
  };
}

/** What the credit note must say about the invoice it cancels. */
export interface CancelledInvoiceReference {
  readonly number: string;
  readonly issuedAt: Date;
}

export type TakeBackProblem = { readonly code: 'CREDITS_ALREADY_SPENT'; readonly type: CreditType; readonly missing: number };

/**
 * The ledger entries that take back what a cancelled order granted, or why that is refused. All or
 * nothing: the credit note cancels the whole invoice, so only the whole grant may be taken back — when
 * the organization has already spent some of those credits (its balance is below the grant), taking them
 * back would take the balance below zero, and the cancellation is refused naming the type and how many
 * are missing; staff then settle it otherwise (a partial correction, a credit adjustment with a reason).
 */
export function creditsToTakeBack(
  granted: Readonly<Partial<Record<CreditType, number>>>,
  balances: Readonly<Partial<Record<CreditType, number>>>,
): { ok: true; entries: ReadonlyArray<{ type: CreditType; delta: number }> } | { ok: false; problem: TakeBackProblem } {
  const entries: Array<{ type: CreditType; delta: number }> = [];
  for (const type of CREDIT_TYPES) {
    const units = granted[type] ?? 0;
    if (units <= 0) continue;
    const balance = balances[type] ?? 0;
    if (balance < units) return { ok: false, problem: { code: 'CREDITS_ALREADY_SPENT', type, missing: units - balance } };
    entries.push({ type, delta: -units });
  }
  return { ok: true, entries };
}
