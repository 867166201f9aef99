import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceRepository } from '../../../src/application/platform/commerce/commerce-repository.port';
import type { InvoiceFiles } from '../../../src/application/platform/commerce/invoice-files';
import type { PaymentProvider } from '../../../src/application/platform/commerce/payment-provider.port';
import { SettleCardOrder } from '../../../src/application/platform/commerce/settle-card-order';
import { SweepCardOrders } from '../../../src/application/platform/commerce/sweep-card-orders.use-case';
import type { SiteDirectory } from '../../../src/application/platform/site/site-directory.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { COMMERCE } from '../../../src/infrastructure/di/commerce.module';
import { T } from '../../../src/infrastructure/di/tokens';
import { MessageOrderMailComposer } from '../../../src/infrastructure/mail/order-mail-composer';
import type { StripeStandIn } from '../../support/stripe-stand-in';
import type { TestDatabase } from '../support/test-database';
import { type CardPaymentWorld, cardPaymentWorld } from './card-payment-world';

const HOUR = 3_600_000;

/**
 * Card orders whose provider notice never came, on PostgreSQL with the real `stripe` package against the
 * local Stripe stand-in: the sweep asks how each closed payment page ended and settles the order as the
 * notice would have — and a notice that arrives after the sweep changes nothing.
 */
