import type { BoardContext } from '../board-context';

/** A product as the staff's catalogue page shows and edits it. */
export interface StaffProductView {
  readonly id: string;
  readonly kind: string;
  readonly nameDe: string;
  readonly nameEn: string | null;
  readonly nameFr: string | null;
  readonly netCents: number;
  readonly currency: string;
  readonly units: number;
  readonly runtimeDays: number;
  readonly upgradeKind: string | null;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
  readonly active: boolean;
}

export interface StaffCatalogue {
  readonly products: readonly StaffProductView[];
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

export interface StaffProductInput {
  readonly id: string | null;
  readonly kind: string;
  readonly nameDe: string;
  readonly nameEn: string;
  readonly nameFr: string;
  readonly netCents: number;
  readonly units: number;
  readonly runtimeDays: number;
  readonly upgradeKind: string | null;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
}

export interface SaveProductAnswer {
  readonly product: StaffProductView | null;
  readonly errors: readonly string[];
  /** `field:CODE` */
  readonly fieldErrors: readonly string[];
}

export interface StaffCredits {
  readonly organizationId: string | null;
  readonly organizationName: string | null;
  readonly balances: ReadonlyArray<{ readonly type: string; readonly balance: number }>;
  /** The organization's subscriptions on the site that have not ended (running or still to begin). */
  readonly subscriptions: readonly StaffSubscriptionView[];
  readonly adjustments: ReadonlyArray<{
    readonly id: string;
    readonly organizationId: string;
    readonly organizationName: string;
    readonly type: string;
    readonly delta: number;
    readonly reason: string;
    readonly createdAt: string;
  }>;
  readonly errors: readonly string[];
}

export interface StaffSubscriptionView {
  readonly id: string;
  readonly nameDe: string;
  readonly nameEn: string | null;
  readonly nameFr: string | null;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly jobSlots: number;
  readonly resumeContactSlots: number;
}

export interface CreditAdjustmentInput {
  readonly organizationId: string;
  readonly type: string;
  readonly delta: number;
  readonly reason: string;
}

/** An order as the staff's order list shows it. */
export interface StaffOrderView {
  readonly id: string;
  readonly site: string;
  readonly organizationId: string | null;
  readonly organizationName: string;
  readonly status: string;
  readonly paymentMethod: string;
  readonly grossCents: number;
  readonly currency: string;
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly invoiceId: string | null;
  readonly invoiceNumber: string | null;
  readonly creditNoteId: string | null;
  readonly creditNoteNumber: string | null;
}

export interface StaffOrderFilterInput {
  readonly status: string | null;
  readonly organization: string | null;
  readonly page: number;
}

export interface StaffOrders {
  readonly orders: readonly StaffOrderView[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  /** UNAUTHENTICATED | FORBIDDEN; empty on success. */
  readonly errors: readonly string[];
}

/** The platform's shop-staff operations, as the board reaches them. */
export interface CommerceAdminGateway {
  catalogue(ctx: BoardContext): Promise<StaffCatalogue>;
  saveProduct(input: StaffProductInput, ctx: BoardContext): Promise<SaveProductAnswer>;
  setProductActive(id: string, active: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
  credits(organizationId: string | null, ctx: BoardContext): Promise<StaffCredits>;
  adjustCredits(
    input: CreditAdjustmentInput,
    ctx: BoardContext,
  ): Promise<{ readonly balance: number | null; readonly errors: readonly string[] }>;
  orders(filter: StaffOrderFilterInput, ctx: BoardContext): Promise<StaffOrders>;
  markOrderPaid(orderId: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
  cancelOrder(
    orderId: string,
    reason: string,
    ctx: BoardContext,
  ): Promise<{ readonly creditNoteNumber: string | null; readonly errors: readonly string[] }>;
  /** Ends the subscription now, with the staff member's reason (subscriptions never renew: this is how one is cancelled). */
  endSubscription(subscriptionId: string, reason: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }>;
}
