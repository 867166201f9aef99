/**
 * Commerce races — prints figures and whether every round held (asserts nothing: CI machines are noisy).
 *
 *   npx tsx tests/bench/commerce-races.bench.ts
 *   BENCH_ROUNDS=100 BENCH_DATABASE_URL=postgres://…/postgres npx tsx tests/bench/commerce-races.bench.ts
 *
 * On a throwaway embedded PostgreSQL (temp directory, free port), through the platform's own use cases:
 *   spends    — 50 concurrent spends of 1 on a balance of 10, BENCH_ROUNDS rounds (default 100): how many
 *               succeeded per round (must be exactly 10) and the time per round;
 *   retries   — one checkout submitted 20 times at once with the same idempotency key: orders made (must be 1);
 *   invoices  — 200 concurrent orders of 20 organizations: invoice numbers 1…200 without gap or duplicate.
 */
import { InvoiceFiles } from '../../src/application/platform/commerce/invoice-files';
import { LocalFileStore } from '../../src/infrastructure/files/local-file-store';
import { PdfLibInvoiceRenderer } from '../../src/infrastructure/pdf/pdf-lib-invoice-renderer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PlaceOrder } from '../../src/application/platform/commerce/place-order.use-case';
import { SpendCredits } from '../../src/application/platform/commerce/spend-credits.use-case';
import type { RequestContext } from '../../src/domain/shared/request-context';
import { FileSiteDirectory } from '../../src/infrastructure/config/site-directory';
import { MessageOrderMailComposer } from '../../src/infrastructure/mail/order-mail-composer';
import { PostgresCommerceRepository } from '../../src/infrastructure/postgres/commerce/postgres-commerce-repository';
import { startEmbeddedDatabase } from '../../src/infrastructure/postgres/embedded-database';
import { migrate } from '../../src/infrastructure/postgres/migrate';
import { insertDemoProducts } from '../../src/infrastructure/postgres/seed/demo-products';
import { freePort } from '../ops/support/ops-harness';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const SITE = 'mainfranken';
const log = (line: string) => process.stdout.write(`${line}\n`);

