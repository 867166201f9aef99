import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { CommerceAdminGateway } from '../../../src/application/board/commerce-admin/commerce-admin-gateway.port';
import type { CommerceGateway } from '../../../src/application/board/commerce/commerce-gateway.port';
import { formatPrice } from '../../../src/domain/commerce/money';
import type { Board } from '../../../src/infrastructure/di/board';
import { COMMERCE_ADMIN } from '../../../src/infrastructure/di/commerce-admin.module';
import { COMMERCE } from '../../../src/infrastructure/di/commerce.module';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { SESSION_COOKIE } from '../../../src/infrastructure/di/cookie-names';
import { insertDemoProducts } from '../../../src/infrastructure/postgres/seed/demo-products';
import { handleCommerceAdminApi } from '../../../src/ui/server/commerce-admin/commerce-admin-endpoints.server';
import { handleCommerceApi } from '../../../src/ui/server/commerce/commerce-endpoints.server';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { BILLING, freshKey } from './commerce-support';

const SITE = 'suedwest';

/**
 * Cancelling an order with a credit note end to end: the board's form and Apollo → /graphql in process →
 * PostgreSQL, the credit note's PDF through the board's download route, and the organization's own view.
 */
describe('order cancellation with a credit note on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let desk: CommerceAdminGateway;
  let shop: CommerceGateway;
  let owner: BoardContext;
  let ownerToken: string;
  let strangerToken: string;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let siteAdminToken: string;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  let organizationId: string;
  const guest: BoardContext = { site: SITE, locale: 'de' };

  /**
   * The owner orders by invoice, as the checkout does: a job bundle and a subscription, or the products
   * given (with the job an upgrade is for).
   */
  const placeOrder = async (chosen?: ReadonlyArray<{ kind: string; jobId: string | null }>) => {
    const products = await shop.products(owner);
    const wanted = chosen ?? [
      { kind: 'job_bundle', jobId: null },
      { kind: 'subscription', jobId: null },
    ];
    const lines = wanted.map((w) => ({ product: products.find((p) => p.kind === w.kind)!, jobId: w.jobId }));
    const placed = await shop.placeOrder(
      {
        lines: lines.map((l) => ({ productId: l.product.id, quantity: 1, jobId: l.jobId })),
        billing: BILLING,
        confirmedNetCents: lines.reduce((sum, l) => sum + l.product.netCents, 0),
        idempotencyKey: freshKey(),
        origin: 'http://localhost:3001',
      },
      owner,
    );
    expect(placed.errors).toEqual([]);
    return placed.order!;
  };
  const balance = async () =>
    Number(
      (
        await db.pool.query<{ n: string }>(
          `select coalesce(sum(delta), 0)::text as n from commerce_credit_ledger where organization_id = $1 and site = $2 and type = 'job_posting'`,
          [organizationId, SITE],
        )
      ).rows[0]!.n,
    );
  const state = async (orderId: string) =>
    (
      await db.pool.query(
        `select o.status, (select count(*)::int from commerce_credit_notes n where n.order_id = o.id) as notes,
                (select count(*)::int from commerce_credit_ledger l where l.order_id = o.id and l.reason = 'order_cancelled') as take_backs,
                (select count(*)::int from staff_actions a where a.target_type = 'order' and a.target_id = o.id::text) as logged,
                (select bool_and(s.ends_at <= now()) from commerce_subscriptions s where s.order_id = o.id) as subscription_ended
         from commerce_orders o where o.id = $1`,
        [orderId],
      )
    ).rows[0];
  const download = (creditNoteId: string, token?: string) =>
    handleCommerceApi(
      new Request(`http://localhost:3001/api/commerce/credit-note/${creditNoteId}`, {
        headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
      }),
      `credit-note/${creditNoteId}`,
      board,
    );
  const cancelForm = (fields: Record<string, string>) =>
    handleCommerceAdminApi(
      formPost(board, '/api/commerce-admin/cancel', { locale: 'de', ...fields }, { session: siteAdminToken }),
      'cancel',
      board,
    );
  const landing = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost');

  beforeAll(async () => {
    db = await createTestDatabase();
    const client = await db.pool.connect();
    await insertDemoProducts(client, [SITE]).finally(() => client.release());
    const as = async (email: string, roles: Array<[string, string | null]>) => {
      const userId = await insertUser(db.pool, { email, roles });
      const token = (await signIn(db.pool, email)).token;
      return { ctx: { ...guest, token } as BoardContext, token, userId };
    };
    const buyer = await as('kauf@example.test', [['recruiter', null]]);
    owner = buyer.ctx;
    ownerToken = buyer.token;
    organizationId = await insertOrganization(db.pool, { ownerId: buyer.userId, name: 'Storno GmbH' });
    const stranger = await as('fremd@example.test', [['recruiter', null]]);
    await insertOrganization(db.pool, { ownerId: stranger.userId });
    strangerToken = stranger.token;
    administrator = (await as('admin@example.test', [['administrator', null]])).ctx;
    const admin = await as('suedwest-admin@example.test', [['site_admin', SITE]]);
    siteAdmin = admin.ctx;
    siteAdminToken = admin.token;
    otherSiteAdmin = (await as('karriere-admin@example.test', [['site_admin', 'karriere']])).ctx;
    jobEditor = (await as('redaktion@example.test', [['job_editor', null]])).ctx;
    filesDir = await mkdtemp(join(tmpdir(), 'order-cancellation-'));
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    desk = container.get(COMMERCE_ADMIN.Gateway);
    shop = container.get(COMMERCE.Gateway);
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('the form cancels a paid order: credit note numbered, credits taken back, subscription ended, logged; the PDF names both numbers', async () => {
    const order = await placeOrder();
    expect(await desk.markOrderPaid(order.id, siteAdmin)).toEqual({ errors: [] });
    const granted = await balance();
    expect(granted).toBeGreaterThan(0);

    const unconfirmed = await cancelForm({ orderId: order.id, reason: 'Doppelt bestellt' });
    expect(Object.fromEntries(landing(unconfirmed).searchParams)).toEqual({ error: 'CONFIRMATION_REQUIRED', order: order.id });
    // The reason typed comes back in the form's own cookie.
    expect(unconfirmed.headers.get('set-cookie')).toContain('jb_typed_order-cancellation=');
    expect((await state(order.id)).status).toBe('paid');

    const response = await cancelForm({ orderId: order.id, reason: 'Doppelt bestellt', confirm: 'yes', status: 'paid' });
    expect(response.status).toBe(303);
    expect(landing(response).pathname).toBe('/de/admin/commerce/orders');
    expect(Object.fromEntries(landing(response).searchParams)).toEqual({
      status: 'paid',
      notice: 'cancelled',
      order: order.id,
      creditNote: 'SUEDWEST-ST-000001',
    });
    expect(await state(order.id)).toEqual({ status: 'cancelled', notes: 1, take_backs: 1, logged: 2, subscription_ended: true });
    expect(await balance()).toBe(0);
    const { rows: log } = await db.pool.query(
      `select action, site, after->>'creditNote' as note, after->>'reason' as reason from staff_actions where target_id = $1 and action = 'order.cancel'`,
      [order.id],
    );
    expect(log).toEqual([{ action: 'order.cancel', site: SITE, note: 'SUEDWEST-ST-000001', reason: 'Doppelt bestellt' }]);

    // The buyer is told, in the order's language, at the billing address: the credit note, its amount, a link.
    const { rows: mails } = await db.pool.query<{ recipient: string; subject: string; text_body: string; site: string }>(
      `select recipient, subject, text_body, site from mail_outbox where subject like '%SUEDWEST-ST-000001%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: BILLING.email, site: SITE });
    expect(mails[0]!.subject).toContain('Ihre Bestellung wurde storniert (Gutschrift SUEDWEST-ST-000001)');
    expect(mails[0]!.text_body).toContain(`Rechnung ${order.invoice.number}`);
    expect(mails[0]!.text_body.replace(/\s/g, ' ')).toContain(formatPrice(order.grossCents, 'EUR', 'de').replace(/\s/g, ' '));
    expect(mails[0]!.text_body).toContain(`/my-products?order=${order.id}`);

    // The staff's list and the organization's own orders show the credit note.
    const listed = (await desk.orders({ status: 'cancelled', organization: null, page: 1 }, siteAdmin)).orders;
    expect(listed.map((o) => [o.id, o.creditNoteNumber])).toEqual([[order.id, 'SUEDWEST-ST-000001']]);
    const mine = await shop.orders(owner);
    const creditNote = mine?.orders.find((o) => o.id === order.id)?.creditNote;
    expect(creditNote).toMatchObject({ number: 'SUEDWEST-ST-000001', grossCents: -order.grossCents });

    // The PDF: the owner and the shop staff download it; it names the credit note, the invoice and the negated total.
    const pdf = await download(creditNote!.id, ownerToken);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('SUEDWEST-ST-000001.pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text).toContain('Gutschrift SUEDWEST-ST-000001');
    expect(text).toContain(order.invoice.number);
    expect(text.replace(/\s/g, ' ')).toContain(formatPrice(-order.grossCents, 'EUR', 'de').replace(/\s/g, ' '));
    expect((await download(creditNote!.id, siteAdminToken)).status).toBe(200);
    expect((await download(creditNote!.id, strangerToken)).status).toBe(404);
    expect((await download(creditNote!.id)).status).toBe(404);

    // Twice: refused, nothing more written.
    expect(await desk.cancelOrder(order.id, 'Nochmal', administrator)).toEqual({ creditNoteNumber: null, errors: ['ORDER_CANCELLED'] });
    expect(await state(order.id)).toMatchObject({ notes: 1, take_backs: 1, logged: 2 });
  });

  it('job editors, another site’s admin and guests are refused; an open order is cancelled by the next number', async () => {
    const order = await placeOrder();
    expect(await desk.cancelOrder(order.id, 'Storno', jobEditor)).toEqual({ creditNoteNumber: null, errors: ['FORBIDDEN'] });
    expect(await desk.cancelOrder(order.id, 'Storno', otherSiteAdmin)).toEqual({ creditNoteNumber: null, errors: ['NOT_FOUND'] });
    expect(await desk.cancelOrder(order.id, 'Storno', guest)).toEqual({ creditNoteNumber: null, errors: ['UNAUTHENTICATED'] });
    expect(await desk.cancelOrder(order.id, '  ', siteAdmin)).toEqual({ creditNoteNumber: null, errors: ['REASON_REQUIRED'] });
    expect(await state(order.id)).toEqual({ status: 'open', notes: 0, take_backs: 0, logged: 0, subscription_ended: false });

    expect(await desk.cancelOrder(order.id, 'Kunde hat storniert', administrator)).toEqual({
      creditNoteNumber: 'SUEDWEST-ST-000002',
      errors: [],
    });
    expect(await state(order.id)).toMatchObject({ status: 'cancelled', notes: 1 });
  });

  it('refuses when credits the order granted were spent, writing nothing (no number taken either)', async () => {
    const order = await placeOrder();
    await db.pool.query(
      `insert into commerce_credit_ledger (organization_id, site, type, delta, spend_key) values ($1, $2, 'job_posting', -1, 'publish:1')`,
      [organizationId, SITE],
    );
    const before = await balance();
    expect(await desk.cancelOrder(order.id, 'Storno', siteAdmin)).toEqual({ creditNoteNumber: null, errors: ['CREDITS_ALREADY_SPENT'] });
    expect(await state(order.id)).toEqual({ status: 'open', notes: 0, take_backs: 0, logged: 0, subscription_ended: false });
    expect(await balance()).toBe(before);
    const { rows: mailed } = await db.pool.query(`select 1 from mail_outbox where subject like '%storniert%' and text_body like $1`, [
      `%${order.invoice.number}%`,
    ]);
    expect(mailed).toEqual([]);

    const refused = await cancelForm({ orderId: order.id, reason: 'Storno', confirm: 'yes' });
    expect(landing(refused).searchParams.get('error')).toBe('CREDITS_ALREADY_SPENT');
    const { rows } = await db.pool.query('select last_number::int as n from commerce_credit_note_counters where site = $1', [SITE]);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('staff end a running subscription early through /graphql: it ends now with its reason, logged; a second time it has ended', async () => {
    await placeOrder();
    const { rows } = await db.pool.query<{ id: string }>(
      `select id::text from commerce_subscriptions where organization_id = $1 and ends_at > now() order by id desc limit 1`,
      [organizationId],
    );
    const id = rows[0]!.id;
    const answer = async (token: string | null | undefined) => {
      const response = await board.handleGraphql(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-frontend': SITE,
            'apollo-require-preflight': 'true',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            query: 'mutation($id: ID!, $reason: String!) { endSubscription(subscriptionId: $id, reason: $reason) { errors } }',
            variables: { id, reason: 'Vertrag einvernehmlich beendet' },
          }),
        }),
      );
      return ((await response.json()) as { data: { endSubscription: { errors: string[] } } }).data.endSubscription.errors;
    };
    expect(await answer(otherSiteAdmin.token)).toEqual(['NOT_FOUND']);
    expect(await answer(jobEditor.token)).toEqual(['FORBIDDEN']);
    expect(await answer(siteAdmin.token)).toEqual([]);
    const { rows: ended } = await db.pool.query(
      `select ends_at <= now() as ended, end_reason as reason,
              (select count(*)::int from staff_actions where action = 'subscription.end_early' and target_id = $1::text) as logged
       from commerce_subscriptions where id = $1::bigint`,
      [id],
    );
    expect(ended).toEqual([{ ended: true, reason: 'Vertrag einvernehmlich beendet', logged: 1 }]);
    expect(await answer(administrator.token)).toEqual(['ALREADY_ENDED']);
  });

  it('the desk lists the organization’s open subscriptions; its form ends one after a ticked confirmation and keeps the reason when refused', async () => {
    await placeOrder();
    const open = async () => (await desk.credits(organizationId, siteAdmin)).subscriptions;
    const before = await open();
    expect(before.length).toBeGreaterThan(0);
    const subscription = before.at(-1)!;
    expect(subscription).toMatchObject({ nameDe: expect.any(String), jobSlots: expect.any(Number) });
    expect(new Date(subscription.endsAt).getTime()).toBeGreaterThan(Date.now());
    expect((await desk.credits(organizationId, otherSiteAdmin)).subscriptions).toEqual([]);

    const endForm = (fields: Record<string, string>) =>
      handleCommerceAdminApi(
        formPost(
          board,
          '/api/commerce-admin/end-subscription',
          { locale: 'de', organizationId, subscriptionId: subscription.id, ...fields },
          {
            session: siteAdminToken,
          },
        ),
        'end-subscription',
        board,
      );
    const unconfirmed = await endForm({ reason: 'Kunde hat gekündigt' });
    expect(unconfirmed.status).toBe(303);
    expect(landing(unconfirmed).searchParams.get('subscriptionError')).toBe('CONFIRMATION_REQUIRED');
    expect(landing(unconfirmed).searchParams.get('organization')).toBe(organizationId);
    expect(unconfirmed.headers.get('set-cookie')).toContain('jb_typed_subscription-end=');
    expect(decodeURIComponent(unconfirmed.headers.get('set-cookie')!)).toContain('Kunde hat gekündigt');
    expect((await open()).map((s) => s.id)).toContain(subscription.id);

    const noReason = await endForm({ reason: ' ', confirm: 'yes' });
    expect(landing(noReason).searchParams.get('subscriptionError')).toBe('REASON_REQUIRED');
    expect((await open()).map((s) => s.id)).toContain(subscription.id);

    const ended = await endForm({ reason: 'Kunde hat gekündigt', confirm: 'yes' });
    expect(landing(ended).pathname).toMatch(/\/admin\/commerce$/);
    expect(landing(ended).searchParams.get('notice')).toBe('subscriptionEnded');
    expect((await open()).map((s) => s.id)).not.toContain(subscription.id);
    const { rows } = await db.pool.query(`select end_reason from commerce_subscriptions where id = $1::bigint`, [subscription.id]);
    expect(rows).toEqual([{ end_reason: 'Kunde hat gekündigt' }]);
  });

  it('cancelling withdraws the upgrades it bought: a running one ends now, one still to come goes; another order’s stays', async () => {
    const job = await insertJob(db.pool, { organizationId, sites: [SITE] });
    const buyUpgrade = () => placeOrder([{ kind: 'upgrade', jobId: job }]);
    // The second purchase runs from the end of the first; a third is bought after the second is cancelled.
    const running = await buyUpgrade();
    const following = await buyUpgrade();
    const highlights = async () =>
      (
        await db.pool.query<{ order_id: string; running: boolean; future: boolean }>(
          `select order_id::text, starts_at <= now() and ends_at > now() as running, starts_at > now() as future
           from job_highlights where job_id = $1 order by id`,
          [job],
        )
      ).rows;
    expect(await highlights()).toEqual([
      { order_id: running.id, running: true, future: false },
      { order_id: following.id, running: false, future: true },
    ]);

    expect(await desk.cancelOrder(following.id, 'Versehentlich doppelt gebucht', siteAdmin)).toMatchObject({ errors: [] });
    expect(await highlights()).toEqual([{ order_id: running.id, running: true, future: false }]);

    expect(await desk.cancelOrder(running.id, 'Anzeige zurückgezogen', siteAdmin)).toMatchObject({ errors: [] });
    expect(await highlights()).toEqual([{ order_id: running.id, running: false, future: false }]);
    const { rows: log } = await db.pool.query(
      `select target_id, after->'endedUpgrades' as ended, after->'withdrawnUpgrades' as withdrawn from staff_actions
       where action = 'order.cancel' and target_id = any($1::text[]) order by id`,
      [[following.id, running.id]],
    );
    expect(log).toEqual([
      { target_id: following.id, ended: [], withdrawn: [expect.any(String)] },
      { target_id: running.id, ended: [expect.any(String)], withdrawn: [] },
    ]);

    // An upgrade of an order left alone keeps running.
    const kept = await buyUpgrade();
    expect((await highlights()).at(-1)).toEqual({ order_id: kept.id, running: true, future: false });
  });

  it('two staff cancelling the same order at once: one credit note, one take-back, the other is told it is cancelled', async () => {
    const order = await placeOrder();
    const answers = await Promise.all([
      desk.cancelOrder(order.id, 'Erste', siteAdmin),
      desk.cancelOrder(order.id, 'Zweite', administrator),
      desk.cancelOrder(order.id, 'Dritte', siteAdmin),
    ]);
    expect(answers.filter((a) => a.errors.length === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errors[0] === 'ORDER_CANCELLED')).toHaveLength(2);
    expect(await state(order.id)).toMatchObject({ status: 'cancelled', notes: 1, take_backs: 1, logged: 1 });
  });
});
