import { randomUUID } from 'node:crypto';
import { isEntityId } from '../../../domain/shared/entity-id';
import type pg from 'pg';
import type {
  AdjustmentDecision,
  AuditOf,
  CancelDecision,
  CancellableOrder,
  CommerceAdminRepository,
  CreditAdjustmentRecord,
  OpenSubscriptionRecord,
  OrganizationCredits,
  PayableOrder,
  StaffOrderQuery,
  StaffOrderRecord,
} from '../../../application/platform/commerce-admin/commerce-admin-repository.port';
import type { OrderRecord } from '../../../application/platform/commerce/commerce-repository.port';
import type { Product } from '../../../domain/commerce/catalogue';
import { CREDIT_TYPES, type CreditType } from '../../../domain/commerce/credits';
import type { CheckedProduct } from '../../../domain/commerce/product-draft';
import type { OutgoingMail } from '../../../domain/mail/mail';
import type { StaffJson } from '../../../domain/staff/staff-json';
import { PRODUCT_COLUMNS, type ProductRow, toProduct } from '../commerce/product-rows';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';
import { cancelOrderInPostgres } from './order-cancellation';
import { queryStaffOrders } from './staff-order-rows';

/** A product as the staff action log keeps it: the fields staff edit. */
const audited = (p: Product): StaffJson => ({
  id: p.id,
  site: p.site,
  kind: p.kind,
  name: { ...p.name },
  netCents: p.netCents,
  units: p.units,
  runtimeDays: p.runtimeDays,
  upgradeKind: p.upgradeKind,
  jobSlots: p.jobSlots,
  resumeContactSlots: p.resumeContactSlots,
  active: p.active,
});

const values = (p: CheckedProduct) => [
  p.kind,
  JSON.stringify(p.name),
  p.netCents,
  p.units,
  p.runtimeDays,
  p.upgradeKind,
  p.jobSlots,
  p.resumeContactSlots,
];

/** The catalogue's and the ledger's staff writes on PostgreSQL. */
export class PostgresCommerceAdminRepository implements CommerceAdminRepository {
  constructor(private readonly pool: pg.Pool) {}

