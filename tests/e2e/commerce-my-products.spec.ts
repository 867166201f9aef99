import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { e2eDatabase } from './database';
import { DEMO_PASSWORD, DEMO_RECRUITER } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';
import { fillBillingAddress } from './commerce-support';

test.use({ locale: 'de-DE' });

const { origin, prefix } = SITES.default;
// The Stripe stand-in the journeys' server runs (tests/e2e/serve.ts), on another origin by design.
const standIn = `http://127.0.0.1:${4400 + Number(process.env.PORT_OFFSET ?? 0)}`;

/** From /my-products to the provider's payment page for 10 CV contacts; answers the payment page's session id. */
async function startCardPayment(page: Page, suffix: string): Promise<string> {
  await page.goto(`${origin}${prefix}/my-products`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Kaufen: 10 Lebenslauf-Kontakte' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await hydrated(page);
  const checkout = page.locator('form[data-form="checkout"]');
  await fillBillingAddress(checkout, { companyName: `Offen GmbH ${suffix}`, email: `offen-${suffix}@example.test` });
  await checkout.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  return /\/pay\/([A-Za-z0-9_]+)/.exec(page.url())![1]!;
}

test('card orders not paid: /my-products lists one awaiting payment with a way back to pay it, and a cancelled one with its date', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = watchPage(page, origin);
  const suffix = Date.now().toString(36);
  await submitLogin(page, origin, DEMO_RECRUITER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });

  // Started, then given up on the payment page: the order waits for its payment, nothing booked.
  const waiting = await startCardPayment(page, suffix);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('checkout-error')).toContainText('Die Kartenzahlung wurde nicht abgeschlossen');
  await page.goto(`${origin}${prefix}/my-products`);
  await hydrated(page);
  const before = Number((await page.getByTestId('credit-default-resume_contact').textContent()) ?? '0');
  const unpaid = page.getByTestId('unpaid-orders');
  await expect(unpaid.getByRole('heading', { name: 'Kartenzahlungen ohne Abschluss' })).toBeVisible();
  const row = unpaid.locator('tr[data-status="awaiting_payment"]').first();
  await expect(row).toContainText('1 × 10 Lebenslauf-Kontakte');
  await expect(row).toContainText('wartet auf die Zahlung');
  const resume = row.getByRole('link', { name: /^Zahlung fortsetzen: Bestellung vom/ });
  // A plain link to the provider's page: it works without script.
  await expect(resume).toHaveAttribute('href', `${standIn}/pay/${waiting}`);
  await expectAccessible(page, 'my products with a card order awaiting payment');

  // Resumed from the list and paid: the order leaves the list, its credits and paid invoice are there.
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/pay/${waiting}$`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/paid\?order=\d+/);
  await expect(page.getByTestId('card-payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  const paidOrder = new URL(page.url()).searchParams.get('order')!;
  await page.goto(`${origin}${prefix}/my-products`);
  await hydrated(page);
  await expect(page.getByTestId('credit-default-resume_contact')).toHaveText(String(before + 10));
  await expect(page.locator(`tr[data-unpaid-order="${paidOrder}"]`)).toHaveCount(0);

  // Another one whose payment page the provider closes: the order is cancelled, listed with the day.
  const closed = await startCardPayment(page, `${suffix}b`);
  const expire = await page.request.post(`${standIn}/v1/checkout/sessions/${closed}/expire`, {
    headers: { Authorization: 'Bearer sk_test_e2e' },
  });
  expect(expire.status()).toBe(200);
  await page.goto(`${origin}${prefix}/my-products`);
  await hydrated(page);
  const today = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    new Date(),
  );
  const cancelled = page.getByTestId('unpaid-orders').locator('tr[data-status="cancelled"]').first();
  await expect(cancelled).toContainText(`storniert am ${today}`);
  await expect(cancelled.getByRole('link')).toHaveCount(0);
  await expect(page.getByTestId('credit-default-resume_contact')).toHaveText(String(before + 10));
  await expectAccessible(page, 'my products with a cancelled card order');

  await expectNoProblems({ problems: watch.problems.filter((p) => !p.startsWith(`outside request: ${standIn}/`)) });
});

test('by invoice from /en/my-products: the page it returns to shows the new credits and the open invoice at once', async ({ page }) => {
  test.setTimeout(120_000);
  const site = SITES.suedwest;
  const watch = watchPage(page, site.origin);
  const suffix = Date.now().toString(36);
  await submitLogin(page, site.origin, DEMO_RECRUITER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });

  await page.goto(`${site.origin}/en/my-products`);
  await hydrated(page);
  const before = Number((await page.getByTestId('credit-suedwest-job_posting').textContent()) ?? '0');
  await page.getByRole('link', { name: 'Buy: 5 job ads' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?/);
  await hydrated(page);
  const checkout = page.locator('form[data-form="checkout"]');
  await fillBillingAddress(checkout, { companyName: `Invoice Ltd ${suffix}`, email: `invoice-${suffix}@example.test` });
  await checkout.getByRole('button', { name: 'Place order and pay' }).click();

  // Straight back on /en/my-products: the balance already counts the five postings, no reload needed.
  await expect(page).toHaveURL(/\/en\/my-products\?ordered=SUEDWEST-\d{6}/);
  const invoiceNumber = new URL(page.url()).searchParams.get('ordered')!;
  await expect(page.getByTestId('order-confirmation')).toContainText(invoiceNumber);
  try {
    await expect(page.getByTestId('credit-suedwest-job_posting')).toHaveText(String(before + 5));
    await expect(page.locator(`tr[data-invoice="${invoiceNumber}"]`)).toContainText('open, due on');
    await expectNoProblems(watch);
  } finally {
    // The paid-posting journey (commerce.spec.ts) starts from an organization without postings on this
    // site: the five bought here are spent again, as the append-only ledger records any use.
    const db = e2eDatabase();
    await db
      .query(
        `insert into commerce_credit_ledger (organization_id, site, type, delta, spend_key, order_id)
         select l.organization_id, l.site, l.type, -l.delta, 'e2e-undo-' || l.id, l.order_id
           from commerce_credit_ledger l join commerce_invoices i on i.order_id = l.order_id
          where i.number = $1 and l.delta > 0`,
        [invoiceNumber],
      )
      .finally(() => db.end());
  }
});
