import type pg from 'pg';
import type { OrderRecord } from '../../../application/platform/commerce/commerce-repository.port';
import type { OutgoingMail } from '../../../domain/mail/mail';
import { isEntityId } from '../../../domain/shared/entity-id';
import type {
  AuditOf,
  CancelDecision,
  CancellableOrder,
} from '../../../application/platform/commerce-admin/commerce-admin-repository.port';
import { creditNoteNumber } from '../../../domain/commerce/credit-note';
import type { CreditType } from '../../../domain/commerce/credits';
import type { OrderStatus } from '../../../domain/commerce/invoice';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { ORDER_SELECT, type OrderRow, toOrder } from '../commerce/order-rows';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';

type Db = Pick<pg.PoolClient, 'query'>;

interface LockedOrderRow {
  site: string;
  status: OrderStatus;
  organization_id: string | null;
  invoice_id: string | null;
  invoice_number: string | null;
  issued_at: Date | null;
  net_cents: string;
  vat_cents: string;
  gross_cents: string;
  vat_rate_percent: number;
}

/** Sums per credit type, as numbers. */
const byType = (rows: ReadonlyArray<{ type: CreditType; amount: string }>): Partial<Record<CreditType, number>> =>
  Object.fromEntries(rows.map((r) => [r.type, Number(r.amount)]));

/**
 * Cancelling an order on PostgreSQL, one transaction: the order's row lock first (a second cancellation,
 * or marking it paid, waits and then sees it cancelled), then the lock every spend of the organization
 * takes (the balances decided on are the balances written to), then the credit note numbered from the
 * site's counter (a rollback returns the number), the ledger entries, the subscriptions, the upgrades, the
 * order, the staff action and the buyer's mail.
 */
