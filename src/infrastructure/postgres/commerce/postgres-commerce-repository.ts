import type pg from 'pg';
import { isEntityId } from '../../../domain/shared/entity-id';
import type {
  CardOrderRecord,
  CardPaymentNotice,
  CardPaymentSettlement,
  CommerceRepository,
  CreditBalanceRecord,
  MemberOrganization,
  NewOrder,
  OrderRecord,
  OverdueCardOrder,
  SpendOutcome,
  SubscriptionQuery,
  SubscriptionRecord,
  UnpaidCardOrderRecord,
} from '../../../application/platform/commerce/commerce-repository.port';
import type { BillingProfile } from '../../../domain/commerce/billing-profile';
import type { Product } from '../../../domain/commerce/catalogue';
import { type CreditType, spendEntry } from '../../../domain/commerce/credits';
import { invoiceNumber } from '../../../domain/commerce/invoice';
import { DAY_MS } from '../../../domain/commerce/subscription';
import type { OutgoingMail } from '../../../domain/mail/mail';
import { isLocale, type Translated } from '../../../domain/shared/locale';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { inTransaction } from '../in-transaction';
import { spendFromLedger } from './credit-ledger-spend';
import { ORDER_SELECT, type OrderRow, toOrder } from './order-rows';
import { PRODUCT_COLUMNS, type ProductRow, toProduct } from './product-rows';

type Db = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** What an order line grants, kept with it: an order paid later is fulfilled on the terms confirmed. */
type LineGrants = Pick<NewOrder['lines'][number], 'units' | 'runtimeDays' | 'upgradeKind' | 'jobSlots' | 'resumeContactSlots'>;

const isKeyRace = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'commerce_orders_idempotency_key';

/** Organizations a user owns or is a member of. */
const MEMBER_ORGANIZATIONS = `
  select o.id::text, o.name from organizations o
  where o.owner_id = $1 or exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id = $1)
  order by (o.owner_id = $1) desc nulls last, o.name, o.id`;

/**
 * Commerce on PostgreSQL. Writes that belong together run in one transaction: an order with its lines,
 * invoice number, billing profile, grants and mail; a spend with its balance check. Both lock the
 * organization's row first (`for no key update`: other spends and orders of the same organization wait,
 * nothing else does), so the balance read is the balance written against.
 */
/** A job an upgrade can go to: visitors see it now (an upgrade of a draft or an expired job would run unseen). */
const LIVE = `j.state = 'published' and (j.expires_at is null or j.expires_at > now())`;
/** The picker's list: an organization with more open jobs than this picks from its newest ones. */
const LIVE_JOBS_MAX = 500;

export class PostgresCommerceRepository implements CommerceRepository {
  constructor(private readonly pool: pg.Pool) {}

