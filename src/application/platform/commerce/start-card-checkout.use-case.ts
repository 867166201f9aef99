import type { BillingProblem } from '../../../domain/commerce/billing-profile';
import { cardCharge } from '../../../domain/commerce/card-payment';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { CardOrderRecord, CommerceRepository } from './commerce-repository.port';
import { boardOrigin, type DraftCode, draftOrder, type OrderFormInput } from './order-draft';
import type { PaymentProvider } from './payment-provider.port';

export interface StartCardCheckoutInput extends OrderFormInput {
  /** The buyer's board origin; only this site's host or a loopback origin is taken. */
  readonly origin: string;
  /** Local paths on the board: where the buyer lands after paying (the order id is added) or giving up. */
  readonly successPath: string;
  readonly cancelPath: string;
}

export type StartCardCheckoutResult =
  | { readonly ok: true; readonly orderId: string; readonly status: CardOrderRecord['status']; readonly paymentUrl: string | null }
  | {
      readonly ok: false;
      readonly code: DraftCode | 'CARD_PAYMENT_OFF' | 'INVALID_RETURN' | 'ORDER_CANCELLED' | 'NOTHING_TO_CHARGE';
      readonly problems?: readonly BillingProblem[];
      readonly currentNetCents?: number;
    };

/**
 * Checkout by card: the same checks as by invoice, then an order waiting for its payment (nothing
 * granted, no invoice yet) and the provider's payment page for it, charging the order's gross to the
 * cent. The provider's signed notice settles the order later (ReceivePaymentNotice). The same form
 * submitted again answers the same order and the same payment page; once paid, no page at all.
 */
export class StartCardCheckout {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly provider: PaymentProvider | null,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: StartCardCheckoutInput, ctx: RequestContext): Promise<StartCardCheckoutResult> {
    if (ctx.actor.kind !== 'user') return { ok: false, code: 'UNAUTHENTICATED' };
    if (!this.provider) return { ok: false, code: 'CARD_PAYMENT_OFF' };
    if (!isReturnPath(input.successPath) || !isReturnPath(input.cancelPath)) return { ok: false, code: 'INVALID_RETURN' };
    const draft = await draftOrder(this.repo, this.clock, input, ctx);
    if (draft.kind === 'refused') return { ok: false, ...draft };

    let order: CardOrderRecord | null;
    if (draft.kind === 'earlier') {
      order = await this.repo.cardOrder(draft.orderId);
      // A key first used for an order by invoice is not a card payment.
      if (!order || order.status === 'open') return { ok: false, code: 'INVALID_KEY' };
    } else {
      // Nothing to pay cannot be paid by card: refused before an order waits for it.
      if (draft.order.totals.grossCents <= 0) return { ok: false, code: 'NOTHING_TO_CHARGE' };
      order = (await this.repo.placeAwaitingOrder(draft.order)).order;
    }
    if (order.status === 'cancelled') return { ok: false, code: 'ORDER_CANCELLED' };
    if (order.status === 'paid') return { ok: true, orderId: order.id, status: order.status, paymentUrl: null };

    const origin = boardOrigin(input.origin, this.sites.get(ctx.site)?.host ?? '');
    const success = new URL(input.successPath, origin);
    success.searchParams.set('order', order.id);
    const charge = cardCharge({ lines: order.lines, totals: order.totals, locale: order.locale, currency: 'EUR' });
    if (!charge.ok) return { ok: false, code: charge.code };
    const checkout = await this.provider.startCheckout({
      orderId: order.id,
      items: charge.value.items,
      currency: charge.value.currency,
      customerEmail: order.billingEmail,
      locale: order.locale,
      successUrl: success.href,
      cancelUrl: new URL(input.cancelPath, origin).href,
      // Per order: a retried submit (or a second tab) gets the same payment page, never a second charge.
      idempotencyKey: `order-${order.site}-${order.id}`,
    });
    if (checkout.sessionId !== order.paymentSessionId) await this.repo.attachPaymentSession(order.id, checkout);
    return { ok: true, orderId: order.id, status: order.status, paymentUrl: checkout.url };
  }
}

const isReturnPath = (path: string): boolean => path.length <= 2048 && isSafeLocalPath(path);