export function cancelOrderInPostgres<C extends string>(
  pool: pg.Pool,
  input: { readonly orderId: string; readonly now: Date; readonly reason: string; readonly by: string },
  decide: (order: CancellableOrder) => CancelDecision<C>,
  audit: (site: string) => AuditOf,
  mail: (cancelled: OrderRecord) => OutgoingMail | null,
): Promise<{ ok: true; creditNote: { id: string; number: string } } | { ok: false; code: C | 'NOT_FOUND' }> {
  if (!isEntityId(input.orderId)) return Promise.resolve({ ok: false, code: 'NOT_FOUND' });
  return inTransaction(pool, async (db) => {
    const { rows } = await db.query<LockedOrderRow>(
      `select o.site, o.status, o.organization_id::text, i.id::text as invoice_id, i.number as invoice_number, i.issued_at,
              o.net_cents::text, o.vat_cents::text, o.gross_cents::text, o.vat_rate_percent
       from commerce_orders o left join commerce_invoices i on i.order_id = o.id
       where o.id = $1 for update of o`,
      [input.orderId],
    );
    const order = rows[0];
    if (!order) return { ok: false as const, code: 'NOT_FOUND' as const };
    const { granted, balances } = await creditsOf(db, input.orderId, order);
    const decision = decide({
      site: order.site,
      status: order.status,
      organizationId: order.organization_id,
      invoice:
        order.invoice_number && order.issued_at
          ? {
              number: order.invoice_number,
              issuedAt: order.issued_at,
              totals: {
                netCents: Number(order.net_cents),
                vatCents: Number(order.vat_cents),
                grossCents: Number(order.gross_cents),
                vatRatePercent: order.vat_rate_percent,
              },
            }
          : null,
      granted,
      balances,
    });
    if (!decision.ok) return { ok: false as const, code: decision.code };

    const { rows: counter } = await db.query<{ last_number: string }>(
      `insert into commerce_credit_note_counters (site, last_number) values ($1, 1)
       on conflict (site) do update set last_number = commerce_credit_note_counters.last_number + 1
       returning last_number::text`,
      [order.site],
    );
    const sequence = Number(counter[0]!.last_number);
    const number = creditNoteNumber(order.site, sequence);
    const { rows: note } = await db.query<{ id: string }>(
      `insert into commerce_credit_notes
         (order_id, invoice_id, site, sequence, number, issued_at, net_cents, vat_cents, gross_cents, vat_rate_percent, reason, issued_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id::text`,
      [
        input.orderId,
        order.invoice_id,
        order.site,
        sequence,
        number,
        input.now,
        decision.totals.netCents,
        decision.totals.vatCents,
        decision.totals.grossCents,
        decision.totals.vatRatePercent,
        input.reason,
        isEntityId(input.by) ? input.by : null,
      ],
    );
    for (const entry of decision.takeBack) {
      // A negative entry carries a spend key; the order's own makes a second take-back impossible.
      await db.query(
        `insert into commerce_credit_ledger (organization_id, site, type, delta, spend_key, order_id, reason)
         values ($1, $2, $3, $4, $5, $6, 'order_cancelled')`,
        [order.organization_id, order.site, entry.type, entry.delta, `order-cancelled:${input.orderId}`, input.orderId],
      );
    }
    const { rows: ended } = await db.query<{ id: string }>(
      `update commerce_subscriptions set starts_at = least(starts_at, $2), ends_at = $2, ended_early_at = $2, end_reason = $3
       where order_id = $1 and ends_at > $2 returning id::text`,
      [input.orderId, input.now, input.reason],
    );
    // The upgrades it bought: a running one ends now, one still to come is withdrawn (as a staff pick is).
    const { rows: endedUpgrades } = await db.query<{ id: string }>(
      `update job_highlights set ends_at = $2 where order_id = $1 and starts_at < $2 and (ends_at is null or ends_at > $2) returning id::text`,
      [input.orderId, input.now],
    );
    const { rows: withdrawnUpgrades } = await db.query<{ id: string }>(
      'delete from job_highlights where order_id = $1 and starts_at >= $2 returning id::text',
      [input.orderId, input.now],
    );
    await db.query(`update commerce_orders set status = 'cancelled', cancelled_at = $2 where id = $1`, [input.orderId, input.now]);
    await new PostgresStaffActionLog(db).record(
      audit(order.site)(
        { status: order.status, balances: { ...balances } },
        {
          status: 'cancelled',
          creditNote: number,
          reason: input.reason,
          takenBack: Object.fromEntries(decision.takeBack.map((e) => [e.type, e.delta])),
          endedSubscriptions: ended.map((s) => s.id),
          endedUpgrades: endedUpgrades.map((h) => h.id),
          withdrawnUpgrades: withdrawnUpgrades.map((h) => h.id),
        },
      ),
    );
    const { rows: cancelled } = await db.query<OrderRow>(`${ORDER_SELECT} where o.id = $1`, [input.orderId]);
    const buyerMail = mail(toOrder(cancelled[0]!));
    if (buyerMail) await new PostgresMailOutbox(db).enqueue(buyerMail, order.site);
    return { ok: true as const, creditNote: { id: note[0]!.id, number } };
  });
}

/** What the order granted and the organization's balances on its site, under the organization's spend lock. */
async function creditsOf(
  db: Db,
  orderId: string,
  order: LockedOrderRow,
): Promise<{ granted: Partial<Record<CreditType, number>>; balances: Partial<Record<CreditType, number>> }> {
  if (order.organization_id === null) return { granted: {}, balances: {} };
  await db.query('select 1 from organizations where id = $1 for no key update', [order.organization_id]);
  const [granted, balances] = await Promise.all([
    db.query<{ type: CreditType; amount: string }>(
      `select type, sum(delta)::text as amount from commerce_credit_ledger where order_id = $1 and delta > 0 group by type`,
      [orderId],
    ),
    db.query<{ type: CreditType; amount: string }>(
      `select type, sum(delta)::text as amount from commerce_credit_ledger where organization_id = $1 and site = $2 group by type`,
      [order.organization_id, order.site],
    ),
  ]);
  return { granted: byType(granted.rows), balances: byType(balances.rows) };
}