  async catalogue(site: string): Promise<Product[]> {
    const { rows } = await this.pool.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from commerce_products where site = $1 order by active desc, position, id`,
      [site],
    );
    return rows.map(toProduct);
  }

  insertProduct(site: string, product: CheckedProduct, audit: AuditOf): Promise<Product> {
    return inTransaction(this.pool, async (db) => {
      // A new product goes last in the shop: one past the site's highest position.
      const { rows } = await db.query<ProductRow>(
        `insert into commerce_products (site, kind, name, net_cents, units, runtime_days, upgrade_kind, job_slots, resume_contact_slots, position)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9,
               (select coalesce(max(position), 0) + 1 from commerce_products where site = $1))
       returning ${PRODUCT_COLUMNS}`,
        [site, ...values(product)],
      );
      const saved = toProduct(rows[0]!);
      await new PostgresStaffActionLog(db).record(audit(null, audited(saved)));
      return saved;
    });
  }

  async updateProduct(id: string, site: string, product: CheckedProduct, audit: AuditOf): Promise<Product | null> {
    if (!isEntityId(id)) return null;
    return inTransaction(this.pool, async (db) => {
      const before = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from commerce_products where id = $1 and site = $2 for update`, [
        id,
        site,
      ]);
      if (!before.rows[0]) return null;
      const { rows } = await db.query<ProductRow>(
        `update commerce_products
       set kind = $3, name = $4::jsonb, net_cents = $5, units = $6, runtime_days = $7, upgrade_kind = $8, job_slots = $9,
           resume_contact_slots = $10
       where id = $1 and site = $2
       returning ${PRODUCT_COLUMNS}`,
        [id, site, ...values(product)],
      );
      const saved = toProduct(rows[0]!);
      await new PostgresStaffActionLog(db).record(audit(audited(toProduct(before.rows[0])), audited(saved)));
      return saved;
    });
  }

  async setProductActive(id: string, site: string, active: boolean, audit: AuditOf): Promise<boolean> {
    if (!isEntityId(id)) return false;
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<{ active: boolean }>(
        `update commerce_products p set active = $3 from (select id, active from commerce_products where id = $1 and site = $2 for update) old
         where p.id = old.id returning old.active`,
        [id, site, active],
      );
      if (!rows[0]) return false;
      await new PostgresStaffActionLog(db).record(audit({ active: rows[0].active }, { active }));
      return true;
    });
  }

  adjustCredits<C extends string>(
    input: { readonly organizationId: string; readonly site: string; readonly type: CreditType; readonly by: string },
    decide: (balance: number) => AdjustmentDecision<C>,
    audit: AuditOf,
  ): Promise<{ ok: true; balance: number } | { ok: false; code: C | 'NOT_FOUND' }> {
    if (!isEntityId(input.organizationId)) return Promise.resolve({ ok: false, code: 'NOT_FOUND' });
    return inTransaction(this.pool, async (db) => {
      // The lock every spend of the organization takes: the balance decided on is the balance written to.
      const { rowCount } = await db.query('select 1 from organizations where id = $1 for no key update', [input.organizationId]);
      if (!rowCount) return { ok: false as const, code: 'NOT_FOUND' as const };
      const { rows } = await db.query<{ amount: string }>(
        'select coalesce(sum(delta), 0)::text as amount from commerce_credit_ledger where organization_id = $1 and site = $2 and type = $3',
        [input.organizationId, input.site, input.type],
      );
      const balance = Number(rows[0]!.amount);
      const decision = decide(balance);
      if (!decision.ok) return { ok: false as const, code: decision.code };
      await db.query(
        `insert into commerce_credit_ledger (organization_id, site, type, delta, spend_key, reason, note, adjusted_by)
         values ($1, $2, $3, $4, $5, 'staff_adjustment', $6, $7)`,
        [
          input.organizationId,
          input.site,
          input.type,
          decision.delta,
          // Every negative entry carries a spend key; an adjustment's is its own and never replayed.
          decision.delta < 0 ? `staff-adjustment:${randomUUID()}` : null,
          decision.note,
          isEntityId(input.by) ? input.by : null,
        ],
      );
      await new PostgresStaffActionLog(db).record(
        audit(
          { type: input.type, balance },
          { type: input.type, balance: balance + decision.delta, delta: decision.delta, reason: decision.note },
        ),
      );
      return { ok: true as const, balance: balance + decision.delta };
    });
  }

  async organizationCredits(organizationId: string, site: string): Promise<OrganizationCredits[] | null> {
    if (!isEntityId(organizationId)) return null;
    const { rows: org } = await this.pool.query<{ name: string }>('select name from organizations where id = $1', [organizationId]);
    if (!org[0]) return null;
    const { rows } = await this.pool.query<{ type: CreditType; amount: string }>(
      `select type, sum(delta)::text as amount from commerce_credit_ledger where organization_id = $1 and site = $2 group by type`,
      [organizationId, site],
    );
    return CREDIT_TYPES.map((type) => ({
      organizationId,
      organizationName: org[0]!.name,
      type,
      balance: Number(rows.find((r) => r.type === type)?.amount ?? 0),
    }));
  }

  async openSubscriptions(organizationId: string, site: string, now: Date): Promise<OpenSubscriptionRecord[]> {
    if (!isEntityId(organizationId)) return [];
    const { rows } = await this.pool.query<OpenSubscriptionRecord>(
      `select id::text, product_name as "productName", starts_at as "startsAt", ends_at as "endsAt",
              job_slots as "jobSlots", resume_contact_slots as "resumeContactSlots"
       from commerce_subscriptions where organization_id = $1 and site = $2 and ends_at > $3
       order by starts_at, id`,
      [organizationId, site, now],
    );
    return rows;
  }

  orders(query: StaffOrderQuery): Promise<{ rows: StaffOrderRecord[]; total: number }> {
    return queryStaffOrders(this.pool, query);
  }

  markOrderPaid<C extends string>(
    orderId: string,
    now: Date,
    decide: (order: PayableOrder) => C | null,
    audit: (site: string) => AuditOf,
  ): Promise<{ ok: true } | { ok: false; code: C | 'NOT_FOUND' }> {
    if (!isEntityId(orderId)) return Promise.resolve({ ok: false, code: 'NOT_FOUND' });
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<PayableOrder & { paymentMethod: 'invoice' | 'stripe' }>(
        `select site, status, payment_method as "paymentMethod" from commerce_orders where id = $1 for update`,
        [orderId],
      );
      const order = rows[0];
      if (!order) return { ok: false as const, code: 'NOT_FOUND' as const };
      const refused = decide(order);
      if (refused !== null) return { ok: false as const, code: refused };
      await db.query(`update commerce_orders set status = 'paid', paid_at = $2 where id = $1`, [orderId, now]);
      await new PostgresStaffActionLog(db).record(
        audit(order.site)({ status: order.status }, { status: 'paid', paidAt: now.toISOString() }),
      );
      return { ok: true as const };
    });
  }

  cancelOrder<C extends string>(
    input: { readonly orderId: string; readonly now: Date; readonly reason: string; readonly by: string },
    decide: (order: CancellableOrder) => CancelDecision<C>,
    audit: (site: string) => AuditOf,
    mail: (cancelled: OrderRecord) => OutgoingMail | null,
  ): Promise<{ ok: true; creditNote: { id: string; number: string } } | { ok: false; code: C | 'NOT_FOUND' }> {
    return cancelOrderInPostgres(this.pool, input, decide, audit, mail);
  }

  endSubscription<C extends string>(
    input: { readonly subscriptionId: string; readonly now: Date; readonly reason: string },
    decide: (subscription: { site: string; startsAt: Date; endsAt: Date }) => C | null,
    audit: (site: string) => AuditOf,
  ): Promise<{ ok: true } | { ok: false; code: C | 'NOT_FOUND' }> {
    if (!isEntityId(input.subscriptionId)) return Promise.resolve({ ok: false, code: 'NOT_FOUND' });
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<{ site: string; startsAt: Date; endsAt: Date }>(
        `select site, starts_at as "startsAt", ends_at as "endsAt" from commerce_subscriptions where id = $1 for update`,
        [input.subscriptionId],
      );
      const subscription = rows[0];
      if (!subscription) return { ok: false as const, code: 'NOT_FOUND' as const };
      const refused = decide(subscription);
      if (refused !== null) return { ok: false as const, code: refused };
      await db.query(
        `update commerce_subscriptions set starts_at = least(starts_at, $2), ends_at = $2, ended_early_at = $2, end_reason = $3
         where id = $1`,
        [input.subscriptionId, input.now, input.reason],
      );
      await new PostgresStaffActionLog(db).record(
        audit(subscription.site)({ endsAt: subscription.endsAt.toISOString() }, { endsAt: input.now.toISOString(), reason: input.reason }),
      );
      return { ok: true as const };
    });
  }

  async recentAdjustments(site: string, limit: number): Promise<CreditAdjustmentRecord[]> {
    const { rows } = await this.pool.query<{
      id: string;
      organization_id: string;
      organization_name: string;
      type: CreditType;
      delta: number;
      note: string;
      created_at: Date;
    }>(
      `select l.id::text, l.organization_id::text, o.name as organization_name, l.type, l.delta, l.note, l.created_at
       from commerce_credit_ledger l join organizations o on o.id = l.organization_id
       where l.site = $1 and l.reason = 'staff_adjustment'
       order by l.created_at desc, l.id desc limit $2`,
      [site, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      type: r.type,
      delta: r.delta,
      note: r.note,
      createdAt: r.created_at,
    }));
  }
}
