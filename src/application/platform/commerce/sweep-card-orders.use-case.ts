import type { Clock } from '../../shared/clock.port';
import type { CommerceRepository, OverdueCardOrder } from './commerce-repository.port';
import type { CheckoutStatus, PaymentProvider } from './payment-provider.port';
import type { SettleCardOrder } from './settle-card-order';

/** An order the provider was asked about is asked again after this long at the earliest (a debit still on its way). */
export const CARD_ORDER_RECHECK_MS = 3_600_000;

export interface SweepOutcome {
  /** Orders taken on in this round. */
  readonly claimed: number;
  readonly paid: number;
  readonly cancelled: number;
  /** Still waiting: the payment is on its way, or the provider could not be asked (asked again later). */
  readonly waiting: number;
}

/**
 * Card orders whose provider notice never came (a webhook lost, the endpoint down for longer than the
 * provider retries): once the payment page has closed, the provider is asked how it ended. Paid: the
 * order is settled exactly as the notice would have settled it; expired, or a page the provider does not
 * know: cancelled, nothing booked. A page still open past its time is closed first, so nobody pays for
 * an order that is then cancelled. A notice that arrives after the sweep finds the order settled and
 * changes nothing.
 */
export class SweepCardOrders {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly provider: PaymentProvider | null,
    private readonly settle: SettleCardOrder,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly limit: number }): Promise<SweepOutcome> {
    if (!this.provider) return { claimed: 0, paid: 0, cancelled: 0, waiting: 0 };
    const now = this.clock.now();
    const orders = await this.repo.claimOverdueCardOrders(now, new Date(now.getTime() - CARD_ORDER_RECHECK_MS), input.limit);
    let paid = 0;
    let cancelled = 0;
    for (const order of orders) {
      const outcome = await this.sweep(order, this.provider).catch(() => 'waiting' as const);
      if (outcome === 'paid') paid++;
      if (outcome === 'cancelled') cancelled++;
    }
    return { claimed: orders.length, paid, cancelled, waiting: orders.length - paid - cancelled };
  }

  private async sweep(order: OverdueCardOrder, provider: PaymentProvider): Promise<'paid' | 'cancelled' | 'waiting'> {
    let status: CheckoutStatus | null = order.sessionId ? await provider.checkoutStatus(order.sessionId) : null;
    if (order.sessionId && status?.state === 'open') status = await provider.expireCheckout(order.sessionId);
    if (status?.state === 'open' || status?.state === 'processing') return 'waiting';
    // A status about another order is not this order's payment.
    if (status && status.orderId !== null && status.orderId !== order.id) return 'waiting';
    const outcome = status?.state === 'paid' ? 'paid' : 'cancelled';
    const settlement = await this.settle.execute({
      eventId: `sweep:${order.id}:${this.clock.now().getTime()}`,
      type: outcome === 'paid' ? 'sweep.paid' : 'sweep.expired',
      orderId: order.id,
      outcome,
      amountTotalCents: status?.amountTotalCents ?? null,
      currency: status?.currency ?? null,
    });
    // `unchanged`: the provider's own notice (sent when the page was closed) settled it a moment earlier.
    return settlement.kind === 'paid' || settlement.kind === 'cancelled' || settlement.kind === 'unchanged' ? outcome : 'waiting';
  }
}
