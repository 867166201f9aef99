import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import type { ProductKind } from '../../../domain/commerce/catalogue';
import type { BoardContext } from '../board-context';

export interface BoardCreditBalance {
  readonly amount: number;
  readonly label: string;
  readonly organizationName: string;
  readonly type: string;
  readonly frontend: string;
}

export interface BoardSubscription {
  readonly id: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly label: string;
  readonly organizationName: string;
  readonly availableJobSlots: number;
  readonly usageResumeContactSlots: { readonly active: number; readonly available: number; readonly total: number };
  readonly status: { readonly label: string; readonly value: string };
  readonly type: string;
  readonly frontend: string;
  readonly product: { readonly id: string; readonly name: string } | null;
  readonly absoluteUrl: string;
}

export interface SubscriptionsAnswer {
  readonly subscriptions: readonly BoardSubscription[];
  readonly total: number;
  readonly errors: readonly string[];
}

export interface BoardProduct {
  readonly id: string;
  readonly kind: ProductKind;
  readonly name: string;
  readonly netCents: number;
  readonly units: number;
  readonly runtimeDays: number;
  readonly upgradeKind: string | null;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
}

export interface BoardUpgradableJob {
  readonly id: string;
  readonly title: string;
}

export interface BoardOrder {
  readonly id: string;
  readonly status: string;
  readonly organizationName: string;
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly netCents: number;
  readonly vatCents: number;
  readonly grossCents: number;
  readonly vatRatePercent: number;
  readonly lines: ReadonlyArray<{ readonly name: string; readonly quantity: number; readonly lineNetCents: number }>;
  readonly invoice: { readonly id: string; readonly number: string; readonly issuedAt: string; readonly dueAt: string };
  /** The credit note that cancelled the invoice (gross negative), or null while the order stands. */
  readonly creditNote: { readonly id: string; readonly number: string; readonly issuedAt: string; readonly grossCents: number } | null;
}

/** A card order that was not paid: awaiting payment (with its payment page while that is open) or cancelled. */
export interface BoardUnpaidCardOrder {
  readonly id: string;
  /** awaiting_payment | cancelled */
  readonly status: string;
  readonly createdAt: string;
  readonly cancelledAt: string | null;
  readonly grossCents: number;
  readonly lines: ReadonlyArray<{ readonly name: string; readonly quantity: number }>;
  readonly resumePaymentUrl: string | null;
}

export interface OrderAnswer {
  readonly order: BoardOrder | null;
  readonly replayed: boolean;
  readonly errors: readonly string[];
  /** `field:code` pairs of the billing profile. */
  readonly fieldErrors: readonly string[];
  readonly currentNetCents: number | null;
}

export interface OrderRequest {
  readonly lines: ReadonlyArray<{ readonly productId: string; readonly quantity: number; readonly jobId: string | null }>;
  readonly billing: Readonly<Record<keyof BillingProfile, string>>;
  readonly confirmedNetCents: number;
  readonly idempotencyKey: string;
  readonly origin: string;
}

/** A checkout by card: the payment page to send the buyer to, or (once paid) none. */
export interface CardCheckoutAnswer {
  readonly orderId: string | null;
  readonly status: string | null;
  readonly paymentUrl: string | null;
  readonly errors: readonly string[];
  readonly fieldErrors: readonly string[];
  readonly currentNetCents: number | null;
}

export interface CardCheckoutRequest extends OrderRequest {
  /** Local paths where the provider sends the buyer back: after paying (`?order=` is added), after giving up. */
  readonly successPath: string;
  readonly cancelPath: string;
}

export interface BoardCardPayment {
  readonly orderId: string;
  /** awaiting_payment | paid | cancelled */
  readonly status: string;
  readonly grossCents: number;
  readonly invoiceNumber: string | null;
}

/** The platform's commerce API. Lists about an organization answer null for someone who is no member. */
export interface CommerceGateway {
  credits(ctx: BoardContext): Promise<BoardCreditBalance[] | null>;
  subscriptions(ctx: BoardContext): Promise<SubscriptionsAnswer>;
  products(ctx: BoardContext): Promise<BoardProduct[]>;
  orders(ctx: BoardContext): Promise<{ orders: BoardOrder[]; total: number } | null>;
  /** Null without an organization. */
  unpaidCardOrders(ctx: BoardContext): Promise<BoardUnpaidCardOrder[] | null>;
  billingProfile(ctx: BoardContext): Promise<{ organizationId: string; organizationName: string; profile: BillingProfile | null } | null>;
  /** The organization's live jobs an upgrade can be bought for; null without an organization. */
  upgradableJobs(ctx: BoardContext): Promise<BoardUpgradableJob[] | null>;
  invoicePdf(invoiceId: string, ctx: BoardContext): Promise<{ fileName: string; content: Uint8Array } | null>;
  creditNotePdf(creditNoteId: string, ctx: BoardContext): Promise<{ fileName: string; content: Uint8Array } | null>;
  placeOrder(request: OrderRequest, ctx: BoardContext): Promise<OrderAnswer>;
  /** How the site takes payment: `invoice`, and `stripe` when cards are configured. */
  paymentMethods(ctx: BoardContext): Promise<string[]>;
  startCardCheckout(request: CardCheckoutRequest, ctx: BoardContext): Promise<CardCheckoutAnswer>;
  /** Null for anybody who is no member of the ordering organization, or an unknown order. */
  cardPayment(orderId: string, ctx: BoardContext): Promise<BoardCardPayment | null>;
}
