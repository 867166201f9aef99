import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ctx, userActor } from '../../support/request-context';
import { BILLING, commerceOn, freshKey } from './commerce-support';

const SITE = 'karriere';

describe('commerce on PostgreSQL: checkout by invoice, credits, subscriptions, invoices', () => {
  let db: TestDatabase;
  let c: Awaited<ReturnType<typeof commerceOn>>;
  let owner: string;
  let org: string;
  const asOwner = () => ctx({ site: SITE, actor: userActor(owner, 'recruiter') });

  beforeAll(async () => {
    db = await createTestDatabase();
    c = await commerceOn(db.pool, [SITE, 'ausbildung']);
    owner = await insertUser(db.pool, { roles: [['recruiter', null]] });
    org = await insertOrganization(db.pool, { ownerId: owner, name: 'Käuferin GmbH' });
  });
  afterAll(() => db.drop());

  it('orders a bundle by invoice: German VAT, invoice number, credits granted, billing profile kept, mail queued', async () => {
    const bundle = await c.productId(SITE, 'job_bundle', 5);
    const placed = await c.placeOrder.execute(
      {
        organizationId: null,
        lines: [{ productId: bundle, quantity: 2 }],
        billing: { ...BILLING, vatNumber: 'de 123 456 789' },
        confirmedNetCents: 259_800,
        idempotencyKey: freshKey(),
        paymentMethod: 'invoice',
        origin: 'http://localhost:3004',
      },
      asOwner(),
    );
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.order).toMatchObject({
      netCents: 259_800,
      vatCents: 49_362,
      grossCents: 309_162,
      vatRatePercent: 19,
      status: 'open',
      organizationName: 'Käuferin GmbH',
      billing: { vatNumber: 'DE123456789' },
    });
    expect(placed.order.invoice.number).toMatch(/^KARRIERE-\d{6}$/);
    const due = new Date(placed.order.invoice.dueAt).getTime() - new Date(placed.order.invoice.issuedAt).getTime();
    expect(due).toBe(14 * 86_400_000);

    const credits = await c.getCredits.execute({ organizationId: null }, asOwner());
    expect(credits).toContainEqual({
      amount: 10,
      label: 'Stellenanzeigen',
      organizationName: 'Käuferin GmbH',
      type: 'job_posting',
      frontend: SITE,
    });
    expect(await c.repo.billingProfile(org)).toMatchObject({ companyName: 'Muster GmbH', vatNumber: 'DE123456789' });
    const { rows: mails } = await db.pool.query<{ recipient: string; subject: string; text_body: string }>(
      'select recipient, subject, text_body from mail_outbox order by id desc limit 1',
    );
    expect(mails[0]).toMatchObject({ recipient: 'rechnung@muster.example', subject: expect.stringContaining(placed.order.invoice.number) });
    expect(mails[0]!.text_body).toContain('3.091,62\u00a0€');
    expect(mails[0]!.text_body).toContain('http://localhost:3004/my-products');
  });

  it('the invoice PDF is for the organization only: another organization, a guest and unknown ids get null', async () => {
    const placed = await c.placeOrder.execute(
      {
        organizationId: null,
        lines: [{ productId: await c.productId(SITE, 'resume_credits'), quantity: 1 }],
        billing: BILLING,
        confirmedNetCents: 19_900,
        idempotencyKey: freshKey(),
        paymentMethod: 'invoice',
        origin: '',
      },
      asOwner(),
    );
    if (!placed.ok) throw new Error(placed.code);
    const invoiceId = placed.order.invoice.id;
    const pdf = await c.getInvoice.execute({ invoiceId }, asOwner());
    expect(pdf?.fileName).toBe(`${placed.order.invoice.number}.pdf`);
    expect(Buffer.from(pdf!.pdf.slice(0, 5)).toString()).toBe('%PDF-');

    const stranger = await insertUser(db.pool, { roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { ownerId: stranger });
    expect(await c.getInvoice.execute({ invoiceId }, ctx({ site: SITE, actor: userActor(stranger, 'recruiter') }))).toBeNull();
    expect(await c.getInvoice.execute({ invoiceId }, ctx({ site: SITE }))).toBeNull();
    expect(await c.getInvoice.execute({ invoiceId: '999999999' }, asOwner())).toBeNull();
    expect(await c.getCredits.execute({ organizationId: org }, ctx({ site: SITE, actor: userActor(stranger, 'recruiter') }))).toBeNull();
    // A member who is not the owner sees it too.
    const member = await insertUser(db.pool, { roles: [['recruiter', null]] });
    await db.pool.query('insert into organization_members (organization_id, user_id) values ($1, $2) on conflict do nothing', [
      org,
      member,
    ]);
    expect(await c.getInvoice.execute({ invoiceId }, ctx({ site: SITE, actor: userActor(member, 'recruiter') }))).not.toBeNull();
  });

  it('bad input gets its code and changes nothing', async () => {
    const count = async () => (await db.pool.query<{ n: number }>('select count(*)::int as n from commerce_orders')).rows[0]!.n;
    const before = await count();
    const bundle = await c.productId(SITE, 'job_bundle', 1);
    const base = {
      organizationId: null,
      lines: [{ productId: bundle, quantity: 1 }],
      billing: BILLING,
      confirmedNetCents: 29_900,
      paymentMethod: 'invoice' as const,
      origin: '',
    };
    const tries = [
      [{ ...base, lines: [{ productId: bundle, quantity: -1 }] }, 'INVALID_QUANTITY'],
      [{ ...base, lines: [{ productId: bundle, quantity: 1_000_000 }] }, 'INVALID_QUANTITY'],
      [{ ...base, lines: [{ productId: await c.productId('ausbildung', 'job_bundle', 1), quantity: 1 }] }, 'UNKNOWN_PRODUCT'],
      [{ ...base, billing: { ...BILLING, vatNumber: 'DE12345' } }, 'INVALID_BILLING'],
      [{ ...base, confirmedNetCents: 19_900 }, 'PRICE_CHANGED'],
      [{ ...base, lines: [{ productId: await c.productId(SITE, 'upgrade'), quantity: 1, jobId: '999999' }] }, 'JOB_NOT_FOUND'],
    ] as const;
    for (const [input, code] of tries) {
      const result = await c.placeOrder.execute({ ...input, idempotencyKey: freshKey() }, asOwner());
      expect(result, code).toMatchObject({ ok: false, code });
    }
    const priceChanged = await c.placeOrder.execute({ ...base, confirmedNetCents: 1, idempotencyKey: freshKey() }, asOwner());
    expect(priceChanged).toMatchObject({ ok: false, code: 'PRICE_CHANGED', currentNetCents: 29_900 });
    const vat = await c.placeOrder.execute(
      { ...base, billing: { ...BILLING, vatNumber: 'ATU123' }, idempotencyKey: freshKey() },
      asOwner(),
    );
    expect(!vat.ok && vat.problems).toEqual([{ field: 'vatNumber', code: 'INVALID' }]);
    expect(await c.placeOrder.execute({ ...base, idempotencyKey: freshKey() }, ctx({ site: SITE }))).toMatchObject({
      ok: false,
      code: 'UNAUTHENTICATED',
    });
    expect(await count()).toBe(before);
  });

  it('an upgrade puts the chosen job on top for its runtime; a subscription lists with its slots, status and total', async () => {
    const job = await insertJob(db.pool, { organizationId: org, sites: [SITE] });
    const now = new Date();
    const upgrade = await c.placeOrder.execute(
      {
        organizationId: null,
        lines: [
          { productId: await c.productId(SITE, 'upgrade'), quantity: 1, jobId: job },
          { productId: await c.productId(SITE, 'subscription'), quantity: 1 },
        ],
        billing: BILLING,
        confirmedNetCents: 9_900 + 499_900,
        idempotencyKey: freshKey(),
        paymentMethod: 'invoice',
        origin: '',
      },
      asOwner(),
    );
    expect(upgrade.ok).toBe(true);
    const { rows } = await db.pool.query<{ kind: string; source: string; days: number }>(
      `select kind, source, round(extract(epoch from ends_at - starts_at) / 86400)::int as days from job_highlights where job_id = $1`,
      [job],
    );
    expect(rows).toEqual([{ kind: 'top', source: 'upgrade', days: 14 }]);

    const list = await c.getSubscriptions.execute(
      { status: null, limit: 100, offset: 0, sort: { field: 'startDate', direction: 'desc' }, allFrontends: false, organizationId: null },
      ctx({ site: SITE, locale: 'en-GB', actor: userActor(owner, 'recruiter') }),
    );
    expect(list.total).toBe(1);
    expect(list.errors).toEqual([]);
    expect(list.subscriptions[0]).toMatchObject({
      label: 'Recruiting subscription, one year',
      organizationName: 'Käuferin GmbH',
      availableJobSlots: 5,
      usageResumeContactSlots: { active: 0, available: 50, total: 50 },
      status: { label: 'Active', value: 'active' },
      type: 'subscription',
      frontend: SITE,
      product: { name: 'Recruiting subscription, one year' },
    });
    expect(new Date(list.subscriptions[0]!.startDate).getTime()).toBeGreaterThanOrEqual(now.getTime() - 1000);
    // ausbildung has the subscription feature off: an empty list, whoever asks.
    const off = await c.getSubscriptions.execute(
      { status: null, limit: 100, offset: 0, sort: { field: 'startDate', direction: 'desc' }, allFrontends: true, organizationId: null },
      ctx({ site: 'ausbildung', actor: userActor(owner, 'recruiter') }),
    );
    expect(off).toEqual({ subscriptions: [], total: 0, errors: [] });
  });

  it('paid posting takes a free subscription slot first, then a bundle unit, once per job; none left is unpaid', async () => {
    const buyer = await insertUser(db.pool, { roles: [['recruiter', null]] });
    const buyerOrg = await insertOrganization(db.pool, { ownerId: buyer });
    const now = new Date();
    const settle = (jobId: string) =>
      c.repo.settlePosting({ jobId, organizationId: buyerOrg, site: SITE, now, spendKey: `publish:${jobId}` });
    const job = async () => {
      const id = await insertJob(db.pool, { organizationId: buyerOrg, sites: [SITE] });
      await db.pool.query(`update jobs set state = 'published', published_at = now() where id = $1`, [id]);
      return id;
    };
    const first = await job();
    expect(await settle(first)).toBe('unpaid');
    await db.pool.query(
      `insert into commerce_subscriptions (organization_id, site, product_name, starts_at, ends_at, job_slots, resume_contact_slots)
       values ($1, $2, '{"de":"Abo"}', now() - interval '1 day', now() + interval '30 days', 1, 0)`,
      [buyerOrg, SITE],
    );
    await db.pool.query(`insert into commerce_credit_ledger (organization_id, site, type, delta) values ($1, $2, 'job_posting', 1)`, [
      buyerOrg,
      SITE,
    ]);
    expect(await settle(first)).toBe('paid'); // the subscription's one slot
    expect(await settle(first)).toBe('paid'); // again: already paid, nothing more taken
    const second = await job();
    expect(await settle(second)).toBe('paid'); // the slot is taken: the bundle unit
    expect((await c.repo.creditBalances(buyerOrg, SITE))[0]!.amount).toBe(0);
    expect(await settle(await job())).toBe('unpaid');
    const { rows } = await db.pool.query<{ subscription: boolean; ledger: boolean }>(
      `select subscription_id is not null as subscription, ledger_id is not null as ledger from commerce_paid_postings
       where organization_id = $1 order by created_at, job_id`,
      [buyerOrg],
    );
    expect(rows).toEqual([
      { subscription: true, ledger: false },
      { subscription: false, ledger: true },
    ]);
  });

  it('a checkout retried with the same key, even concurrently, makes one order', async () => {
    const key = freshKey();
    const input = {
      organizationId: null,
      lines: [{ productId: await c.productId(SITE, 'job_bundle', 1), quantity: 1 }],
      billing: BILLING,
      confirmedNetCents: 29_900,
      idempotencyKey: key,
      paymentMethod: 'invoice' as const,
      origin: '',
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => c.placeOrder.execute(input, asOwner())));
    const ids = new Set(results.map((r) => (r.ok ? r.order.id : r.code)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    const { rows } = await db.pool.query<{ n: number }>('select count(*)::int as n from commerce_orders where idempotency_key = $1', [key]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('commerce races on PostgreSQL', () => {
  let db: TestDatabase;
  let wide: pg.Pool;
  let c: Awaited<ReturnType<typeof commerceOn>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    // Hundreds of transactions wait for 25 connections on a shared machine: no 5 s connect timeout here.
    wide = new pg.Pool({ connectionString: db.url, max: 25, connectionTimeoutMillis: 120_000 });
    // The database is dropped with force after the pool ends: a connection still closing then gets the
    // server's "terminating connection" after the pool let go of it, which must not be an uncaught error.
    wide.on('connect', (client) => client.on('error', () => undefined));
    c = await commerceOn(wide, ['mainfranken']);
  });
  afterAll(async () => {
    await wide.end();
    await db.drop();
  });

  it('50 concurrent spends on a balance of 10: exactly 10 succeed, round after round; a spend key again is the same spend', async () => {
    const org = await insertOrganization(db.pool);
    // 20 rounds here (≈ 10 s); the printed benchmark tests/bench/commerce-races.bench.ts runs 100.
    for (let round = 0; round < 20; round++) {
      await wide.query(
        `insert into commerce_credit_ledger (organization_id, site, type, delta) values ($1, 'mainfranken', 'job_posting', 10)`,
        [org],
      );
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          c.spend.execute({
            organizationId: org,
            site: 'mainfranken',
            type: 'job_posting',
            amount: 1,
            key: `r${round}-s${i}`,
            jobId: null,
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(10);
      expect(results.filter((r) => !r.ok && r.code === 'INSUFFICIENT_CREDITS')).toHaveLength(40);
      const [balance] = await c.repo.creditBalances(org, 'mainfranken');
      expect(balance!.amount).toBe(0);
    }
    await wide.query(
      `insert into commerce_credit_ledger (organization_id, site, type, delta) values ($1, 'mainfranken', 'job_posting', 3)`,
      [org],
    );
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        c.spend.execute({ organizationId: org, site: 'mainfranken', type: 'job_posting', amount: 1, key: 'publish:42', jobId: null }),
      ),
    );
    expect(again.every((r) => r.ok)).toBe(true);
    expect(new Set(again.map((r) => (r.ok ? r.entryId : ''))).size).toBe(1);
    expect((await c.repo.creditBalances(org, 'mainfranken'))[0]!.amount).toBe(2);
    // The ledger is append-only.
    await expect(wide.query('update commerce_credit_ledger set delta = 100 where organization_id = $1', [org])).rejects.toThrow(
      /append-only/,
    );
  }, 240_000);

  it('200 concurrent orders get invoice numbers 1…200 of their site, no gap, no duplicate', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await insertUser(db.pool, { roles: [['recruiter', null]] });
        await insertOrganization(db.pool, { ownerId: user });
        return user;
      }),
    );
    const product = await c.productId('mainfranken', 'job_bundle', 1);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        c.placeOrder.execute(
          {
            organizationId: null,
            lines: [{ productId: product, quantity: 1 }],
            billing: BILLING,
            confirmedNetCents: 29_900,
            idempotencyKey: freshKey(),
            paymentMethod: 'invoice',
            origin: '',
          },
          ctx({ site: 'mainfranken', actor: userActor(buyers[i % buyers.length]!, 'recruiter') }),
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const { rows } = await db.pool.query<{ sequence: number }>(
      `select sequence::int from commerce_invoices where site = 'mainfranken' order by sequence`,
    );
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  }, 240_000);
});