const BILLING = {
  companyName: 'Bench GmbH',
  email: 'bench@example.test',
  firstName: 'Ben',
  lastName: 'Chmark',
  addressLine1: 'Weg 1',
  addressLine2: '',
  zip: '97070',
  locality: 'Würzburg',
  countryCode: 'DE',
  vatNumber: '',
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-commerce-bench-'));
  const external = process.env.BENCH_DATABASE_URL;
  const db = external
    ? { url: external, stop: async () => undefined }
    : await startEmbeddedDatabase({
        dataDir: join(dir, 'pg'),
        port: await freePort(),
        database: 'postgres',
        log: { info: () => undefined, warn: log },
      });
  // Hundreds of transactions wait for 25 connections: no 5 s connect timeout here.
  const pool = new pg.Pool({ connectionString: db.url, max: 25, connectionTimeoutMillis: 120_000 });
  try {
    await migrate(pool);
    const client = await pool.connect();
    await insertDemoProducts(client, [SITE]).finally(() => client.release());
    const repo = new PostgresCommerceRepository(pool);
    const spend = new SpendCredits(repo);
    const sites = new FileSiteDirectory();
    // Each order keeps its invoice's PDF, as in production.
    const invoices = new InvoiceFiles(repo, new PdfLibInvoiceRenderer(), new LocalFileStore(join(dir, 'files')), sites);
    const placeOrder = new PlaceOrder(repo, new MessageOrderMailComposer(), sites, { now: () => new Date() }, invoices);
    const { rows: product } = await pool.query<{ id: string }>(
      `select id::text from commerce_products where site = $1 and kind = 'job_bundle' and units = 1`,
      [SITE],
    );
    const productId = product[0]!.id;
    const buyer = async (i: number) => {
      const { rows: u } = await pool.query<{ id: string }>(`insert into users (email) values ($1) returning id::text`, [
        `bench-${i}-${Date.now()}@example.test`,
      ]);
      await pool.query(`insert into user_roles (user_id, role) values ($1, 'recruiter')`, [u[0]!.id]);
      await pool.query(`insert into organizations (name, slug, owner_id) values ($1, $2, $3)`, [
        `Bench ${i}`,
        `bench-${i}-${Date.now()}`,
        u[0]!.id,
      ]);
      const { rows: o } = await pool.query<{ id: string }>('select id::text from organizations where owner_id = $1', [u[0]!.id]);
      return { userId: u[0]!.id, orgId: o[0]!.id };
    };
    const ctxOf = (userId: string): RequestContext => ({
      site: SITE,
      locale: 'de',
      requestId: 'bench',
      actor: { kind: 'user', userId, roles: [{ id: 'recruiter', targetId: null }] },
    });
    const order = (userId: string, key: string) =>
      placeOrder.execute(
        {
          organizationId: null,
          lines: [{ productId, quantity: 1 }],
          billing: BILLING,
          confirmedNetCents: 29_900,
          idempotencyKey: key,
          paymentMethod: 'invoice',
          origin: '',
        },
        ctxOf(userId),
      );

    // 1. Spends
    const { orgId } = await buyer(0);
    const times: number[] = [];
    let held = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await pool.query(`insert into commerce_credit_ledger (organization_id, site, type, delta) values ($1, $2, 'job_posting', 10)`, [
        orgId,
        SITE,
      ]);
      const t0 = performance.now();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          spend.execute({ organizationId: orgId, site: SITE, type: 'job_posting', amount: 1, key: `b${round}-${i}`, jobId: null }),
        ),
      );
      times.push(performance.now() - t0);
      const balance = (await repo.creditBalances(orgId, SITE))[0]?.amount;
      if (results.filter((r) => r.ok).length === 10 && balance === 0) held++;
    }
    times.sort((a, b) => a - b);
    log(`\nCommerce races (PostgreSQL, pool of 25)`);
    log(
      `spends    ${ROUNDS} rounds of 50 concurrent spends on a balance of 10: exactly 10 succeeded and 0 left in ${held}/${ROUNDS} rounds`,
    );
    log(
      `          per round p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms`,
    );

    // 2. Retries with one key
    const retrier = await buyer(1);
    const key = `bench-retry-${Date.now()}-xxxxxxxx`;
    const retries = await Promise.all(Array.from({ length: 20 }, () => order(retrier.userId, key)));
    const { rows: made } = await pool.query<{ n: number }>('select count(*)::int as n from commerce_orders where idempotency_key = $1', [
      key,
    ]);
    log(`retries   20 concurrent submits with one key: ${made[0]!.n} order(s), ${retries.filter((r) => r.ok).length}/20 answered with it`);

    // 3. Invoice numbers
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => buyer(i + 2)));
    const { rows: before } = await pool.query<{ n: number }>(
      `select coalesce(max(sequence), 0)::int as n from commerce_invoices where site = $1`,
      [SITE],
    );
    const t0 = performance.now();
    const placed = await Promise.all(
      Array.from({ length: 200 }, (_, i) => order(buyers[i % 20]!.userId, `bench-${i}-${Date.now()}-xxxxxxxx`)),
    );
    const elapsed = performance.now() - t0;
    const { rows: seq } = await pool.query<{ sequence: number }>(
      'select sequence::int from commerce_invoices where site = $1 and sequence > $2 order by sequence',
      [SITE, before[0]!.n],
    );
    const gapless = seq.every((r, i) => r.sequence === before[0]!.n + i + 1);
    log(
      `invoices  200 concurrent orders: ${placed.filter((r) => r.ok).length} placed, ${seq.length} invoice numbers, ${gapless ? 'no gap, no duplicate' : 'GAP OR DUPLICATE'}, ${(elapsed / 1000).toFixed(2)} s (${(200 / (elapsed / 1000)).toFixed(0)} orders/s)`,
    );
  } finally {
    await pool.end();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