  async products(site: string): Promise<Product[]> {
    const { rows } = await this.pool.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from commerce_products where site = $1 order by position, id`,
      [site],
    );
    return rows.map(toProduct);
  }

  async memberOrganizations(userId: string): Promise<MemberOrganization[]> {
    if (!isEntityId(userId)) return [];
    return (await this.pool.query<MemberOrganization>(MEMBER_ORGANIZATIONS, [userId])).rows;
  }

  async organizationName(organizationId: string): Promise<string | null> {
    if (!isEntityId(organizationId)) return null;
    const { rows } = await this.pool.query<{ name: string }>('select name from organizations where id = $1', [organizationId]);
    return rows[0]?.name ?? null;
  }

  async creditBalances(organizationId: string, site: string | null): Promise<CreditBalanceRecord[]> {
    const { rows } = await this.pool.query<{ site: string; type: CreditType; amount: string }>(
      `select site, type, sum(delta)::text as amount from commerce_credit_ledger
       where organization_id = $1 and ($2::text is null or site = $2)
       group by site, type order by site, type`,
      [organizationId, site],
    );
    return rows.map((r) => ({ site: r.site, type: r.type, amount: Number(r.amount) }));
  }

  async subscriptions(q: SubscriptionQuery): Promise<{ rows: SubscriptionRecord[]; total: number }> {
    const column = q.sort.field === 'endDate' ? 's.ends_at' : 's.starts_at';
    const direction = q.sort.direction === 'asc' ? 'asc' : 'desc';
    const { rows } = await this.pool.query<{
      id: string;
      organization_id: string;
      organization_name: string;
      site: string;
      product_id: string | null;
      product_name: Translated;
      starts_at: Date;
      ends_at: Date;
      job_slots: number;
      resume_contact_slots: number;
      jobs_using_slots: number;
      resume_contacts_in_use: number;
      total: string;
    }>(
      `select s.id::text, s.organization_id::text, o.name as organization_name, s.site, s.product_id::text, s.product_name,
              s.starts_at, s.ends_at, s.job_slots, s.resume_contact_slots,
              (select count(*)::int from commerce_paid_postings p join jobs j on j.id = p.job_id
                where p.subscription_id = s.id and j.state = 'published' and (j.expires_at is null or j.expires_at > $3)) as jobs_using_slots,
              -- A slot stays in use while the contact request it paid was not given back (declined or expired).
              (select count(*)::int from resume_contact_requests r where r.subscription_id = s.id and r.refunded_at is null)
                as resume_contacts_in_use,
              count(*) over ()::text as total
       from commerce_subscriptions s join organizations o on o.id = s.organization_id
       where s.organization_id = $1 and ($2::text is null or s.site = $2)
         and ($4::text is null
              or ($4 = 'upcoming' and s.starts_at > $3)
              or ($4 = 'active' and s.starts_at <= $3 and s.ends_at > $3)
              or ($4 = 'expired' and s.ends_at <= $3))
       order by ${column} ${direction}, s.id ${direction}
       limit $5 offset $6`,
      [q.organizationId, q.site, q.now, q.status, q.limit, q.offset],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.countSubscriptions(q);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        organizationId: r.organization_id,
        organizationName: r.organization_name,
        site: r.site,
        productId: r.product_id,
        productName: r.product_name,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        jobSlots: r.job_slots,
        resumeContactSlots: r.resume_contact_slots,
        jobsUsingSlots: r.jobs_using_slots,
        resumeContactsInUse: r.resume_contacts_in_use,
      })),
    };
  }

  // A page past the end has no row to carry the window count.
  private async countSubscriptions(q: SubscriptionQuery): Promise<number> {
    if (q.offset === 0) return 0;
    const { rows } = await this.pool.query<{ n: number }>(
      `select count(*)::int as n from commerce_subscriptions s
       where s.organization_id = $1 and ($2::text is null or s.site = $2)
         and ($4::text is null
              or ($4 = 'upcoming' and s.starts_at > $3)
              or ($4 = 'active' and s.starts_at <= $3 and s.ends_at > $3)
              or ($4 = 'expired' and s.ends_at <= $3))`,
      [q.organizationId, q.site, q.now, q.status],
    );
    return rows[0]?.n ?? 0;
  }

  async orders(organizationId: string, limit: number, offset: number): Promise<{ rows: OrderRecord[]; total: number }> {
    const [{ rows }, count] = await Promise.all([
      this.pool.query<OrderRow>(`${ORDER_SELECT} where o.organization_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3`, [
        organizationId,
        limit,
        offset,
      ]),
      // Counted as listed: orders with an invoice (a card order gets one once paid).
      this.pool.query<{ n: number }>(
        'select count(*)::int as n from commerce_orders o join commerce_invoices i on i.order_id = o.id where o.organization_id = $1',
        [organizationId],
      ),
    ]);
    return { rows: rows.map(toOrder), total: count.rows[0]?.n ?? 0 };
  }

  async orderByKey(site: string, idempotencyKey: string): Promise<OrderRecord | null> {
    return this.orderWhere(this.pool, 'o.site = $1 and o.idempotency_key = $2', [site, idempotencyKey]);
  }

  async keepInvoiceFile(invoiceId: string, fileKey: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('update commerce_invoices set file_key = $2 where id = $1 and file_key is null', [
      invoiceId,
      fileKey,
    ]);
    return rowCount === 1;
  }

  async orderOfInvoice(invoiceId: string): Promise<OrderRecord | null> {
    if (!isEntityId(invoiceId)) return null;
    return this.orderWhere(this.pool, 'i.id = $1', [invoiceId]);
  }

  async orderOfCreditNote(creditNoteId: string): Promise<OrderRecord | null> {
    if (!isEntityId(creditNoteId)) return null;
    return this.orderWhere(this.pool, 'cn.id = $1', [creditNoteId]);
  }

  private async orderWhere(db: Db, where: string, values: unknown[]): Promise<OrderRecord | null> {
    const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} where ${where}`, values);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  async billingProfile(organizationId: string): Promise<BillingProfile | null> {
    const { rows } = await this.pool.query<{
      company_name: string;
      email: string;
      first_name: string;
      last_name: string;
      address_line1: string;
      address_line2: string;
      zip: string;
      locality: string;
      country_code: string;
      vat_number: string | null;
    }>('select * from commerce_billing_profiles where organization_id = $1', [organizationId]);
    const r = rows[0];
    return r
      ? {
          companyName: r.company_name,
          email: r.email,
          firstName: r.first_name,
          lastName: r.last_name,
          addressLine1: r.address_line1,
          addressLine2: r.address_line2,
          zip: r.zip,
          locality: r.locality,
          countryCode: r.country_code,
          vatNumber: r.vat_number,
        }
      : null;
  }

