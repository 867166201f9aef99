import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { InvoiceFiles } from '../../../src/application/platform/commerce/invoice-files';
import { LocalFileStore } from '../../../src/infrastructure/files/local-file-store';
import { GetCredits } from '../../../src/application/platform/commerce/get-credits.use-case';
import { GetCreditNote } from '../../../src/application/platform/commerce/get-credit-note.use-case';
import { GetInvoice } from '../../../src/application/platform/commerce/get-invoice.use-case';
import { GetSubscriptions } from '../../../src/application/platform/commerce/get-subscriptions.use-case';
import { PlaceOrder, type PlaceOrderInput } from '../../../src/application/platform/commerce/place-order.use-case';
import { SpendCredits } from '../../../src/application/platform/commerce/spend-credits.use-case';
import type { Clock } from '../../../src/application/shared/clock.port';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { MessageOrderMailComposer } from '../../../src/infrastructure/mail/order-mail-composer';
import { PdfLibInvoiceRenderer } from '../../../src/infrastructure/pdf/pdf-lib-invoice-renderer';
import { PostgresCommerceRepository } from '../../../src/infrastructure/postgres/commerce/postgres-commerce-repository';
import { insertDemoProducts } from '../../../src/infrastructure/postgres/seed/demo-products';

export const BILLING: PlaceOrderInput['billing'] = {
  companyName: 'Muster GmbH',
  email: 'rechnung@muster.example',
  firstName: 'Max',
  lastName: 'Muster',
  addressLine1: 'Hauptstraße 1',
  addressLine2: '',
  zip: '44135',
  locality: 'Dortmund',
  countryCode: 'DE',
  vatNumber: 'DE123456789',
};

/** The commerce use cases on one pool, with the demo catalogue on the given sites. */
export async function commerceOn(pool: pg.Pool, sites: readonly string[], clock: Clock = { now: () => new Date() }, filesDir?: string) {
  const client = await pool.connect();
  try {
    await insertDemoProducts(client, sites);
  } finally {
    client.release();
  }
  const repo = new PostgresCommerceRepository(pool);
  const directory = new FileSiteDirectory();
  const store = new LocalFileStore(filesDir ?? mkdtempSync(join(tmpdir(), 'commerce-files-')));
  const invoices = new InvoiceFiles(repo, new PdfLibInvoiceRenderer(), store, directory);
  return {
    repo,
    store,
    placeOrder: new PlaceOrder(repo, new MessageOrderMailComposer(), directory, clock, invoices),
    getCredits: new GetCredits(repo),
    getSubscriptions: new GetSubscriptions(repo, directory, clock),
    getInvoice: new GetInvoice(repo, invoices),
    getCreditNote: new GetCreditNote(repo, invoices),
    spend: new SpendCredits(repo),
    productId: async (site: string, kind: string, units?: number) => {
      const { rows } = await pool.query<{ id: string }>(
        'select id::text from commerce_products where site = $1 and kind = $2 and ($3::int is null or units = $3) order by position limit 1',
        [site, kind, units ?? null],
      );
      return rows[0]!.id;
    },
  };
}

let keys = 0;
export const freshKey = () => `k${Date.now().toString(36)}${(keys++).toString(36).padStart(8, '0')}xxxxxxxx`;
