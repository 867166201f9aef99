import type { Product } from '../../../domain/commerce/catalogue';
import type { CheckedProduct } from '../../../domain/commerce/product-draft';
import type { CreditType } from '../../../domain/commerce/credits';
import type { OrderStatus } from '../../../domain/commerce/invoice';
import type { Totals } from '../../../domain/commerce/vat';
import type { OutgoingMail } from '../../../domain/mail/mail';
import type { Translated } from '../../../domain/shared/locale';
import type { OrderRecord } from '../commerce/commerce-repository.port';
import type { StaffActionEntry, StaffJson } from '../staff/staff-action-log.port';

/** One organization's credits of one type on one site, as an adjustment form shows them. */
export interface OrganizationCredits {
  readonly organizationId: string;
  readonly organizationName: string;
  readonly type: CreditType;
  readonly balance: number;
}

/** A subscription that has not ended yet (running or still to begin), as the staff's credits view lists it. */
export interface OpenSubscriptionRecord {
  readonly id: string;
  readonly productName: Translated;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
}

/** An adjustment as the ledger keeps it. */
export interface CreditAdjustmentRecord {
  readonly id: string;
  readonly organizationId: string;
  readonly organizationName: string;
  readonly type: CreditType;
  readonly delta: number;
  readonly note: string;
  readonly createdAt: Date;
}

/** What the adjustment's decision returns: the entry to append, or why there is none. */
export type AdjustmentDecision<C extends string> =
  | { readonly ok: true; readonly delta: number; readonly note: string }
  | { readonly ok: false; readonly code: C };

/**
 * The staff action log's entry of a write, made from what the row was before and is after it: the
 * adapter records it in the write's own transaction, so the log holds exactly the writes that committed.
 */
export type AuditOf = (before: StaffJson | null, after: StaffJson | null) => StaffActionEntry;

/** An order as the staff's order list shows it. */
export interface StaffOrderRecord {
  readonly id: string;
  readonly site: string;
  readonly organizationId: string | null;
  readonly organizationName: string;
  readonly status: OrderStatus;
  readonly paymentMethod: 'invoice' | 'stripe';
  readonly grossCents: number;
  readonly currency: string;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
  /** null: a card order whose payment was never confirmed has no invoice. */
  readonly invoice: { readonly id: string; readonly number: string } | null;
  /** The credit note that cancelled the order's invoice, if it was cancelled so. */
  readonly creditNote: { readonly id: string; readonly number: string } | null;
}

export interface StaffOrderQuery {
  /** The sites whose orders the staff member sees (visibleSites). */
  readonly sites: 'all' | readonly string[];
  readonly status: OrderStatus | null;
  /** Part of the organization's name as ordered, any case. */
  readonly organization: string | null;
  readonly limit: number;
  readonly offset: number;
}

/** What marking paid decides on: the order as it is under its lock. */
export interface PayableOrder {
  readonly site: string;
  readonly status: OrderStatus;
  readonly paymentMethod: 'invoice' | 'stripe';
}

/** What cancelling decides on: the order under its lock, what it granted and the organization's balances under the organization's lock. */
export interface CancellableOrder {
  readonly site: string;
  readonly status: OrderStatus;
  readonly organizationId: string | null;
  /** null: never invoiced (a card order still awaiting its payment). */
  readonly invoice: { readonly number: string; readonly issuedAt: Date; readonly totals: Totals } | null;
  /** The credits the order's lines granted, per type. */
  readonly granted: Readonly<Partial<Record<CreditType, number>>>;
  readonly balances: Readonly<Partial<Record<CreditType, number>>>;
}

/** What the cancellation's decision returns: the credit note's amounts and the ledger entries that take back the grant, or why not. */
export type CancelDecision<C extends string> =
  | { readonly ok: true; readonly totals: Totals; readonly takeBack: ReadonlyArray<{ readonly type: CreditType; readonly delta: number }> }
  | { readonly ok: false; readonly code: C };