  async jobBelongsTo(jobId: string, organizationId: string, site: string): Promise<boolean> {
    if (!isEntityId(jobId)) return false;
    const { rowCount } = await this.pool.query(
      `select 1 from jobs j join job_sites s on s.job_id = j.id and s.site = $3
       where j.id = $1 and j.organization_id = $2 and ${LIVE}`,
      [jobId, organizationId, site],
    );
    return rowCount === 1;
  }

  async liveJobs(organizationId: string, site: string): Promise<Array<{ id: string; title: string }>> {
    const { rows } = await this.pool.query<{ id: string; title: string }>(
      `select j.id::text, j.title from jobs j join job_sites s on s.job_id = j.id and s.site = $2
       where j.organization_id = $1 and ${LIVE}
       order by j.published_at desc nulls last, j.id desc limit ${LIVE_JOBS_MAX}`,
      [organizationId, site],
    );
    return rows;
  }

  async placeOrder(order: NewOrder, mail: (placed: OrderRecord) => OutgoingMail): Promise<{ order: OrderRecord; replayed: boolean }> {
    try {
      return await inTransaction(this.pool, async (db) => {
        const earlier = await this.lockAndFindEarlier(db, order);
        if (earlier) {
          const invoiced = await this.orderWhere(db, 'o.id = $1', [earlier]);
          if (!invoiced) throw new Error('the key belongs to an order paid by card');
          return { order: invoiced, replayed: true };
        }
        const orderId = await this.insertOrder(db, order, 'invoice', 'open');
        for (const line of order.lines) await this.grant(db, order, orderId, line);
        await this.issueInvoice(db, orderId, order.site, order.now, new Date(order.now.getTime() + order.dueDays * DAY_MS));
        await this.saveBillingProfile(db, order);
        const record = await this.orderWhere(db, 'o.id = $1', [orderId]);
        if (!record) throw new Error('order vanished inside its own transaction');
        await new PostgresMailOutbox(db).enqueue(mail(record), record.site);
        return { order: record, replayed: false };
      });
    } catch (error) {
      // Two submits with the same key raced past the check: the loser answers the winner's order.
      if (isKeyRace(error)) {
        const winner = await this.orderByKey(order.site, order.idempotencyKey);
        if (winner) return { order: winner, replayed: true };
      }
      throw error;
    }
  }

  async orderKeyOwner(site: string, idempotencyKey: string): Promise<{ orderId: string; organizationId: string | null } | null> {
    const { rows } = await this.pool.query<{ id: string; organization_id: string | null }>(
      'select id::text, organization_id::text from commerce_orders where site = $1 and idempotency_key = $2',
      [site, idempotencyKey],
    );
    return rows[0] ? { orderId: rows[0].id, organizationId: rows[0].organization_id } : null;
  }

  async placeAwaitingOrder(order: NewOrder): Promise<{ order: CardOrderRecord; replayed: boolean }> {
    try {
      return await inTransaction(this.pool, async (db) => {
        const earlier = await this.lockAndFindEarlier(db, order);
        const orderId = earlier ?? (await this.insertOrder(db, order, 'stripe', 'awaiting_payment'));
        if (!earlier) await this.saveBillingProfile(db, order);
        const record = await this.cardOrderIn(db, orderId);
        if (!record) throw new Error('order vanished inside its own transaction');
        return { order: record, replayed: earlier !== null };
      });
    } catch (error) {
      if (isKeyRace(error)) {
        const winner = await this.orderKeyOwner(order.site, order.idempotencyKey);
        const record = winner ? await this.cardOrder(winner.orderId) : null;
        if (record) return { order: record, replayed: true };
      }
      throw error;
    }
  }

