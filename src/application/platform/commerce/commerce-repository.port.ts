import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import type { Product, ProductKind, UpgradeKind } from '../../../domain/commerce/catalogue';
import type { CreditType } from '../../../domain/commerce/credits';
import type { OrderStatus } from '../../../domain/commerce/invoice';
import type { Totals } from '../../../domain/commerce/vat';
import type { Translated } from '../../../domain/shared/locale';
import type { Locale } from '../../../domain/shared/locale';
import type { OutgoingMail } from '../../../domain/mail/mail';

export interface MemberOrganization {
  readonly id: string;
  readonly name: string;
}

export interface CreditBalanceRecord {
  readonly site: string;
  readonly type: CreditType;
  readonly amount: number;
}

export interface SubscriptionRecord {
  readonly id: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly site: string;
  readonly productId: string | null;
  readonly productName: Translated;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
  /** Jobs published with one of its slots that are still online. */
  readonly jobsUsingSlots: number;
  readonly resumeContactsInUse: number;
}

export interface SubscriptionQuery {
  readonly organizationId: string;
  /** null: every site's subscriptions. */
  readonly site: string | null;
  readonly status: 'upcoming' | 'active' | 'expired' | null;
  readonly now: Date;
  readonly limit: number;
  readonly offset: number;
  readonly sort: { readonly field: 'startDate' | 'endDate'; readonly direction: 'asc' | 'desc' };
}

export interface OrderLineRecord {
  readonly kind: ProductKind;
  readonly name: Translated;
  readonly quantity: number;
  readonly unitNetCents: number;
  readonly lineNetCents: number;
  readonly jobId: string | null;
}

export interface OrderRecord {
  readonly id: string;
  readonly organizationId: string | null;
  readonly organizationName: string;
  readonly site: string;
  readonly status: OrderStatus;
  readonly paymentMethod: 'invoice' | 'stripe';
  readonly billing: BillingProfile;
  readonly totals: Totals;
  readonly currency: 'EUR';
  readonly locale: Locale;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
  readonly lines: readonly OrderLineRecord[];
  readonly invoice: {
    readonly id: string;
    readonly number: string;
    readonly issuedAt: Date;
    readonly dueAt: Date;
    /** Where the invoice's PDF as issued is kept in the file store; null until it is. */
    readonly fileKey: string | null;
  };
  /** The credit note that cancelled the invoice (amounts negated), if the order was cancelled so. */
  readonly creditNote: CreditNoteRecord | null;
}

export interface CreditNoteRecord {
  readonly id: string;
  readonly number: string;
  readonly issuedAt: Date;
  readonly totals: Totals;
}

/** One line to fulfil: what it grants, copied from the product as priced for the buyer. */
export interface NewOrderLine {
  readonly productId: string;
  readonly kind: ProductKind;
  readonly name: Translated;
  readonly quantity: number;
  readonly unitNetCents: number;
  readonly lineNetCents: number;
  readonly units: number;
  readonly runtimeDays: number;
  readonly upgradeKind: UpgradeKind | null;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
  readonly jobId: string | null;
}

export interface NewOrder {
  readonly organizationId: string;
  readonly site: string;
  readonly placedBy: string;
  readonly idempotencyKey: string;
  readonly billing: BillingProfile;
  readonly totals: Totals;
  readonly locale: Locale;
  readonly lines: readonly NewOrderLine[];
  readonly now: Date;
  readonly dueDays: number;
}

/** An order paid by card, as its payment page and the provider's notices need it. */
export interface CardOrderRecord {
  readonly id: string;
  readonly organizationId: string | null;
  readonly site: string;
  readonly status: OrderStatus;
  readonly totals: Totals;
  readonly lines: ReadonlyArray<{ readonly name: Translated; readonly quantity: number; readonly unitNetCents: number }>;
  readonly billingEmail: string;
  readonly locale: Locale;
  readonly paymentSessionId: string | null;
  /** Once paid: its invoice's number. */
  readonly invoiceNumber: string | null;
}

/** A provider notice about a card payment, checked and understood. */
export interface CardPaymentNotice {
  readonly eventId: string;
  readonly type: string;
  readonly orderId: string;
  readonly outcome: 'paid' | 'cancelled';
  readonly amountTotalCents: number | null;
  readonly currency: string | null;
  readonly now: Date;
}

export type CardPaymentSettlement =
  /** This notice was handled before. */
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'unknown-order' }
  /** The order no longer waits (paid or cancelled by an earlier notice). */
  | { readonly kind: 'unchanged' }
  /** The provider charged another sum or currency than the order's: nothing granted, the order waits. */
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'paid'; readonly order: OrderRecord }
  | { readonly kind: 'cancelled' };

/** A card order that was not paid: still waiting for its payment, or cancelled. */
export interface UnpaidCardOrderRecord {
  readonly id: string;
  readonly site: string;
  readonly status: 'awaiting_payment' | 'cancelled';
  readonly createdAt: Date;
  readonly cancelledAt: Date | null;
  readonly grossCents: number;
  readonly lines: ReadonlyArray<{ readonly name: Translated; readonly quantity: number }>;
  /** The provider's payment page while the order waits (null before one was opened). */
  readonly paymentUrl: string | null;
  readonly paymentExpiresAt: Date | null;
}

