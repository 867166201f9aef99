import type pg from 'pg';
import type { StaffOrderQuery, StaffOrderRecord } from '../../../application/platform/commerce-admin/commerce-admin-repository.port';
import type { OrderStatus } from '../../../domain/commerce/invoice';

interface StaffOrderRow {
  id: string;
  site: string;
  organization_id: string | null;
  organization_name: string;
  status: OrderStatus;
  payment_method: 'invoice' | 'stripe';
  gross_cents: string;
  currency: string;
  created_at: Date;
  paid_at: Date | null;
  invoice_id: string | null;
  invoice_number: string | null;
  credit_note_id: string | null;
  credit_note_number: string | null;
  total: string;
}

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The staff's order list: the sites' orders matching the filter, newest first, with the count of all that match. */
export async function queryStaffOrders(db: pg.Pool, q: StaffOrderQuery): Promise<{ rows: StaffOrderRecord[]; total: number }> {
  if (q.sites !== 'all' && q.sites.length === 0) return { rows: [], total: 0 };
  const { rows } = await db.query<StaffOrderRow>(
    `select o.id::text, o.site, o.organization_id::text, o.organization_name, o.status, o.payment_method,
            o.gross_cents::text, o.currency, o.created_at, o.paid_at, i.id::text as invoice_id, i.number as invoice_number,
            n.id::text as credit_note_id, n.number as credit_note_number, count(*) over ()::text as total
     from commerce_orders o left join commerce_invoices i on i.order_id = o.id
       left join commerce_credit_notes n on n.order_id = o.id
     where ($1::text[] is null or o.site = any($1))
       and ($2::text is null or o.status = $2)
       and ($3::text is null or lower(o.organization_name) like $3)
     order by o.created_at desc, o.id desc
     limit $4 offset $5`,
    [q.sites === 'all' ? null : q.sites, q.status, q.organization === null ? null : containing(q.organization), q.limit, q.offset],
  );
  // A page past the end has no row to carry the count: ask for it alone.
  const total = rows[0] !== undefined ? Number(rows[0].total) : q.offset === 0 ? 0 : await countStaffOrders(db, q);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      site: r.site,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      status: r.status,
      paymentMethod: r.payment_method,
      grossCents: Number(r.gross_cents),
      currency: r.currency,
      createdAt: r.created_at,
      paidAt: r.paid_at,
      invoice: r.invoice_id && r.invoice_number ? { id: r.invoice_id, number: r.invoice_number } : null,
      creditNote: r.credit_note_id && r.credit_note_number ? { id: r.credit_note_id, number: r.credit_note_number } : null,
    })),
  };
}

async function countStaffOrders(db: pg.Pool, q: StaffOrderQuery): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from commerce_orders o
     where ($1::text[] is null or o.site = any($1)) and ($2::text is null or o.status = $2)
       and ($3::text is null or lower(o.organization_name) like $3)`,
    [q.sites === 'all' ? null : q.sites, q.status, q.organization === null ? null : containing(q.organization)],
  );
  return Number(rows[0]!.n);
}