/** The staff's side of the catalogue and the credit ledger. Every write records its staff action in its own transaction. */
export interface CommerceAdminRepository {
  /** The site's whole catalogue, retired products included, in the shop's order. */
  catalogue(site: string): Promise<Product[]>;
  insertProduct(site: string, product: CheckedProduct, audit: AuditOf): Promise<Product>;
  /** null: no product of that id on that site. */
  updateProduct(id: string, site: string, product: CheckedProduct, audit: AuditOf): Promise<Product | null>;
  /** false: no product of that id on that site. */
  setProductActive(id: string, site: string, active: boolean, audit: AuditOf): Promise<boolean>;
  /**
   * Locks the organization's credits on the site, hands `decide` their balance and appends the entry it
   * returns — one transaction, so two adjustments (or an adjustment and a spend) never both see the old
   * balance. null: no such organization.
   */
  adjustCredits<C extends string>(
    input: { readonly organizationId: string; readonly site: string; readonly type: CreditType; readonly by: string },
    decide: (balance: number) => AdjustmentDecision<C>,
    audit: AuditOf,
  ): Promise<{ readonly ok: true; readonly balance: number } | { readonly ok: false; readonly code: C | 'NOT_FOUND' }>;
  /** The organization's balances on the site (every type, zero included); null: no such organization. */
  organizationCredits(organizationId: string, site: string): Promise<OrganizationCredits[] | null>;
  /** The organization's subscriptions on the site that end after `now`, soonest start first. */
  openSubscriptions(organizationId: string, site: string, now: Date): Promise<OpenSubscriptionRecord[]>;
  /** The orders of the sites asked, newest first, and how many match in all. */
  orders(query: StaffOrderQuery): Promise<{ rows: StaffOrderRecord[]; total: number }>;
  /**
   * Locks the order, hands `decide` what it is (null from decide: mark it paid at `now`) and records the
   * staff action of the order's site — one transaction. NOT_FOUND: no such order.
   */
  markOrderPaid<C extends string>(
    orderId: string,
    now: Date,
    decide: (order: PayableOrder) => C | null,
    audit: (site: string) => AuditOf,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly code: C | 'NOT_FOUND' }>;
  /**
   * Locks the order and its organization's credits, hands `decide` what it is and, when it agrees, in the
   * same transaction: numbers the site's next credit note and books it, appends the take-back entries,
   * ends the subscriptions and upgrades the order bought at `now`, marks the order cancelled, records the
   * staff action of the order's site and queues `mail` of the order as cancelled, if any (sent once this commits).
   * NOT_FOUND: no such order.
   */
  cancelOrder<C extends string>(
    input: { readonly orderId: string; readonly now: Date; readonly reason: string; readonly by: string },
    decide: (order: CancellableOrder) => CancelDecision<C>,
    audit: (site: string) => AuditOf,
    mail: (cancelled: OrderRecord) => OutgoingMail | null,
  ): Promise<
    | { readonly ok: true; readonly creditNote: { readonly id: string; readonly number: string } }
    | { readonly ok: false; readonly code: C | 'NOT_FOUND' }
  >;
  /**
   * Locks the subscription, hands `decide` its site and period (null from decide: it ends at `now`, one
   * not yet begun begins and ends then, the reason kept beside it) and records the staff action of its
   * site — one transaction. NOT_FOUND: no such subscription.
   */
  endSubscription<C extends string>(
    input: { readonly subscriptionId: string; readonly now: Date; readonly reason: string },
    decide: (subscription: { readonly site: string; readonly startsAt: Date; readonly endsAt: Date }) => C | null,
    audit: (site: string) => AuditOf,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly code: C | 'NOT_FOUND' }>;
  /** The site's latest adjustments, newest first. */
  recentAdjustments(site: string, limit: number): Promise<CreditAdjustmentRecord[]>;
}
