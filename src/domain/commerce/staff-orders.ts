import { ORDER_STATUSES, type OrderStatus } from './invoice';

/** How many orders one page of the staff's order list shows. */
export const STAFF_ORDERS_PAGE_SIZE = 25;
/** An organization name filter longer than this matches nothing anybody typed on purpose. */
export const ORDER_FILTER_MAX = 200;
/** Pages past this are clamped: the offset stays a number PostgreSQL reads. */
const MAX_PAGE = 100_000;

/** The staff's order list filter, as checked: a known state or none, a trimmed name part or none, a page from 1. */
export interface StaffOrderFilter {
  readonly status: OrderStatus | null;
  readonly organization: string | null;
  readonly page: number;
}

/** Reads the list's filter leniently: an unknown state or a page that is no whole number ≥ 1 falls back to "all" and page 1. */
export function staffOrderFilter(input: {
  readonly status?: string | null;
  readonly organization?: string | null;
  readonly page?: number | null;
}): StaffOrderFilter {
  const status = ORDER_STATUSES.find((s) => s === input.status) ?? null;
  const organization = (input.organization ?? '').trim().slice(0, ORDER_FILTER_MAX);
  const page = input.page && Number.isSafeInteger(input.page) && input.page >= 1 ? Math.min(input.page, MAX_PAGE) : 1;
  return { status, organization: organization === '' ? null : organization, page };
}

export type MarkPaidProblem = 'ALREADY_PAID' | 'NOT_AN_INVOICE_ORDER' | 'ORDER_CANCELLED';

/**
 * Staff record a bank transfer: only an order paid by invoice that is still open can be marked paid.
 * A card order is paid (or not) by the provider's notice alone; marking an order paid twice is refused
 * so the log never shows a payment recorded twice.
 */
export function checkMarkPaid(order: {
  readonly status: OrderStatus;
  readonly paymentMethod: 'invoice' | 'stripe';
}): MarkPaidProblem | null {
  if (order.paymentMethod !== 'invoice') return 'NOT_AN_INVOICE_ORDER';
  if (order.status === 'paid') return 'ALREADY_PAID';
  if (order.status === 'cancelled') return 'ORDER_CANCELLED';
  return order.status === 'open' ? null : 'NOT_AN_INVOICE_ORDER';
}