  async cardOrder(orderId: string): Promise<CardOrderRecord | null> {
    if (!isEntityId(orderId)) return null;
    return this.cardOrderIn(this.pool, orderId);
  }

  private async cardOrderIn(db: Db, orderId: string): Promise<CardOrderRecord | null> {
    const { rows } = await db.query<{
      id: string;
      organization_id: string | null;
      site: string;
      status: CardOrderRecord['status'];
      net_cents: string;
      vat_cents: string;
      gross_cents: string;
      vat_rate_percent: number;
      billing: BillingProfile;
      locale: string;
      payment_session_id: string | null;
      invoice_number: string | null;
      lines: Array<{ name: Translated; quantity: number; unitNetCents: number | string }>;
    }>(
      `select o.id::text, o.organization_id::text, o.site, o.status, o.net_cents::text, o.vat_cents::text, o.gross_cents::text,
              o.vat_rate_percent, o.billing, o.locale, o.payment_session_id,
              (select i.number from commerce_invoices i where i.order_id = o.id) as invoice_number,
              coalesce((select json_agg(json_build_object('name', l.name, 'quantity', l.quantity, 'unitNetCents', l.unit_net_cents) order by l.id)
                        from commerce_order_lines l where l.order_id = o.id), '[]') as lines
       from commerce_orders o where o.id = $1`,
      [orderId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      organizationId: r.organization_id,
      site: r.site,
      status: r.status,
      totals: {
        netCents: Number(r.net_cents),
        vatCents: Number(r.vat_cents),
        grossCents: Number(r.gross_cents),
        vatRatePercent: r.vat_rate_percent,
      },
      lines: r.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitNetCents: Number(l.unitNetCents) })),
      billingEmail: r.billing.email,
      locale: isLocale(r.locale) ? r.locale : 'de',
      paymentSessionId: r.payment_session_id,
      invoiceNumber: r.invoice_number,
    };
  }

  async attachPaymentSession(orderId: string, page: { sessionId: string; url: string; expiresAt: Date }): Promise<void> {
    await this.pool.query('update commerce_orders set payment_session_id = $2, payment_url = $3, payment_expires_at = $4 where id = $1', [
      orderId,
      page.sessionId,
      page.url,
      page.expiresAt,
    ]);
  }

  async unpaidCardOrders(organizationId: string, limit: number): Promise<UnpaidCardOrderRecord[]> {
    const { rows } = await this.pool.query<{
      id: string;
      site: string;
      status: 'awaiting_payment' | 'cancelled';
      created_at: Date;
      cancelled_at: Date | null;
      gross_cents: string;
      payment_url: string | null;
      payment_expires_at: Date | null;
      lines: Array<{ name: Translated; quantity: number }>;
    }>(
      `select o.id::text, o.site, o.status, o.created_at, o.cancelled_at, o.gross_cents::text, o.payment_url, o.payment_expires_at,
              coalesce((select json_agg(json_build_object('name', l.name, 'quantity', l.quantity) order by l.id)
                        from commerce_order_lines l where l.order_id = o.id), '[]') as lines
       from commerce_orders o
       where o.organization_id = $1 and o.status in ('awaiting_payment', 'cancelled')
       order by o.created_at desc, o.id desc limit $2`,
      [organizationId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      site: r.site,
      status: r.status,
      createdAt: r.created_at,
      cancelledAt: r.cancelled_at,
      grossCents: Number(r.gross_cents),
      lines: r.lines,
      paymentUrl: r.payment_url,
      paymentExpiresAt: r.payment_expires_at,
    }));
  }

  async claimOverdueCardOrders(now: Date, askedBefore: Date, limit: number): Promise<OverdueCardOrder[]> {
    // A page Stripe opens lives at most a day: an order whose page was never recorded is asked about after that.
    const { rows } = await this.pool.query<{ id: string; session_id: string | null }>(
      `update commerce_orders o set payment_checked_at = $1
       where o.id in (
         select id from commerce_orders
         where status = 'awaiting_payment' and payment_method = 'stripe'
           and coalesce(payment_expires_at, created_at + interval '1 day') <= $1
           and (payment_checked_at is null or payment_checked_at <= $2)
         order by coalesce(payment_expires_at, created_at + interval '1 day'), id
         limit $3
         for update skip locked)
       returning o.id::text, o.payment_session_id as session_id`,
      [now, askedBefore, limit],
    );
    return rows.map((r) => ({ id: r.id, sessionId: r.session_id }));
  }

  async settleCardPayment(notice: CardPaymentNotice, mail: (paid: OrderRecord) => OutgoingMail): Promise<CardPaymentSettlement> {
    return inTransaction(this.pool, async (db) => {
      // A second delivery of the same notice waits here for the first one's commit, then finds its id.
      const { rowCount } = await db.query(
        `insert into commerce_payment_events (event_id, type, order_id, received_at)
         select $1, $2, (select id from commerce_orders where id = $3), $4
         on conflict (event_id) do nothing`,
        [notice.eventId, notice.type, notice.orderId, notice.now],
      );
      if (rowCount !== 1) return { kind: 'duplicate' };
      // The order's row lock orders different notices about one order: the first one settles it.
      const { rows } = await db.query<{
        status: string;
        gross_cents: string;
        currency: string;
        site: string;
        organization_id: string | null;
      }>(
        `select status, gross_cents::text, currency, site, organization_id::text from commerce_orders
         where id = $1 and payment_method = 'stripe' for update`,
        [notice.orderId],
      );
      const order = rows[0];
      if (!order) return { kind: 'unknown-order' };
      // A payment the provider still took after the order was cancelled (its page had been called expired)
      // is honoured: nothing was held back for the order, so booking it now gives the buyer what they paid for.
      const latePayment = order.status === 'cancelled' && notice.outcome === 'paid';
      if (order.status !== 'awaiting_payment' && !latePayment) return { kind: 'unchanged' };
      if (notice.outcome === 'cancelled') {
        await db.query(`update commerce_orders set status = 'cancelled', cancelled_at = $2 where id = $1`, [notice.orderId, notice.now]);
        return { kind: 'cancelled' };
      }
      if (notice.amountTotalCents !== Number(order.gross_cents) || notice.currency?.toUpperCase() !== order.currency) {
        return { kind: 'mismatch' };
      }
      if (order.organization_id !== null) {
        await db.query('select 1 from organizations where id = $1 for no key update', [order.organization_id]);
        const { rows: lines } = await db.query<{
          product_id: string;
          kind: NewOrder['lines'][number]['kind'];
          name: Translated;
          quantity: number;
          unit_net_cents: string;
          line_net_cents: string;
          job_id: string | null;
          grants: LineGrants;
        }>(
          `select product_id::text, kind, name, quantity, unit_net_cents::text, line_net_cents::text, job_id::text, grants
           from commerce_order_lines where order_id = $1 order by id`,
          [notice.orderId],
        );
        for (const l of lines) {
          await this.grant(db, { organizationId: order.organization_id, site: order.site, now: notice.now }, notice.orderId, {
            productId: l.product_id,
            kind: l.kind,
            name: l.name,
            quantity: l.quantity,
            unitNetCents: Number(l.unit_net_cents),
            lineNetCents: Number(l.line_net_cents),
            jobId: l.job_id,
            ...l.grants,
          });
        }
      }
      await db.query(`update commerce_orders set status = 'paid', paid_at = $2, cancelled_at = null where id = $1`, [
        notice.orderId,
        notice.now,
      ]);
      // Paid on issue: the invoice is due the day it is issued.
      await this.issueInvoice(db, notice.orderId, order.site, notice.now, notice.now);
      const record = await this.orderWhere(db, 'o.id = $1', [notice.orderId]);
      if (!record) throw new Error('order vanished inside its own transaction');
      await new PostgresMailOutbox(db).enqueue(mail(record), record.site);
      return { kind: 'paid', order: record };
    });
  }

  /** Locks the organization's row (orders and spends of one organization take turns) and finds the key's order. */
  private async lockAndFindEarlier(db: Db, order: NewOrder): Promise<string | null> {
    const { rows: org } = await db.query('select 1 from organizations where id = $1 for no key update', [order.organizationId]);
    if (!org[0]) throw new Error('organization vanished while ordering');
    const { rows } = await db.query<{ id: string }>('select id::text from commerce_orders where site = $1 and idempotency_key = $2', [
      order.site,
      order.idempotencyKey,
    ]);
    return rows[0]?.id ?? null;
  }

  private async insertOrder(db: Db, order: NewOrder, method: 'invoice' | 'stripe', status: 'open' | 'awaiting_payment'): Promise<string> {
    const { rows: placed } = await db.query<{ id: string }>(
      `insert into commerce_orders (organization_id, organization_name, site, placed_by, idempotency_key, payment_method, status, billing,
                                    net_cents, vat_cents, gross_cents, vat_rate_percent, locale, created_at)
       values ($1, (select name from organizations where id = $1), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id::text`,
      [
        order.organizationId,
        order.site,
        order.placedBy,
        order.idempotencyKey,
        method,
        status,
        JSON.stringify(order.billing),
        order.totals.netCents,
        order.totals.vatCents,
        order.totals.grossCents,
        order.totals.vatRatePercent,
        order.locale,
        order.now,
      ],
    );
    const orderId = placed[0]!.id;
    for (const line of order.lines) {
      const grants: LineGrants = {
        units: line.units,
        runtimeDays: line.runtimeDays,
        upgradeKind: line.upgradeKind,
        jobSlots: line.jobSlots,
        resumeContactSlots: line.resumeContactSlots,
      };
      await db.query(
        `insert into commerce_order_lines (order_id, product_id, kind, name, quantity, unit_net_cents, line_net_cents, job_id, grants)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          orderId,
          line.productId,
          line.kind,
          JSON.stringify(line.name),
          line.quantity,
          line.unitNetCents,
          line.lineNetCents,
          line.jobId,
          JSON.stringify(grants),
        ],
      );
    }
    return orderId;
  }

  /**
   * The site's next invoice number. Its counter row stays locked until commit: the next order of the
   * site waits here, and a rollback returns the number.
   */
  private async issueInvoice(db: Db, orderId: string, site: string, issuedAt: Date, dueAt: Date): Promise<void> {
    const { rows: counter } = await db.query<{ last_number: string }>(
      `insert into commerce_invoice_counters (site, last_number) values ($1, 1)
       on conflict (site) do update set last_number = commerce_invoice_counters.last_number + 1
       returning last_number::text`,
      [site],
    );
    const sequence = Number(counter[0]!.last_number);
    await db.query(`insert into commerce_invoices (order_id, site, sequence, number, issued_at, due_at) values ($1, $2, $3, $4, $5, $6)`, [
      orderId,
      site,
      sequence,
      invoiceNumber(site, sequence),
      issuedAt,
      dueAt,
    ]);
  }

  private async saveBillingProfile(db: Db, order: NewOrder): Promise<void> {
    const b = order.billing;
    await db.query(
      `insert into commerce_billing_profiles (organization_id, company_name, email, first_name, last_name, address_line1, address_line2,
                                              zip, locality, country_code, vat_number, updated_by, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       on conflict (organization_id) do update set company_name = excluded.company_name, email = excluded.email,
         first_name = excluded.first_name, last_name = excluded.last_name, address_line1 = excluded.address_line1,
         address_line2 = excluded.address_line2, zip = excluded.zip, locality = excluded.locality,
         country_code = excluded.country_code, vat_number = excluded.vat_number, updated_by = excluded.updated_by,
         updated_at = excluded.updated_at`,
      [
        order.organizationId,
        b.companyName,
        b.email,
        b.firstName,
        b.lastName,
        b.addressLine1,
        b.addressLine2,
        b.zip,
        b.locality,
        b.countryCode,
        b.vatNumber,
        order.placedBy,
        order.now,
      ],
    );
  }

  /** Books what one line grants: credits, a subscription, or a job's upgrade. */
  private async grant(
    db: Db,
    order: { readonly organizationId: string; readonly site: string; readonly now: Date },
    orderId: string,
    line: NewOrder['lines'][number],
  ): Promise<void> {
    switch (line.kind) {
      case 'job_bundle':
      case 'resume_credits':
        await db.query(
          `insert into commerce_credit_ledger (organization_id, site, type, delta, order_id, created_at) values ($1, $2, $3, $4, $5, $6)`,
          [
            order.organizationId,
            order.site,
            line.kind === 'job_bundle' ? 'job_posting' : 'resume_contact',
            line.units * line.quantity,
            orderId,
            order.now,
          ],
        );
        return;
      case 'subscription': {
        // Several of one subscription are consecutive periods from now.
        const ends = new Date(order.now.getTime() + line.runtimeDays * line.quantity * DAY_MS);
        await db.query(
          `insert into commerce_subscriptions (organization_id, site, product_id, product_name, order_id, starts_at, ends_at, job_slots, resume_contact_slots)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            order.organizationId,
            order.site,
            line.productId,
            JSON.stringify(line.name),
            orderId,
            order.now,
            ends,
            line.jobSlots,
            line.resumeContactSlots,
          ],
        );
        return;
      }
      case 'upgrade': {
        // An upgrade bought again extends from where the current one ends.
        const { rows } = await db.query<{ from: Date }>(
          `select greatest($3::timestamptz, coalesce(max(ends_at), $3::timestamptz)) as from from job_highlights
           where job_id = $1 and site = $2 and kind = $4 and source = 'upgrade'`,
          [line.jobId, order.site, order.now, line.upgradeKind],
        );
        const from = rows[0]?.from ?? order.now;
        await db.query(
          `insert into job_highlights (job_id, site, kind, source, starts_at, ends_at, order_id) values ($1, $2, $3, 'upgrade', $4, $5, $6)`,
          [line.jobId, order.site, line.upgradeKind, from, new Date(from.getTime() + line.runtimeDays * line.quantity * DAY_MS), orderId],
        );
        return;
      }
    }
  }

  async spend(s: {
    organizationId: string;
    site: string;
    type: CreditType;
    amount: number;
    key: string;
    jobId: string | null;
  }): Promise<SpendOutcome> {
    // Its own transaction; callers with a transaction of theirs use spendFromLedger on their client.
    return inTransaction(this.pool, (db) => spendFromLedger(db, s));
  }

  async settlePosting(p: { jobId: string; organizationId: string; site: string; now: Date; spendKey: string }): Promise<'paid' | 'unpaid'> {
    return inTransaction(this.pool, async (db) => {
      await db.query('select 1 from organizations where id = $1 for no key update', [p.organizationId]);
      const { rowCount: already } = await db.query('select 1 from commerce_paid_postings where job_id = $1 and site = $2', [
        p.jobId,
        p.site,
      ]);
      if (already === 1) return 'paid';
      // A free slot of an active subscription: slots count the jobs published with it that are still online.
      const { rows: slot } = await db.query<{ id: string }>(
        `select s.id::text from commerce_subscriptions s
         where s.organization_id = $1 and s.site = $2 and s.starts_at <= $3 and s.ends_at > $3
           and s.job_slots > (select count(*) from commerce_paid_postings pp join jobs j on j.id = pp.job_id
                              where pp.subscription_id = s.id and j.state = 'published' and (j.expires_at is null or j.expires_at > $3))
         order by s.ends_at, s.id limit 1`,
        [p.organizationId, p.site, p.now],
      );
      if (slot[0]) {
        await db.query('insert into commerce_paid_postings (job_id, site, organization_id, subscription_id) values ($1, $2, $3, $4)', [
          p.jobId,
          p.site,
          p.organizationId,
          slot[0].id,
        ]);
        return 'paid';
      }
      const { rows: sum } = await db.query<{ amount: string }>(
        `select coalesce(sum(delta), 0)::text as amount from commerce_credit_ledger where organization_id = $1 and site = $2 and type = 'job_posting'`,
        [p.organizationId, p.site],
      );
      const entry = spendEntry(Number(sum[0]!.amount), 1);
      if (!entry.ok) return 'unpaid';
      const { rows } = await db.query<{ id: string }>(
        `insert into commerce_credit_ledger (organization_id, site, type, delta, spend_key, job_id, created_at)
         values ($1, $2, 'job_posting', $3, $4, $5, $6)
         returning id::text`,
        [p.organizationId, p.site, entry.value.delta, p.spendKey, p.jobId, p.now],
      );
      await db.query('insert into commerce_paid_postings (job_id, site, organization_id, ledger_id) values ($1, $2, $3, $4)', [
        p.jobId,
        p.site,
        p.organizationId,
        rows[0]!.id,
      ]);
      return 'paid';
    });
  }
}