describe('sweeping card orders without a payment notice (Stripe stand-in, PostgreSQL)', () => {
  let world: CardPaymentWorld;
  let db: TestDatabase;
  let board: Board;
  let container: CardPaymentWorld['container'];
  let stripe: StripeStandIn;
  let token: string;
  let packUnits: number;

  beforeAll(async () => {
    world = await cardPaymentWorld('sweep');
    ({ db, board, container, stripe, token } = world);
    packUnits = world.pack.units;
  });
  afterAll(() => world.close());

  /** The sweep as the composition root builds it, with the clock at `at`. */
  const sweepAt = (at: Date) => {
    const clock = { now: () => at };
    const repo = container.get<CommerceRepository>(COMMERCE.Repository);
    const settle = new SettleCardOrder(
      repo,
      new MessageOrderMailComposer(),
      container.get<SiteDirectory>(T.Sites),
      clock,
      container.get<InvoiceFiles>(COMMERCE.InvoiceFiles),
    );
    return new SweepCardOrders(repo, container.get<PaymentProvider | null>(COMMERCE.PaymentProvider), settle, clock);
  };
  const afterExpiry = (hours = 25) => new Date(Date.now() + hours * HOUR);

  const checkout = async () => {
    const session = world.sessionOf((await world.checkout()).location);
    return { session, orderId: session.metadata.order_id! };
  };
  const orderOf = async (orderId: string) =>
    (
      await db.pool.query<{ status: string; cancelled_at: Date | null; invoices: number; credits: number; mails: number }>(
        `select o.status, o.cancelled_at,
                (select count(*)::int from commerce_invoices i where i.order_id = o.id) as invoices,
                (select coalesce(sum(delta), 0)::int from commerce_credit_ledger l where l.order_id = o.id) as credits,
                (select count(*)::int from mail_outbox m where m.subject like '%' || (select number from commerce_invoices i where i.order_id = o.id) || '%') as mails
         from commerce_orders o where o.id = $1`,
        [orderId],
      )
    ).rows[0]!;

  it('asks about nothing before the payment page has closed', async () => {
    const { orderId } = await checkout();
    const outcome = await sweepAt(new Date()).execute({ limit: 50 });
    expect(outcome.claimed).toBe(0);
    expect(await orderOf(orderId)).toMatchObject({ status: 'awaiting_payment', invoices: 0, credits: 0 });
  });

  it('settles an order paid at the provider whose notice was lost exactly as the notice would; the late notice then books nothing', async () => {
    const { session, orderId } = await checkout();
    stripe.lostNotices = true;
    await stripe.notify('checkout.session.completed', session.id); // paid at Stripe, the notice lost on the way
    stripe.lostNotices = false;
    expect(await orderOf(orderId)).toMatchObject({ status: 'awaiting_payment', invoices: 0, credits: 0 });

    const outcome = await sweepAt(afterExpiry()).execute({ limit: 50 });
    expect(outcome.paid).toBeGreaterThanOrEqual(1);
    const swept = await orderOf(orderId);
    expect(swept).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits, mails: 1 });

    const late = await stripe.notify('checkout.session.completed', session.id);
    expect(late.status).toBe(200);
    expect(await orderOf(orderId)).toEqual(swept);
  });

  it('cancels an order whose page expired unpaid, with the date, and lists it as cancelled; a late expiry notice changes nothing', async () => {
    const { session, orderId } = await checkout();
    session.status = 'expired'; // Stripe closed the page; its notice never came
    const at = afterExpiry();
    await sweepAt(at).execute({ limit: 50 });
    const cancelled = await orderOf(orderId);
    expect(cancelled).toMatchObject({ status: 'cancelled', invoices: 0, credits: 0 });
    expect(cancelled.cancelled_at?.getTime()).toBe(at.getTime());

    expect((await stripe.notify('checkout.session.expired', session.id)).status).toBe(200);
    expect(await orderOf(orderId)).toEqual(cancelled);

    const page = await board.showMyProducts.execute(undefined, { site: 'default', locale: 'de', token });
    expect(page?.unpaidOrders.find((o) => o.id === orderId)).toMatchObject({
      status: 'cancelled',
      cancelledAt: at.toISOString(),
      resumePaymentUrl: null,
      lines: [{ quantity: 1, name: '10 Lebenslauf-Kontakte' }],
    });
    expect(page?.orders.some((o) => o.id === orderId)).toBe(false);
  });

  it('closes a page still open past its time at the provider before cancelling, so nobody can pay for a cancelled order', async () => {
    const { session, orderId } = await checkout();
    await sweepAt(afterExpiry()).execute({ limit: 50 });
    expect(session.status).toBe('expired');
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', invoices: 0, credits: 0 });
    const payPage = await fetch(session.url);
    expect(payPage.status).toBe(410);
  });

  it('leaves a payment still on its way waiting, asks again only an hour later, then books it', async () => {
    const { session, orderId } = await checkout();
    Object.assign(session, { status: 'complete', payment_status: 'unpaid' }); // a bank debit on its way
    const first = afterExpiry();
    await sweepAt(first).execute({ limit: 50 });
    expect(await orderOf(orderId)).toMatchObject({ status: 'awaiting_payment', invoices: 0 });
    session.payment_status = 'paid';
    await sweepAt(new Date(first.getTime() + HOUR / 2)).execute({ limit: 50 });
    expect(await orderOf(orderId)).toMatchObject({ status: 'awaiting_payment', invoices: 0 });
    await sweepAt(new Date(first.getTime() + 2 * HOUR)).execute({ limit: 50 });
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits });
  });

  it('lets workers sweep side by side: each order is asked about and settled once', async () => {
    stripe.lostNotices = true;
    const orders = await Promise.all(Array.from({ length: 6 }, () => checkout()));
    for (const { session } of orders.slice(0, 3)) await stripe.notify('checkout.session.completed', session.id);
    for (const { session } of orders.slice(3)) session.status = 'expired';
    stripe.lostNotices = false;
    const at = afterExpiry(30);
    const outcomes = await Promise.all([
      sweepAt(at).execute({ limit: 2 }),
      sweepAt(at).execute({ limit: 2 }),
      sweepAt(at).execute({ limit: 50 }),
    ]);
    const mine = new Set(orders.map((o) => o.orderId));
    const { rows } = await db.pool.query<{ id: string }>(`select id::text from commerce_orders where status = 'awaiting_payment'`);
    expect(rows.filter((r) => mine.has(r.id))).toEqual([]);
    expect(outcomes.reduce((n, o) => n + o.claimed, 0)).toBeGreaterThanOrEqual(6);
    for (const { orderId } of orders.slice(0, 3))
      expect(await orderOf(orderId)).toMatchObject({ status: 'paid', invoices: 1, credits: packUnits });
    for (const { orderId } of orders.slice(3))
      expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', invoices: 0, credits: 0 });
  });

  it('lists an order awaiting payment with the way back to its payment page while that is open', async () => {
    const { session, orderId } = await checkout();
    const page = await board.showMyProducts.execute(undefined, { site: 'default', locale: 'de', token });
    expect(page?.unpaidOrders.find((o) => o.id === orderId)).toMatchObject({
      status: 'awaiting_payment',
      cancelledAt: null,
      resumePaymentUrl: session.url,
      lines: [{ quantity: 1, name: '10 Lebenslauf-Kontakte' }],
    });
  });
});
