import type { OrderStatus } from './invoice';

/** How long the reason staff give for a cancellation may be (it goes on the credit note's record and the log). */
export const CANCEL_REASON_MAX = 500;

export type CancelOrderProblem = 'ORDER_CANCELLED' | 'NOT_INVOICED';

/**
 * Staff cancel an order that was invoiced — still open (the bank transfer has not arrived) or paid — by a
 * credit note. An order cancelled before is refused (one credit note per order, never two), and a card
 * order still awaiting its payment has no invoice to cancel: its payment page expiring cancels it.
 */
export function checkCancelOrder(order: { readonly status: OrderStatus; readonly invoiced: boolean }): CancelOrderProblem | null {
  if (order.status === 'cancelled') return 'ORDER_CANCELLED';
  if (!order.invoiced || (order.status !== 'open' && order.status !== 'paid')) return 'NOT_INVOICED';
  return null;
}

/** The reason staff give, trimmed, or why it is refused: a credit note always says why it was issued. */
export function cancelReason(text: string): { ok: true; reason: string } | { ok: false; code: 'REASON_REQUIRED' | 'REASON_TOO_LONG' } {
  const reason = text.trim();
  if (reason === '') return { ok: false, code: 'REASON_REQUIRED' };
  if (reason.length > CANCEL_REASON_MAX) return { ok: false, code: 'REASON_TOO_LONG' };
  return { ok: true, reason };
}
