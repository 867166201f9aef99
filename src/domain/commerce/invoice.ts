/**
 * Invoice numbers run without gaps per issuing site: the site's prefix and its counter, e.g.
 * `SUEDWEST-000042`. The counter is taken inside the order's transaction, so a rolled-back order
 * never uses a number.
 */
export const invoiceNumber = (site: string, sequence: number): string => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`invoice sequence must be ≥ 1: ${sequence}`);
  return `${site.toUpperCase()}-${String(sequence).padStart(6, '0')}`;
};

/** Pay by invoice is due this many days after the invoice date. */
export const INVOICE_DUE_DAYS = 14;

/**
 * `open`: invoiced, unpaid; `paid`; `awaiting_payment`: paid by card, the provider has not confirmed yet
 * (nothing granted, no invoice); `cancelled`: that payment expired or failed.
 */
export const ORDER_STATUSES = ['open', 'paid', 'awaiting_payment', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
