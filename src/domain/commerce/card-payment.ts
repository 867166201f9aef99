import { translate, type Locale, type Translated } from '../shared/locale';
import { err, ok, type Result } from '../shared/result';
import type { Currency } from './money';
import type { Totals } from './vat';

/** One position the card payment page lists: its name, an amount in cents per unit, and how many. */
export interface CardPaymentItem {
  readonly name: string;
  readonly unitCents: number;
  readonly quantity: number;
}

/** What the provider's payment page is asked to charge for one order. */
export interface CardCharge {
  readonly currency: Currency;
  readonly items: readonly CardPaymentItem[];
}

/** The order line as stored: the net unit price the buyer confirmed. */
export interface ChargedLine {
  readonly name: Translated;
  readonly quantity: number;
  readonly unitNetCents: number;
}

const VAT_NAME: Readonly<Record<Locale, string>> = { de: 'Umsatzsteuer', 'en-GB': 'VAT', fr: 'TVA' };

/**
 * What the payment page charges for an order: each line at its net price, then the VAT as one position
 * of its own. VAT is rounded once on the order's net sum (as on the invoice), so pricing each line gross
 * could miss the invoice's gross by a cent; this way the charge is the invoice's gross to the cent.
 * A free line is left out (payment pages refuse positions of nothing; the invoice still lists it), and an
 * order with nothing to pay cannot be paid by card at all.
 */
export function cardCharge(order: {
  readonly lines: readonly ChargedLine[];
  readonly totals: Totals;
  readonly locale: Locale;
  readonly currency: Currency;
}): Result<CardCharge, 'NOTHING_TO_CHARGE'> {
  if (order.totals.grossCents <= 0) return err('NOTHING_TO_CHARGE');
  const items: CardPaymentItem[] = order.lines
    .filter((l) => l.unitNetCents > 0)
    .map((l) => ({ name: translate(l.name, order.locale), unitCents: l.unitNetCents, quantity: l.quantity }));
  if (order.totals.vatCents > 0) {
    items.push({ name: `${VAT_NAME[order.locale]} ${order.totals.vatRatePercent} %`, unitCents: order.totals.vatCents, quantity: 1 });
  }
  return ok({ currency: order.currency, items });
}

export const chargedCents = (items: readonly CardPaymentItem[]): number => items.reduce((sum, i) => sum + i.unitCents * i.quantity, 0);

/** What a provider notice means for an order waiting for its card payment. */
export type PaymentOutcome = 'paid' | 'cancelled';
