import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { CommerceGateway } from '../../../src/application/board/commerce/commerce-gateway.port';
import { ShowMyProducts } from '../../../src/application/board/commerce/show-my-products.use-case';
import { COMMERCE } from '../../../src/infrastructure/di/commerce.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { insertDemoProducts } from '../../../src/infrastructure/postgres/seed/demo-products';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { BILLING, freshKey } from './commerce-support';

/** The board's commerce gateway through the composition root: Apollo → /graphql in process → PostgreSQL. */
describe('commerce over GraphQL (ApolloCommerceGateway, the platform on PostgreSQL)', () => {
  let db: TestDatabase;
  let filesDir: string;
  let gateway: CommerceGateway;
  let owner: BoardContext;
  let stranger: BoardContext;
  const guest: BoardContext = { site: 'default', locale: 'de' };

  beforeAll(async () => {
    db = await createTestDatabase();
    const client = await db.pool.connect();
    await insertDemoProducts(client, ['default', 'suedwest']).finally(() => client.release());
    const ownerId = await insertUser(db.pool, { email: 'kauf@example.test', roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { ownerId, name: 'Gateway GmbH' });
    const otherId = await insertUser(db.pool, { email: 'fremd@example.test', roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { ownerId: otherId });
    owner = { ...guest, token: (await signIn(db.pool, 'kauf@example.test')).token };
    stranger = { ...guest, token: (await signIn(db.pool, 'fremd@example.test')).token };
    filesDir = await mkdtemp(join(tmpdir(), 'commerce-gateway-'));
    gateway = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir }).get(COMMERCE.Gateway);
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('getCredits and getSubscriptions answer the organization; guests get null and an error in the list', async () => {
    expect(await gateway.credits(owner)).toEqual([
      { amount: 0, label: 'Stellenanzeigen', organizationName: 'Gateway GmbH', type: 'job_posting', frontend: 'default' },
      { amount: 0, label: 'Lebenslauf-Kontakte', organizationName: 'Gateway GmbH', type: 'resume_contact', frontend: 'default' },
    ]);
    expect(await gateway.credits(guest)).toBeNull();
    expect(await gateway.subscriptions(owner)).toEqual({ subscriptions: [], total: 0, errors: [] });
    expect(await gateway.subscriptions(guest)).toEqual({ subscriptions: [], total: 0, errors: ['UNAUTHENTICATED'] });
    expect((await gateway.products(guest)).map((p) => p.kind)).toEqual([
      'job_bundle',
      'job_bundle',
      'job_bundle',
      'upgrade',
      'upgrade',
      'resume_credits',
      'subscription',
    ]);
  });

  it('orders by invoice, lists the order, serves the invoice PDF to the organization only', async () => {
    const product = (await gateway.products(owner)).find((p) => p.kind === 'subscription')!;
    const refused = await gateway.placeOrder(
      {
        lines: [{ productId: product.id, quantity: 1, jobId: null }],
        billing: { ...BILLING, vatNumber: 'FR1' },
        confirmedNetCents: product.netCents,
        idempotencyKey: freshKey(),
        origin: 'http://localhost:3000',
      },
      owner,
    );
    expect(refused).toMatchObject({ order: null, errors: ['INVALID_BILLING'], fieldErrors: ['vatNumber:INVALID'] });
    const placed = await gateway.placeOrder(
      {
        lines: [{ productId: product.id, quantity: 1, jobId: null }],
        billing: BILLING,
        confirmedNetCents: product.netCents,
        idempotencyKey: freshKey(),
        origin: 'http://localhost:3000',
      },
      owner,
    );
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({ netCents: 499_900, vatCents: 94_981, grossCents: 594_881, status: 'open' });
    const mine = await new ShowMyProducts(gateway).execute(undefined, owner);
    expect(mine?.orders.map((o) => o.invoice.number)).toEqual([placed.order!.invoice.number]);
    expect(mine?.subscriptions).toEqual([
      expect.objectContaining({ label: 'Recruiting-Abo Jahr', availableJobSlots: 5, status: { label: 'Aktiv', value: 'active' } }),
    ]);
    const pdf = await gateway.invoicePdf(placed.order!.invoice.id, owner);
    expect(Buffer.from(pdf!.content.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(await gateway.invoicePdf(placed.order!.invoice.id, stranger)).toBeNull();
    expect(await gateway.invoicePdf(placed.order!.invoice.id, guest)).toBeNull();
    expect(await new ShowMyProducts(gateway).execute(undefined, guest)).toBeNull();
  });
});
