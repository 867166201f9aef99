import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { CONFIG_ADMIN } from '../../../src/infrastructure/di/config-admin.module';
import { handleCommerceApi } from '../../../src/ui/server/commerce/commerce-endpoints.server';
import { handlePaymentWebhook } from '../../../src/ui/server/commerce/payment-webhook.server';
import type { StripeStandIn } from '../../support/stripe-stand-in';
import { setReadOnlyMode } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import type { TestDatabase } from '../support/test-database';
import { type CardPaymentWorld, cardPaymentWorld } from './card-payment-world';
import { BILLING, freshKey } from './commerce-support';

/**
 * Card payment end to end on PostgreSQL: the checkout form → board → GraphQL → platform → the Stripe
 * adapter (the real `stripe` package) → a local Stripe stand-in over HTTP; its signed notices → the
 * webhook endpoint → the platform. Nothing mocked but Stripe's servers.
 */
describe('card payment through Stripe Checkout (stand-in) on PostgreSQL', () => {
  let world: CardPaymentWorld;
  let db: TestDatabase;
  let board: Board;
  let stripe: StripeStandIn;
  let token: string;
  let organizationId: string;
  let packId: string;
  let packNet: number;
  let packUnits: number;

  beforeAll(async () => {
    world = await cardPaymentWorld('karte');
    ({ db, board, stripe, token, organizationId } = world);
    ({ id: packId, net: packNet, units: packUnits } = world.pack);
  });
  afterAll(() => world.close());

  const checkout = (quantity = 1, key = freshKey()) => world.checkout(quantity, key);
  const sessionOf = (location: string) => world.sessionOf(location);
  const orderOf = async (orderId: string) =>
    (
      await db.pool.query<{ status: string; gross: number; paid_at: Date | null; invoices: number; credits: number }>(
        `select o.status, o.gross_cents::int as gross, o.paid_at,
                (select count(*)::int from commerce_invoices i where i.order_id = o.id) as invoices,
                (select coalesce(sum(delta), 0)::int from commerce_credit_ledger l where l.order_id = o.id) as credits
         from commerce_orders o where o.id = $1`,
        [orderId],
      )
    ).rows[0]!;
  const mailsTo = async (email: string) =>
    Number(
      (await db.pool.query<{ n: string }>('select count(*)::text as n from mail_outbox where recipient = $1', [email])).rows[0]?.n ?? 0,
    );

  it('sends the browser to the payment page (303) with a session charging the order gross incl. VAT, the order waiting and nothing booked', async () => {
    const { response, location } = await checkout(2);
    expect(response.status).toBe(303);
    const session = sessionOf(location);
    const orderId = session.metadata.order_id!;
    expect(session.client_reference_id).toBe(orderId);
    expect(session.currency).toBe('eur');
    expect(session.mode).toBe('payment');
    expect(session.customer_email).toBe(BILLING.email);
    const order = await orderOf(orderId);
    expect(session.amount_total).toBe(order.gross);
    expect(order.gross).toBe(packNet * 2 + Math.floor((packNet * 2 * 19 + 50) / 100));
    expect(new URL(session.success_url).pathname).toBe('/checkout/paid');
    expect(new URL(session.success_url).searchParams.get('order')).toBe(orderId);
    expect(new URL(session.cancel_url).searchParams.get('error')).toBe('PAYMENT_CANCELLED');
    expect(order).toMatchObject({ status: 'awaiting_payment', invoices: 0, credits: 0, paid_at: null });
  });

  it('asks Stripe with an idempotency key per order: the same form posted again gets the same payment page', async () => {
    const key = freshKey();
    const first = await checkout(1, key);
    const again = await checkout(1, key);
    expect(again.location).toBe(first.location);
    const orderId = sessionOf(first.location).metadata.order_id!;
    const keys = stripe.creations.filter((c) => c.sessionId === sessionOf(first.location).id).map((c) => c.idempotencyKey);
    expect(keys).toEqual([`order-default-${orderId}`, `order-default-${orderId}`]);
    const { rows } = await db.pool.query('select 1 from commerce_orders where idempotency_key = $1', [key]);
    expect(rows).toHaveLength(1);
  });

  it('books the credits and issues the paid invoice exactly once, whether the notice comes twice or twice at once', async () => {
    const { location } = await checkout(1);
    const session = sessionOf(location);
    const orderId = session.metadata.order_id!;
    const first = await stripe.notify('checkout.session.completed', session.id);
    expect(first.status).toBe(200);
    const replay = await stripe.notify('checkout.session.completed', session.id, { eventId: first.eventId });
    expect(replay.status).toBe(200);
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits });

    // A second checkout whose two different notices (and one of them twice) arrive at the same time.
    const other = sessionOf((await checkout(1)).location);
    const otherId = other.metadata.order_id!;
    const racing = await Promise.all([
      stripe.notify('checkout.session.completed', other.id, { eventId: 'evt_race_a' }),
      stripe.notify('checkout.session.completed', other.id, { eventId: 'evt_race_a' }),
      stripe.notify('checkout.session.completed', other.id, { eventId: 'evt_race_b' }),
    ]);
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await orderOf(otherId)).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits });
    expect(await mailsTo(BILLING.email)).toBe(2);

    const { rows: balance } = await db.pool.query<{ n: number }>(
      `select coalesce(sum(delta), 0)::int as n from commerce_credit_ledger where organization_id = $1 and type = 'resume_contact'`,
      [organizationId],
    );
    expect(balance[0]!.n).toBe(2 * packUnits);
    const { rows: invoice } = await db.pool.query<{ due: Date; issued: Date }>(
      'select due_at as due, issued_at as issued from commerce_invoices where order_id = $1',
      [orderId],
    );
    expect(invoice[0]!.due.getTime()).toBe(invoice[0]!.issued.getTime());
  });

  it('while the platform is read-only a notice gets 503 with Retry-After and books nothing; delivered again afterwards, it books', async () => {
    const mode = world.container.get(CONFIG_ADMIN.ReadOnlyMode);
    const setReadOnly = (on: boolean) => setReadOnlyMode(db.pool, mode, on);
    const { location } = await checkout(1);
    const session = sessionOf(location);
    await setReadOnly(true);
    try {
      const refused = await stripe.notify('checkout.session.completed', session.id, { eventId: 'evt_read_only' });
      expect(refused.status).toBe(503);
      const asked = await handlePaymentWebhook(
        new Request('http://localhost/api/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': 't=1,v1=x' }, body: '{}' }),
        board.paymentNotices,
        board.accounts.readOnly,
      );
      expect([asked.status, asked.headers.get('retry-after')]).toEqual([503, '600']);
      expect(await orderOf(session.metadata.order_id!)).toMatchObject({ status: 'awaiting_payment', invoices: 0, credits: 0 });
    } finally {
      await setReadOnly(false);
    }
    expect((await stripe.notify('checkout.session.completed', session.id, { eventId: 'evt_read_only' })).status).toBe(200);
    expect(await orderOf(session.metadata.order_id!)).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits });
  });

  it('refuses a notice with a forged signature (400) and books nothing', async () => {
    const { location } = await checkout(1);
    const session = sessionOf(location);
    const forged = await stripe.notify('checkout.session.completed', session.id, { secret: 'whsec_forged' });
    expect(forged.status).toBe(400);
    const unsigned = await handlePaymentWebhook(
      new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: '{"id":"evt_x","type":"checkout.session.completed"}' }),
      board.paymentNotices,
    );
    expect(unsigned.status).toBe(400);
    expect(await orderOf(session.metadata.order_id!)).toMatchObject({ status: 'awaiting_payment', invoices: 0, credits: 0 });
  });

  it('does not book a payment of another sum than the order total', async () => {
    const { location } = await checkout(1);
    const session = sessionOf(location);
    const short = await stripe.notify('checkout.session.completed', session.id, { amountTotal: 1 });
    expect(short.status).toBe(200);
    expect(await orderOf(session.metadata.order_id!)).toMatchObject({ status: 'awaiting_payment', invoices: 0, credits: 0 });
  });

  it('cancels the order when the session expires (the form then answers ORDER_CANCELLED); a payment the provider still took is honoured once', async () => {
    const key = freshKey();
    const { location } = await checkout(1, key);
    const session = sessionOf(location);
    const orderId = session.metadata.order_id!;
    expect((await stripe.notify('checkout.session.expired', session.id)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', invoices: 0, credits: 0 });
    const again = await checkout(1, key);
    expect(new URL(again.location, 'http://localhost').searchParams.get('error')).toBe('ORDER_CANCELLED');
    // The buyer was charged after all: they get what they paid for, with a paid invoice, booked once.
    await stripe.notify('checkout.session.completed', session.id);
    await stripe.notify('checkout.session.completed', session.id);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits });
    expect((await stripe.notify('checkout.session.expired', session.id)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits });
  });

  it('keeps the typed billing fields of a refused plain post in a short-lived HttpOnly cookie, not in the address', async () => {
    const response = await handleCommerceApi(
      formPost(
        board,
        '/api/commerce/checkout',
        {
          locale: 'de',
          productId: packId,
          quantity: '1',
          confirmedNetCents: String(packNet),
          idempotencyKey: freshKey(),
          paymentMethod: 'stripe',
          ...BILLING,
          companyName: 'Getippt & Co KG',
          vatNumber: 'DE12',
        },
        { session: token },
      ),
      'checkout',
      board,
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(new URL(location, 'http://localhost').searchParams.get('fields')).toContain('vatNumber:');
    expect(location).not.toContain('Getippt');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('jb_typed_checkout='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=300/i);
    expect(decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='))).toContain('Getippt & Co KG');
  });
});
