import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { CommerceAdminGateway } from '../../../src/application/board/commerce-admin/commerce-admin-gateway.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { COMMERCE_ADMIN } from '../../../src/infrastructure/di/commerce-admin.module';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { handleCommerceAdminApi } from '../../../src/ui/server/commerce-admin/commerce-admin-endpoints.server';
import { insertOrganization, insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';
const OTHER = 'karriere';

/** The staff's order list and "mark paid": Apollo → /graphql in process → PostgreSQL, and the board's plain form. */
describe('staff order list and payments on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let desk: CommerceAdminGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let jobEditor: BoardContext;
  let siteAdminToken: string;
  let organizationId: string;
  const guest: BoardContext = { site: SITE, locale: 'de' };
  let orders = 0;

  /** An order as checkout leaves it: by invoice it is open and invoiced; by card awaiting payment without an invoice. */
  const order = async (o: {
    site?: string;
    name?: string;
    status?: 'open' | 'paid' | 'awaiting_payment' | 'cancelled';
    method?: 'invoice' | 'stripe';
    daysAgo?: number;
    grossCents?: number;
  }): Promise<{ id: string; invoice: string | null }> => {
    const site = o.site ?? SITE;
    const status = o.status ?? 'open';
    const gross = o.grossCents ?? 11_900;
    const created = new Date(Date.UTC(2026, 10, 27) - (o.daysAgo ?? 0) * 86_400_000);
    const { rows } = await db.pool.query<{ id: string }>(
      `insert into commerce_orders (organization_id, organization_name, site, idempotency_key, status, payment_method, billing,
         net_cents, vat_cents, gross_cents, vat_rate_percent, created_at)
       values ($1, $2, $3, $4, $5, $6, '{}'::jsonb, $7, $8, $9, 19, $10) returning id::text`,
      [
        organizationId,
        o.name ?? 'Guthaben GmbH',
        site,
        `order-${++orders}`,
        status,
        o.method ?? 'invoice',
        gross - Math.round((gross / 1.19) * 0.19),
        Math.round((gross / 1.19) * 0.19),
        gross,
        created,
      ],
    );
    const id = rows[0]!.id;
    if (status === 'awaiting_payment' || status === 'cancelled') return { id, invoice: null };
    const number = `${site.toUpperCase()}-${String(orders).padStart(6, '0')}`;
    const invoice = await db.pool.query<{ id: string }>(
      `insert into commerce_invoices (order_id, site, sequence, number, issued_at, due_at) values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz + interval '14 days')
       returning id::text`,
      [id, site, orders, number, created],
    );
    return { id, invoice: invoice.rows[0]!.id };
  };
  const statusOf = async (id: string) =>
    (
      await db.pool.query<{ status: string; paid: boolean }>(
        'select status, paid_at is not null as paid from commerce_orders where id = $1',
        [id],
      )
    ).rows[0];
  const logged = async (id: string) =>
    (
      await db.pool.query(
        `select action, site, before->>'status' as before, after->>'status' as after from staff_actions where target_type = 'order' and target_id = $1 order by id`,
        [id],
      )
    ).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    const as = async (email: string, roles: Array<[string, string | null]>): Promise<{ ctx: BoardContext; token: string }> => {
      await insertUser(db.pool, { email, roles });
      const token = (await signIn(db.pool, email)).token;
      return { ctx: { ...guest, token }, token };
    };
    administrator = (await as('admin@example.test', [['administrator', null]])).ctx;
    const admin = await as('suedwest-admin@example.test', [['site_admin', SITE]]);
    siteAdmin = admin.ctx;
    siteAdminToken = admin.token;
    jobEditor = (await as('redaktion@example.test', [['job_editor', null]])).ctx;
    organizationId = await insertOrganization(db.pool, { name: 'Guthaben GmbH' });
    filesDir = await mkdtemp(join(tmpdir(), 'commerce-orders-'));
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    desk = container.get(COMMERCE_ADMIN.Gateway);
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('lists the orders of the staff member’s sites newest first with number, organization, total, method, state and invoice; filters and pages', async () => {
    await db.pool.query('delete from commerce_invoices; delete from commerce_orders');
    const old = await order({ name: 'Alte Zeiten AG', daysAgo: 30, status: 'paid' });
    const card = await order({ name: 'Karten KG', daysAgo: 2, method: 'stripe', status: 'awaiting_payment', grossCents: 5_950 });
    const recent = await order({ name: 'Guthaben GmbH', daysAgo: 1 });
    const foreign = await order({ site: OTHER, name: 'Fremde GmbH', daysAgo: 0 });

    const mine = await desk.orders({ status: null, organization: null, page: 1 }, siteAdmin);
    expect(mine.errors).toEqual([]);
    // A site admin sees their own site's orders only, whichever site; newest first.
    expect(mine.orders.map((o) => o.id)).toEqual([recent.id, card.id, old.id]);
    expect(mine.total).toBe(3);
    expect(mine.orders[0]).toMatchObject({
      organizationName: 'Guthaben GmbH',
      site: SITE,
      grossCents: 11_900,
      paymentMethod: 'invoice',
      status: 'open',
      invoiceId: recent.invoice,
    });
    expect(mine.orders[0]!.invoiceNumber).toMatch(/^SUEDWEST-\d{6}$/);
    expect(mine.orders[1]).toMatchObject({ paymentMethod: 'stripe', status: 'awaiting_payment', invoiceId: null, invoiceNumber: null });

    // An administrator sees every site's.
    expect((await desk.orders({ status: null, organization: null, page: 1 }, administrator)).orders.map((o) => o.id)).toEqual([
      foreign.id,
      recent.id,
      card.id,
      old.id,
    ]);
    // By state, by part of the organization's name in any case (a % typed is a %, not a wildcard).
    expect((await desk.orders({ status: 'paid', organization: null, page: 1 }, siteAdmin)).orders.map((o) => o.id)).toEqual([old.id]);
    expect((await desk.orders({ status: null, organization: 'karten', page: 1 }, siteAdmin)).orders.map((o) => o.id)).toEqual([card.id]);
    expect((await desk.orders({ status: null, organization: '%', page: 1 }, siteAdmin)).total).toBe(0);

    // Pages of 25, newest first; a page past the end is empty but still counts.
    for (let i = 0; i < 26; i++) await order({ name: `Massen ${i}`, daysAgo: 3 });
    const first = await desk.orders({ status: null, organization: 'massen', page: 1 }, siteAdmin);
    const second = await desk.orders({ status: null, organization: 'massen', page: 2 }, siteAdmin);
    expect([first.orders.length, second.orders.length, first.total, first.pageSize]).toEqual([25, 1, 26, 25]);
    expect(new Set([...first.orders, ...second.orders].map((o) => o.id)).size).toBe(26);
    expect(await desk.orders({ status: null, organization: 'massen', page: 9 }, siteAdmin)).toMatchObject({ orders: [], total: 26 });
  });

  it('job editors and guests see no orders', async () => {
    expect((await desk.orders({ status: null, organization: null, page: 1 }, jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.orders({ status: null, organization: null, page: 1 }, guest)).errors).toEqual(['UNAUTHENTICATED']);
  });

  it('marks an open invoice order paid once, logged with the order’s site; refuses paid, card and other sites’ orders and writes nothing', async () => {
    const open = await order({ name: 'Zahler GmbH' });
    const credits = async () =>
      (await db.pool.query('select count(*)::int as n from commerce_credit_ledger where organization_id = $1', [organizationId])).rows[0].n;
    const ledger = await credits();
    expect(await desk.markOrderPaid(open.id, siteAdmin)).toEqual({ errors: [] });
    expect(await statusOf(open.id)).toEqual({ status: 'paid', paid: true });
    expect(await logged(open.id)).toEqual([{ action: 'order.mark_paid', site: SITE, before: 'open', after: 'paid' }]);
    // Its credits were granted when it was placed: paying books nothing more.
    expect(await credits()).toBe(ledger);

    expect(await desk.markOrderPaid(open.id, administrator)).toEqual({ errors: ['ALREADY_PAID'] });
    const card = await order({ method: 'stripe', status: 'awaiting_payment' });
    expect(await desk.markOrderPaid(card.id, administrator)).toEqual({ errors: ['NOT_AN_INVOICE_ORDER'] });
    const foreign = await order({ site: OTHER });
    expect(await desk.markOrderPaid(foreign.id, siteAdmin)).toEqual({ errors: ['NOT_FOUND'] });
    expect(await desk.markOrderPaid(foreign.id, jobEditor)).toEqual({ errors: ['FORBIDDEN'] });
    expect(await desk.markOrderPaid('999999', administrator)).toEqual({ errors: ['NOT_FOUND'] });
    expect(await statusOf(foreign.id)).toEqual({ status: 'open', paid: false });
    expect(await statusOf(card.id)).toEqual({ status: 'awaiting_payment', paid: false });
    expect([...(await logged(foreign.id)), ...(await logged(card.id))]).toEqual([]);
    expect(await logged(open.id)).toHaveLength(1);

    // An administrator pays another site's order; the log names that site.
    expect(await desk.markOrderPaid(foreign.id, administrator)).toEqual({ errors: [] });
    expect(await logged(foreign.id)).toEqual([{ action: 'order.mark_paid', site: OTHER, before: 'open', after: 'paid' }]);
  });

  it('the plain form marks paid and comes back to the same filtered page with its notice; refusals come back named', async () => {
    const open = await order({ name: 'Formular GmbH' });
    const post = (fields: Record<string, string>, options: { session?: string; csrf?: boolean } = { session: siteAdminToken }) =>
      handleCommerceAdminApi(formPost(board, '/api/commerce-admin/paid', { locale: 'de', ...fields }, options), 'paid', board);
    const landing = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost');

    const refusedToken = await post({ orderId: open.id }, { session: siteAdminToken, csrf: false });
    expect(landing(refusedToken).pathname).toBe('/de/admin/commerce/orders');
    expect(landing(refusedToken).searchParams.get('error')).toBe('CSRF');
    expect(await statusOf(open.id)).toEqual({ status: 'open', paid: false });

    const response = await post({ orderId: open.id, status: 'open', organization: 'Formular', page: '2' });
    expect(response.status).toBe(303);
    expect(landing(response).pathname).toBe('/de/admin/commerce/orders');
    expect(Object.fromEntries(landing(response).searchParams)).toEqual({
      status: 'open',
      organization: 'Formular',
      page: '2',
      notice: 'paid',
      order: open.id,
    });
    expect(await statusOf(open.id)).toEqual({ status: 'paid', paid: true });

    const again = await post({ orderId: open.id });
    expect(again.status).toBe(303);
    expect(Object.fromEntries(landing(again).searchParams)).toEqual({ error: 'ALREADY_PAID', order: open.id });
    expect(landing(await post({ orderId: 'x' })).searchParams.get('error')).toBe('NOT_FOUND');
  });
});
