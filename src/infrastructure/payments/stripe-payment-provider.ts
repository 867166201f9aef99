import Stripe from 'stripe';
import type {
  CardCheckout,
  CardCheckoutRequest,
  CheckoutStatus,
  PaymentNotice,
  PaymentProvider,
} from '../../application/platform/commerce/payment-provider.port';
import type { StripeConfig } from './stripe-config';

/** Event types that settle a checkout: paid at once, paid later (bank debits), or given up. */
const PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const CANCELLED = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

const isNoSuchSession = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');

function statusOf(session: Stripe.Checkout.Session): CheckoutStatus {
  const state =
    session.status === 'complete'
      ? session.payment_status === 'unpaid'
        ? 'processing'
        : 'paid'
      : session.status === 'expired'
        ? 'expired'
        : 'open';
  return {
    state,
    orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
    amountTotalCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

/**
 * Stripe Checkout (hosted payment page) through the `stripe` package. The order's id travels as the
 * session's client_reference_id and metadata, so a notice names the order it settles; notices are read
 * only through `webhooks.constructEvent`, which checks the signature and its age.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly method = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const base = config.apiBase;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async startCheckout(request: CardCheckoutRequest): Promise<CardCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: request.items.map((item) => ({
          price_data: { currency: request.currency.toLowerCase(), unit_amount: item.unitCents, product_data: { name: item.name } },
          quantity: item.quantity,
        })),
        client_reference_id: request.orderId,
        metadata: { order_id: request.orderId },
        customer_email: request.customerEmail,
        locale: request.locale === 'en-GB' ? 'en-GB' : request.locale,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a payment page`);
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async checkoutStatus(sessionId: string): Promise<CheckoutStatus | null> {
    try {
      return statusOf(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (isNoSuchSession(error)) return null;
      throw error;
    }
  }

  async expireCheckout(sessionId: string): Promise<CheckoutStatus | null> {
    try {
      return statusOf(await this.stripe.checkout.sessions.expire(sessionId));
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (paid or expired meanwhile): ask how it ended.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && !isNoSuchSession(error)) return this.checkoutStatus(sessionId);
      if (isNoSuchSession(error)) return null;
      throw error;
    }
  }

  readNotice(payload: string, signature: string): PaymentNotice | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.config.webhookSecret);
    } catch {
      return null;
    }
    const paid = PAID.has(event.type);
    if (!paid && !CANCELLED.has(event.type)) return { kind: 'other', eventId: event.id, type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    // Completed with a payment still on its way (a bank debit): the async notice decides later.
    if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') {
      return { kind: 'other', eventId: event.id, type: event.type };
    }
    return {
      kind: 'checkout',
      eventId: event.id,
      type: event.type,
      outcome: paid ? 'paid' : 'cancelled',
      orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
      sessionId: session.id,
      amountTotalCents: session.amount_total ?? null,
      currency: session.currency ?? null,
    };
  }
}
