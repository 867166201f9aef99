import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { DEMO_PASSWORD, DEMO_RECRUITER } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';
import { fillBillingAddress } from './commerce-support';

test.use({ locale: 'de-DE' });

const { origin, prefix } = SITES.default;

test('card payment: a recruiter buys CV contacts by card on the payment page, comes back to "payment received", and sees the credits and the paid invoice', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = watchPage(page, origin);
  const suffix = Date.now().toString(36);
  await submitLogin(page, origin, DEMO_RECRUITER, DEMO_PASSWORD);
  // The first sign-in after the server started is slow on a shared machine.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });

  await page.goto(`${origin}${prefix}/my-products`);
  await hydrated(page);
  const before = Number((await page.getByTestId('credit-default-resume_contact').textContent()) ?? '0');
  await page.getByRole('link', { name: 'Kaufen: 10 Lebenslauf-Kontakte' }).click();

  // The checkout offers the card next to the invoice; a refused plain post keeps what was typed.
  await expect(page).toHaveURL(/\/checkout\?/);
  await hydrated(page);
  const gross = (await page.getByTestId('checkout-gross').textContent()) ?? '';
  const checkout = page.locator('form[data-form="checkout"]');
  await fillBillingAddress(checkout, { companyName: `Karten GmbH ${suffix}`, email: `karte-${suffix}@example.test`, vatNumber: 'DE12' });
  await expectAccessible(page, 'checkout with card payment');
  await checkout.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
  await expect(page.getByTestId('checkout-error')).toHaveText('Bitte prüfen Sie die Rechnungsadresse.');
  await expect(checkout.locator('input[name="companyName"]')).toHaveValue(`Karten GmbH ${suffix}`);
  await expect(checkout.locator('input[name="vatNumber"]')).toHaveValue('DE12');
  await checkout.locator('input[name="vatNumber"]').fill('DE 123 456 789');
  await checkout.getByRole('button', { name: 'Mit Karte bezahlen' }).click();

  // The payment provider's page (the local stand-in) charges the gross; "Pay" sends the signed notice.
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await expect(page.getByTestId('stand-in-total')).toHaveText(`EUR ${gross.replace(/[^\d,]/g, '').replace(',', '.')}`);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/paid\?order=\d+/);
  await expect(page.getByTestId('card-payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(page.getByTestId('card-payment-status')).toContainText('Zahlung erhalten');
  const invoiceNumber = await page.getByTestId('card-payment-status').getAttribute('data-invoice');
  expect(invoiceNumber).toMatch(/^DEFAULT-\d{6}$/);
  await hydrated(page);
  await expectAccessible(page, 'card payment received');

  await page.goto(`${origin}${prefix}/my-products`);
  await hydrated(page);
  await expect(page.getByTestId('credit-default-resume_contact')).toHaveText(String(before + 10));
  const row = page.locator(`tr[data-invoice="${invoiceNumber}"]`);
  await expect(row).toContainText(gross.trim());
  await expect(row).toContainText('bezahlt');
  // The payment page is the stand-in's, on another origin by design.
  const standIn = `http://127.0.0.1:${4400 + Number(process.env.PORT_OFFSET ?? 0)}/`;
  await expectNoProblems({ problems: watch.problems.filter((p) => !p.startsWith(`outside request: ${standIn}`)) });
});