/** A waiting card order the sweep took on: its payment page at the provider, if one was opened. */
export interface OverdueCardOrder {
  readonly id: string;
  readonly sessionId: string | null;
}

export type SpendOutcome =
  | { readonly ok: true; readonly entryId: string; readonly balance: number; readonly replayed: boolean }
  | { readonly ok: false; readonly code: 'INSUFFICIENT_CREDITS' };

export interface CommerceRepository {
  products(site: string): Promise<Product[]>;
  /** Organizations the user owns or is a member of. */
  memberOrganizations(userId: string): Promise<MemberOrganization[]>;
  organizationName(organizationId: string): Promise<string | null>;
  creditBalances(organizationId: string, site: string | null): Promise<CreditBalanceRecord[]>;
  subscriptions(query: SubscriptionQuery): Promise<{ rows: SubscriptionRecord[]; total: number }>;
  orders(organizationId: string, limit: number, offset: number): Promise<{ rows: OrderRecord[]; total: number }>;
  orderByKey(site: string, idempotencyKey: string): Promise<OrderRecord | null>;
  /** The order an invoice belongs to (with the invoice), or null. */
  orderOfInvoice(invoiceId: string): Promise<OrderRecord | null>;
  /** The order a credit note cancelled (with its invoice and the credit note), or null. */
  orderOfCreditNote(creditNoteId: string): Promise<OrderRecord | null>;
  /** Records where the invoice's PDF is kept, unless one is recorded already (then false). */
  keepInvoiceFile(invoiceId: string, fileKey: string): Promise<boolean>;
  billingProfile(organizationId: string): Promise<BillingProfile | null>;
  /** The job is the organization's and live on the site (published, offered there, not expired). */
  jobBelongsTo(jobId: string, organizationId: string, site: string): Promise<boolean>;
  /** The organization's live jobs on the site (those an upgrade can go to), newest first. */
  liveJobs(organizationId: string, site: string): Promise<Array<{ id: string; title: string }>>;
  /**
   * One transaction: the order (or the earlier one with the same key, `replayed`), its lines, the next
   * invoice number of the site, the billing profile saved, what it grants (credits, subscriptions,
   * upgrades) and the confirmation mail from `mail`.
   */
  placeOrder(order: NewOrder, mail: (placed: OrderRecord) => OutgoingMail): Promise<{ order: OrderRecord; replayed: boolean }>;
  /** Appends a spend if the balance allows it; the same key again answers the first spend. */
  spend(spend: {
    readonly organizationId: string;
    readonly site: string;
    readonly type: CreditType;
    readonly amount: number;
    readonly key: string;
    readonly jobId: string | null;
  }): Promise<SpendOutcome>;
  /** The order first placed with this key on the site (invoiced or not), or null. */
  orderKeyOwner(site: string, idempotencyKey: string): Promise<{ orderId: string; organizationId: string | null } | null>;
  /**
   * One transaction: an order paid by card, waiting for its payment — its lines with what they grant,
   * the billing profile saved; nothing granted, no invoice. The same key again answers the first order.
   */
  placeAwaitingOrder(order: NewOrder): Promise<{ order: CardOrderRecord; replayed: boolean }>;
  cardOrder(orderId: string): Promise<CardOrderRecord | null>;
  /** Records the provider's payment page of a waiting order: its id, address and closing time. */
  attachPaymentSession(
    orderId: string,
    page: { readonly sessionId: string; readonly url: string; readonly expiresAt: Date },
  ): Promise<void>;
  /** The organization's card orders that were not paid (waiting or cancelled), newest first. */
  unpaidCardOrders(organizationId: string, limit: number): Promise<UnpaidCardOrderRecord[]>;
  /**
   * Claims up to `limit` card orders still waiting after their payment page closed (an order without a
   * page: a day after it was placed) that nobody asked about since `askedBefore`, and stamps them asked
   * at `now` — so workers side by side each take other orders, and one asked about is left for a while.
   */
  claimOverdueCardOrders(now: Date, askedBefore: Date, limit: number): Promise<OverdueCardOrder[]>;
  /**
   * One transaction: the notice recorded by its id (a second time: `duplicate`); a waiting order paid —
   * its grants booked, its invoice numbered as paid, the confirmation from `mail` queued — or cancelled.
   */
  settleCardPayment(notice: CardPaymentNotice, mail: (paid: OrderRecord) => OutgoingMail): Promise<CardPaymentSettlement>;
  /**
   * One transaction: the job is paid for on the site already, or takes a free slot of an active
   * subscription, or spends one job-posting credit with `spendKey`; `unpaid` when none is left.
   */
  settlePosting(posting: {
    readonly jobId: string;
    readonly organizationId: string;
    readonly site: string;
    readonly now: Date;
    readonly spendKey: string;
  }): Promise<'paid' | 'unpaid'>;
}
