import type { OrderRecord } from '../../../application/platform/commerce/commerce-repository.port';
import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import type { ProductKind } from '../../../domain/commerce/catalogue';
import { isLocale, type Translated } from '../../../domain/shared/locale';

/**
 * An order as its readers see it: the order with its invoice, its credit note (when cancelled) and its
 * lines. Shared by the shop's repository and the staff's cancellation, which mails the order it cancelled.
 */
export const ORDER_SELECT = `
  select o.id::text, o.organization_id::text, o.organization_name, o.site, o.status, o.payment_method, o.billing,
         o.net_cents::text, o.vat_cents::text, o.gross_cents::text, o.vat_rate_percent, o.locale, o.created_at, o.paid_at,
         i.id::text as invoice_id, i.number as invoice_number, i.issued_at, i.due_at, i.file_key as invoice_file_key,
         cn.id::text as credit_note_id, cn.number as credit_note_number, cn.issued_at as credit_note_issued_at,
         cn.net_cents::text as credit_note_net_cents, cn.vat_cents::text as credit_note_vat_cents,
         cn.gross_cents::text as credit_note_gross_cents, cn.vat_rate_percent as credit_note_vat_rate_percent,
         coalesce((select json_agg(json_build_object('kind', l.kind, 'name', l.name, 'quantity', l.quantity,
                    'unitNetCents', l.unit_net_cents, 'lineNetCents', l.line_net_cents, 'jobId', l.job_id::text) order by l.id)
                   from commerce_order_lines l where l.order_id = o.id), '[]') as lines
  from commerce_orders o join commerce_invoices i on i.order_id = o.id
    left join commerce_credit_notes cn on cn.order_id = o.id`;

export interface OrderRow {
  id: string;
  organization_id: string | null;
  organization_name: string;
  site: string;
  status: OrderRecord['status'];
  payment_method: OrderRecord['paymentMethod'];
  billing: BillingProfile;
  net_cents: string;
  vat_cents: string;
  gross_cents: string;
  vat_rate_percent: number;
  locale: string;
  created_at: Date;
  paid_at: Date | null;
  invoice_id: string;
  invoice_number: string;
  invoice_file_key: string | null;
  issued_at: Date;
  due_at: Date;
  credit_note_id: string | null;
  credit_note_number: string | null;
  credit_note_issued_at: Date | null;
  credit_note_net_cents: string | null;
  credit_note_vat_cents: string | null;
  credit_note_gross_cents: string | null;
  credit_note_vat_rate_percent: number | null;
  lines: Array<{
    kind: ProductKind;
    name: Translated;
    quantity: number;
    unitNetCents: number | string;
    lineNetCents: number | string;
    jobId: string | null;
  }>;
}

export const toOrder = (r: OrderRow): OrderRecord => ({
  id: r.id,
  organizationId: r.organization_id,
  organizationName: r.organization_name,
  site: r.site,
  status: r.status,
  paymentMethod: r.payment_method,
  billing: r.billing,
  totals: {
    netCents: Number(r.net_cents),
    vatCents: Number(r.vat_cents),
    grossCents: Number(r.gross_cents),
    vatRatePercent: r.vat_rate_percent,
  },
  currency: 'EUR',
  locale: isLocale(r.locale) ? r.locale : 'de',
  createdAt: r.created_at,
  paidAt: r.paid_at,
  lines: r.lines.map((l) => ({
    kind: l.kind,
    name: l.name,
    quantity: l.quantity,
    unitNetCents: Number(l.unitNetCents),
    lineNetCents: Number(l.lineNetCents),
    jobId: l.jobId,
  })),
  invoice: { id: r.invoice_id, number: r.invoice_number, issuedAt: r.issued_at, dueAt: r.due_at, fileKey: r.invoice_file_key },
  creditNote:
    r.credit_note_id && r.credit_note_number && r.credit_note_issued_at
      ? {
          id: r.credit_note_id,
          number: r.credit_note_number,
          issuedAt: r.credit_note_issued_at,
          totals: {
            netCents: Number(r.credit_note_net_cents),
            vatCents: Number(r.credit_note_vat_cents),
            grossCents: Number(r.credit_note_gross_cents),
            vatRatePercent: r.credit_note_vat_rate_percent ?? r.vat_rate_percent,
          },
        }
      : null,
});
