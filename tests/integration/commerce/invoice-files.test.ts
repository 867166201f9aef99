import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctx, userActor } from '../../support/request-context';
import { insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { BILLING, commerceOn, freshKey } from './commerce-support';

const SITE = 'karriere';

/** An invoice's PDF is kept when it is issued; every download answers those very bytes. */
describe('invoice PDFs kept in the file store', () => {
  let db: TestDatabase;
  let c: Awaited<ReturnType<typeof commerceOn>>;
  let owner: string;
  const files = mkdtempSync(join(tmpdir(), 'invoice-files-'));
  const asOwner = () => ctx({ site: SITE, actor: userActor(owner, 'recruiter') });
  const kept = () => readdirSync(join(files, 'invoices', SITE));

  beforeAll(async () => {
    db = await createTestDatabase();
    c = await commerceOn(db.pool, [SITE], undefined, files);
    owner = await insertUser(db.pool, { roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { ownerId: owner, name: 'Archiv GmbH' });
  });
  afterAll(() => db.drop());

  const order = async () => {
    const productId = await c.productId(SITE, 'job_bundle', 1);
    const { rows } = await db.pool.query<{ n: string }>('select net_cents::text as n from commerce_products where id = $1', [productId]);
    const placed = await c.placeOrder.execute(
      {
        organizationId: null,
        lines: [{ productId, quantity: 1 }],
        billing: BILLING,
        confirmedNetCents: Number(rows[0]!.n),
        idempotencyKey: freshKey(),
        paymentMethod: 'invoice',
        origin: '',
      },
      asOwner(),
    );
    if (!placed.ok) throw new Error(placed.code);
    return placed.order.invoice.id;
  };

  it('keeps the PDF when the order is placed and answers the same bytes after the order data changed', async () => {
    const invoiceId = await order();
    const { rows } = await db.pool.query<{ file_key: string }>('select file_key from commerce_invoices where id = $1', [invoiceId]);
    expect(rows[0]!.file_key).toMatch(new RegExp(`^invoices/${SITE}/${invoiceId}-[0-9a-f-]{36}\\.pdf$`));
    const first = await c.getInvoice.execute({ invoiceId }, asOwner());
    const stored = await c.store.read(rows[0]!.file_key);
    expect(Buffer.from(first!.pdf).equals(Buffer.from(stored!))).toBe(true);

    // What the invoice was rendered from changes: the copy of the address, the product's name and price.
    await db.pool.query(`update commerce_orders set billing = billing || '{"companyName": "Umbenannt AG"}'::jsonb`);
    await db.pool.query(`update commerce_products set net_cents = net_cents + 100, name = '{"de": "Neu"}'::jsonb`);
    // Rendering takes a creation time: a second apart, a fresh render would differ.
    await new Promise((r) => setTimeout(r, 1100));
    const again = await c.getInvoice.execute({ invoiceId }, asOwner());
    expect(Buffer.from(again!.pdf).equals(Buffer.from(first!.pdf))).toBe(true);
  });

  it('an invoice without a kept file is kept at its first download, once, even when downloads race', async () => {
    const invoiceId = await order();
    const before = kept().length;
    await db.pool.query('update commerce_invoices set file_key = null where id = $1', [invoiceId]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => c.getInvoice.execute({ invoiceId }, asOwner())));
    const { rows } = await db.pool.query<{ file_key: string }>('select file_key from commerce_invoices where id = $1', [invoiceId]);
    const stored = Buffer.from((await c.store.read(rows[0]!.file_key))!);
    const later = await c.getInvoice.execute({ invoiceId }, asOwner());
    expect(Buffer.from(later!.pdf).equals(stored)).toBe(true);
    // Losers of the race removed their files: the invoice's original file plus the one recorded now.
    expect(kept().length).toBe(before + 1);
    expect(answers.every((a) => a !== null)).toBe(true);
  });

  it('serves nobody outside the organization', async () => {
    const invoiceId = await order();
    const stranger = await insertUser(db.pool, { roles: [['recruiter', null]] });
    expect(await c.getInvoice.execute({ invoiceId }, ctx({ site: SITE, actor: userActor(stranger, 'recruiter') }))).toBeNull();
  });
});
