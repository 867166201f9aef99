import type { CardPaymentSettlement } from './commerce-repository.port';
import type { PaymentProvider } from './payment-provider.port';
import type { SettleCardOrder } from './settle-card-order';
import { isEntityId } from '../../../domain/shared/entity-id';

export type PaymentNoticeAnswer =
  /** The signature did not hold (or card payment is off): nothing read, nothing changed. */
  | { readonly kind: 'refused' }
  /** A notice about nothing this board waits for. */
  | { readonly kind: 'ignored' }
  | { readonly kind: 'handled'; readonly settlement: CardPaymentSettlement['kind'] };

/**
 * A payment provider's notice (its webhook): only one whose signature proves the provider sent it is
 * read. A paid checkout settles the waiting order once — the notice's id and the order's state both
 * guard it, so a notice delivered twice, or two at once, books nothing twice; an expired or failed one
 * cancels the order, nothing booked. No session and no CSRF token: the signature is the authority.
 */
export class ReceivePaymentNotice {
  constructor(
    private readonly provider: PaymentProvider | null,
    private readonly settle: SettleCardOrder,
  ) {}

  async execute(input: { readonly payload: string; readonly signature: string }): Promise<PaymentNoticeAnswer> {
    if (!this.provider) return { kind: 'refused' };
    const notice = this.provider.readNotice(input.payload, input.signature);
    if (!notice) return { kind: 'refused' };
    if (notice.kind !== 'checkout' || notice.orderId === null || !isEntityId(notice.orderId)) return { kind: 'ignored' };

    const settlement = await this.settle.execute({
      eventId: notice.eventId,
      type: notice.type,
      orderId: notice.orderId,
      outcome: notice.outcome,
      amountTotalCents: notice.amountTotalCents,
      currency: notice.currency,
    });
    return { kind: 'handled', settlement: settlement.kind };
  }
}
