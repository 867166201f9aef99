import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { insertDemoProducts } from '../../../src/infrastructure/postgres/seed/demo-products';
import { handleCommerceApi } from '../../../src/ui/server/commerce/commerce-endpoints.server';
import { insertOrganization, insertUser } from '../support/fixtures';
import { crossSitePost, endlessForm, formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { BILLING, freshKey } from './commerce-support';

const MB = 1024 * 1024;

/** `/api/commerce/checkout` through the one form reader: the plain checkout form, on PostgreSQL. */
describe('the checkout form endpoint (form reader → board → platform → PostgreSQL)', () => {
  let db: TestDatabase;
  let filesDir: string;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  let token: string;
  let productId: string;
  let netCents: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const client = await db.pool.connect();
    await insertDemoProducts(client, ['default']).finally(() => client.release());
    const ownerId = await insertUser(db.pool, { email: 'kasse@example.test', roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { ownerId, name: 'Kasse GmbH' });
    token = (await signIn(db.pool, 'kasse@example.test')).token;
    filesDir = await mkdtemp(join(tmpdir(), 'checkout-endpoint-'));
    container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    const { rows } = await db.pool.query<{ id: string; net: number }>(
      `select id::text, net_cents::int as net from commerce_products where site = 'default' and kind = 'subscription' order by position limit 1`,
    );
    productId = rows[0]!.id;
    netCents = rows[0]!.net;
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  const orders = async () => Number((await db.pool.query<{ n: string }>('select count(*)::text as n from commerce_orders')).rows[0]!.n);
  const form = () => ({
    locale: 'de',
    productId,
    quantity: '1',
    confirmedNetCents: String(netCents),
    idempotencyKey: freshKey(),
    ...BILLING,
  });

  it('refuses a post without the CSRF token or from another site, back to the checkout, ordering nothing', async () => {
    const noToken = await handleCommerceApi(
      formPost(board, '/api/commerce/checkout', form(), { session: token, csrf: false }),
      'checkout',
      board,
    );
    expect(noToken.status).toBe(303);
    const back = new URL(noToken.headers.get('location')!, 'http://localhost');
    expect(back.pathname).toBe('/checkout');
    expect(back.searchParams.get('error')).toBe('CSRF');
    expect(back.searchParams.get('product')).toBe(productId);
    const crossSite = await handleCommerceApi(crossSitePost('/api/commerce/checkout', form()), 'checkout', board);
    expect(new URL(crossSite.headers.get('location')!, 'http://localhost').searchParams.get('error')).toBe('CSRF');
    expect(await orders()).toBe(0);
  });

  it('stops reading a body past the small-form bound and closes the connection, ordering nothing', async () => {
    const body = endlessForm(new URLSearchParams(form()).toString(), 700 * MB);
    const response = await handleCommerceApi(
      formPost(
        board,
        '/api/commerce/checkout',
        {},
        { session: token, body: body.stream, contentType: 'application/x-www-form-urlencoded' },
      ),
      'checkout',
      board,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('connection')).toBe('close');
    expect(new URL(response.headers.get('location')!, 'http://localhost').searchParams.get('error')).toBe('INVALID_INPUT');
    expect(body.pulled()).toBeLessThan(MB);
    expect(await orders()).toBe(0);
  });

  it('places the order by invoice and goes on to the products page with its invoice number', async () => {
    const response = await handleCommerceApi(formPost(board, '/api/commerce/checkout', form(), { session: token }), 'checkout', board);
    expect(response.status).toBe(303);
    const done = new URL(response.headers.get('location')!, 'http://localhost');
    expect(done.pathname).toBe('/my-products');
    expect(done.searchParams.get('ordered')).toMatch(/\S/);
    expect(await orders()).toBe(1);
  });
});
