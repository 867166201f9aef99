import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { insertDemoProducts } from '../../../src/infrastructure/postgres/seed/demo-products';
import { handleCommerceApi } from '../../../src/ui/server/commerce/commerce-endpoints.server';
import { handlePaymentWebhook } from '../../../src/ui/server/commerce/payment-webhook.server';
import { type StandInSession, StripeStandIn } from '../../support/stripe-stand-in';
import { insertOrganization, insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { BILLING, freshKey } from './commerce-support';

/**
 * A recruiter with an organization on a fresh database, the demo catalogue, the composition root with
 * card payment configured, and the local Stripe stand-in whose notices reach the webhook endpoint. The
 * environment is restored by `close()`.
 */
export interface CardPaymentWorld {
  readonly db: TestDatabase;
  readonly container: ReturnType<typeof buildContainer>;
  readonly board: Board;
  readonly stripe: StripeStandIn;
  /** The recruiter's session. */
  readonly token: string;
  readonly organizationId: string;
  /** The site's first pack of resume credits. */
  readonly pack: { readonly id: string; readonly net: number; readonly units: number };
  /** The checkout form posted for card payment of `quantity` packs; where it sends the browser. */
  checkout(quantity?: number, key?: string): Promise<{ response: Response; location: string }>;
  /** The stand-in's payment session behind a payment page's address. */
  sessionOf(location: string): StandInSession;
  close(): Promise<void>;
}

export async function cardPaymentWorld(name: string): Promise<CardPaymentWorld> {
  const saved = { ...process.env };
  const secretKey = `sk_test_${name}`;
  const webhookSecret = `whsec_${name}`;
  const db = await createTestDatabase();
  const client = await db.pool.connect();
  await insertDemoProducts(client, ['default']).finally(() => client.release());
  const email = `${name}@example.test`;
  const ownerId = await insertUser(db.pool, { email, roles: [['recruiter', null]] });
  const organizationId = String(await insertOrganization(db.pool, { ownerId, name: `${name[0]!.toUpperCase()}${name.slice(1)} GmbH` }));
  const token = (await signIn(db.pool, email)).token;
  let board: Board | undefined;
  const stripe = new StripeStandIn({
    secretKey,
    webhookSecret,
    deliver: (request) => handlePaymentWebhook(request, board!.paymentNotices, board!.accounts.readOnly),
  });
  const base = await stripe.start();
  Object.assign(process.env, { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: base });
  const filesDir = await mkdtemp(join(tmpdir(), `card-${name}-`));
  const container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
  board = boardFrom(container);
  const { rows } = await db.pool.query<{ id: string; net: number; units: number }>(
    `select id::text, net_cents::int as net, units from commerce_products where site = 'default' and kind = 'resume_credits' order by position limit 1`,
  );
  const pack = rows[0]!;
  const world: CardPaymentWorld = {
    db,
    container,
    board,
    stripe,
    token,
    organizationId,
    pack,
    async checkout(quantity = 1, key = freshKey()) {
      const fields = {
        locale: 'de',
        productId: pack.id,
        quantity: String(quantity),
        confirmedNetCents: String(pack.net * quantity),
        idempotencyKey: key,
        paymentMethod: 'stripe',
        ...BILLING,
      };
      const response = await handleCommerceApi(
        formPost(world.board, '/api/commerce/checkout', fields, { session: token }),
        'checkout',
        world.board,
      );
      return { response, location: response.headers.get('location') ?? '' };
    },
    sessionOf(location) {
      const id = /\/pay\/([A-Za-z0-9_]+)$/.exec(location)?.[1];
      const session = id ? stripe.sessions.get(id) : undefined;
      if (!session) throw new Error(`not a stand-in payment page: ${location}`);
      return session;
    },
    async close() {
      process.env = saved;
      await stripe.stop();
      await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
      await db.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
  return world;
}
