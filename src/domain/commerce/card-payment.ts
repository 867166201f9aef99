import type { Translated } from '../shared/locale';
import type { Totals } from './vat';

/** One position the card payment page lists: an amount in cents per unit, and how many. */
export interface CardPaymentItem {
  readonly name: Translated | 'vat';
  readonly unitCents: number;
  readonly quantity: number;
}

/**
 * What the payment page charges for an order: each line at its net price, then the VAT as one position
 * of its own. VAT is rounded once on the order's net sum, so pricing each line gross could miss the
 * order's gross by a cent; this way the charge is the invoice's gross to the cent.
 */
export function cardPaymentItems(
  lines: ReadonlyArray<{ readonly name: Translated; readonly quantity: number; readonly unitNetCents: number }>,
  totals: Totals,
): CardPaymentItem[] {
  const items: CardPaymentItem[] = lines.map((l) => ({ name: l.name, unitCents: l.unitNetCents, quantity: l.quantity }));
  if (totals.vatCents > 0) items.push({ name: 'vat', unitCents: totals.vatCents, quantity: 1 });
  return items;
}

export const chargedCents = (items: readonly CardPaymentItem[]): number => items.reduce((sum, i) => sum + i.unitCents * i.quantity, 0);

/** What a provider notice means for an order waiting for its card payment. */
export type PaymentOutcome = 'paid' | 'cancelled';
