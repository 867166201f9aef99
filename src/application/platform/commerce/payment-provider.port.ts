import type { PaymentOutcome } from '../../../domain/commerce/card-payment';
import type { Locale } from '../../../domain/shared/locale';

/** A hosted card payment page for one order, asked of the payment provider. */
export interface CardCheckoutRequest {
  readonly orderId: string;
  readonly items: ReadonlyArray<{ readonly name: string; readonly unitCents: number; readonly quantity: number }>;
  readonly currency: 'EUR';
  readonly customerEmail: string;
  readonly locale: Locale;
  /** Where the provider sends the buyer back after paying, and after giving up. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** The same key asks for the same page again (a retried submit must not open a second payment). */
  readonly idempotencyKey: string;
}

export interface CardCheckout {
  readonly sessionId: string;
  /** The provider's page the buyer's browser is sent to. */
  readonly url: string;
  /** When the provider stops taking payment on that page. */
  readonly expiresAt: Date;
}

/**
 * Where a payment page stands at the provider: `open` (can still be paid), `paid`, `processing`
 * (completed with a payment still on its way, e.g. a bank debit: a later notice decides) or `expired`.
 */
export interface CheckoutStatus {
  readonly state: 'open' | 'paid' | 'processing' | 'expired';
  readonly orderId: string | null;
  readonly amountTotalCents: number | null;
  readonly currency: string | null;
}

/** A provider notice whose signature held. */
export type PaymentNotice =
  | {
      readonly kind: 'checkout';
      readonly eventId: string;
      readonly type: string;
      readonly outcome: PaymentOutcome;
      readonly orderId: string | null;
      readonly sessionId: string;
      readonly amountTotalCents: number | null;
      readonly currency: string | null;
    }
  /** Anything else the provider tells (acknowledged, nothing to do). */
  | { readonly kind: 'other'; readonly eventId: string; readonly type: string };

/** Card payment through a hosted checkout page; present only when the deployment configured one. */
export interface PaymentProvider {
  /** The method's name in the checkout form and on orders. */
  readonly method: 'stripe';
  startCheckout(request: CardCheckoutRequest): Promise<CardCheckout>;
  /** Asks the provider how a payment page stands; null when it knows no such page. */
  checkoutStatus(sessionId: string): Promise<CheckoutStatus | null>;
  /**
   * Closes a page that is still open, so nobody can pay on it any more; answers how it stands afterwards
   * (`paid` when the buyer paid just before).
   */
  expireCheckout(sessionId: string): Promise<CheckoutStatus | null>;
  /** The notice, when `signature` proves the provider sent exactly `payload`; null for anything else. */
  readNotice(payload: string, signature: string): PaymentNotice | null;
}
