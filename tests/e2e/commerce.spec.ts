import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_RECRUITER, nextStep } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, mailTo, submitLogin, watchPage } from './support';
import { fillBillingAddress } from './commerce-support';

test.use({ locale: 'de-DE' });

// suedwest charges for postings (sites/suedwest/site.json features.paidPosting); its pages carry /de.
const { origin, prefix } = SITES.suedwest;

test('paid posting: a recruiter writes a job, is led to the bundles, buys by invoice, the job publishes, the invoice downloads, /my-products shows what is left', async ({
  page,
}) => {
  // A long journey (wizard, checkout, mail, PDF) on a shared machine.
  test.setTimeout(240_000);
  const watch = watchPage(page, origin);
  const suffix = Date.now().toString(36);
  const title = `Bezahlanzeige ${suffix}`;
  await submitLogin(page, origin, DEMO_RECRUITER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);

  // The wizard, up to the preview.
  await page.goto(`${origin}${prefix}/job/wizard`);
  await hydrated(page);
  const form = page.locator('form[data-form="job-wizard"]');
  await nextStep(page, 'content');
  await form.locator('input[name="title"]').fill(title);
  const editor = page.locator('.ck-editor__editable');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.click();
  await page.keyboard.type(`Wir suchen Verstärkung: Rechnungskauf ${suffix}.`);
  await nextStep(page, 'classification');
  await nextStep(page, 'conditions');
  await form.locator('input[name="locality"]').fill('Stuttgart');
  await form.locator('input[name="zip"]').fill('70173');
  await nextStep(page, 'application');
  await form.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await page.getByTestId('wizard-submit').click();
  await expect(page).toHaveURL(/\/job\/wizard\/preview\?id=\d+/, { timeout: 60_000 });
  const jobId = new URL(page.url()).searchParams.get('id')!;

  // Publishing needs a bundle unit or a subscription slot: the bundles step says so and offers them.
  await page.locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/bundles\?id=\d+.*payment=required/);
  const offer = page.getByTestId('posting-offer');
  await expect(offer).toContainText('Verbleibende Anzeigen: 0');
  await expect(offer.locator('form[data-workflow="publish"]')).toHaveCount(0);
  await offer.getByRole('link', { name: 'Kaufen: 5 Stellenanzeigen' }).click();

  // The checkout: net, VAT and gross with the currency after the amount; a malformed VAT number is refused.
  await expect(page).toHaveURL(/\/checkout\?/);
  await hydrated(page);
  await expect(page.getByTestId('checkout-totals')).toContainText('1.299,00\u00a0€');
  await expect(page.getByTestId('checkout-totals')).toContainText('246,81\u00a0€');
  await expect(page.getByTestId('checkout-gross')).toHaveText('1.545,81\u00a0€');
  const checkout = page.locator('form[data-form="checkout"]');
  const fill = async (vat: string) => {
    await fillBillingAddress(checkout, { companyName: 'Demo Arbeitgeber GmbH', email: `rechnung-${suffix}@example.test`, vatNumber: vat });
  };
  await fill('DE12345');
  await checkout.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByTestId('checkout-error')).toHaveText('Bitte prüfen Sie die Rechnungsadresse.');
  await expect(page.getByText('Diese USt-IdNr. hat nicht das Format ihres Landes.')).toBeVisible();
  await fill('DE 123 456 789');
  await page.locator('form[data-form="checkout"]').getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  // Back at the bundles step: ordered, five units, publish now.
  await expect(page).toHaveURL(new RegExp(`/job/wizard/bundles\\?id=${jobId}.*ordered=SUEDWEST-`));
  const invoiceNumber = new URL(page.url()).searchParams.get('ordered')!;
  await expect(page.getByTestId('posting-offer')).toContainText('Verbleibende Anzeigen: 5');
  await page.getByTestId('posting-offer').locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page.getByTestId('bundles-status')).toContainText('jetzt online');

  // The confirmation mail, the invoice PDF, and what is left.
  const mail = await mailTo(page.request, origin, `rechnung-${suffix}@example.test`, new RegExp(invoiceNumber));
  expect(mail.text).toContain('1.545,81');
  await page.goto(`${origin}${prefix}/my-products`);
  await hydrated(page);
  await expect(page.getByTestId('credit-suedwest-job_posting')).toHaveText('4');
  const row = page.locator(`tr[data-invoice="${invoiceNumber}"]`);
  await expect(row).toContainText('1.545,81\u00a0€');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Rechnung ${invoiceNumber} herunterladen (PDF)` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const pdf = await page.request.get(`${origin}${await row.getByRole('link').getAttribute('href')}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Somebody else gets a 404 for the same invoice.
  const guest = await request.newContext();
  expect((await guest.get(`${origin}${await row.getByRole('link').getAttribute('href')}`)).status()).toBe(404);
  await guest.dispose();
  await expectNoProblems(watch);
});
