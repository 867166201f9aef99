import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { e2eDatabase, sessionFor } from './database';
import { DEMO_RECRUITER } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, mailTo, sessionCookieFor, watchPage } from './support';

const { origin } = SITES.default; // German only: the form lives at /kontakt
const SITE_ADDRESS = 'kontakt@jobs-regional.de';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let db: pg.Pool;
test.beforeAll(() => {
  db = e2eDatabase();
});
test.afterAll(async () => {
  await db.end();
});

test('an anonymous visitor sends the contact form with a PDF, lands on the home page with a thank-you, and receives the copy', async ({
  page,
  request,
}) => {
  const watch = watchPage(page, origin);
  const email = `besucherin-${unique()}@example.test`;
  const subject = `Frage zur Anzeige ${unique()}`;
  await page.goto(`${origin}/contact`);
  await expect(page).toHaveURL(`${origin}/kontakt`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.getByLabel('Ihr Name').fill('Erika Muster');
  await page.getByLabel('Ihre E-Mail-Adresse').fill(email);
  await page.getByLabel('Betreff').fill(subject);
  await page.getByLabel('Ihre Nachricht').fill('Guten Tag,\nich habe eine Frage zu Ihrer Anzeige.');
  await page.getByLabel('Eine Kopie an mich senden').check();
  await page
    .locator('input[type="file"][name="files"]')
    .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Nachricht senden' }).click();

  await expect(page).toHaveURL(`${origin}/?notice=contactSent`);
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank: Ihre Nachricht wurde gesendet.' })).toBeVisible();

  const copy = await mailTo(request, origin, email, (m) => m.subject === `Ihre Nachricht an Jobs Regional: ${subject}`);
  expect(copy.text).toContain('ich habe eine Frage zu Ihrer Anzeige.');
  expect(copy.text).toContain('Lebenslauf.pdf');
  const toSite = await mailTo(request, origin, SITE_ADDRESS, (m) => m.subject === `Kontaktformular: ${subject}`);
  expect(toSite.text).toContain(email);
  await expectNoProblems(watch);
});

test('with JavaScript a refused message keeps what was typed and names the problem at its field', async ({ page }) => {
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/kontakt`);
  await hydrated(page);
  await page.getByLabel('Ihr Name').fill('Erika Muster');
  await page.getByLabel('Ihre E-Mail-Adresse').fill('keine-adresse');
  await page.getByLabel('Betreff').fill('Hallo');
  await page.getByLabel('Ihre Nachricht').fill('Eine Frage.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Bitte prüfen Sie diese Angabe.')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/kontakt`);
  await expect(page.getByLabel('Ihre Nachricht')).toHaveValue('Eine Frage.');
  await expectNoProblems(watch);
});

test('without JavaScript the form posts, a problem comes back localized, and a signed-in recruiter lands on the dashboard', async ({
  browser,
  request,
}) => {
  const { token, userId } = await sessionFor(db, DEMO_RECRUITER);
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/kontakt`);
    await page.getByLabel('Ihr Name').fill('Rita Recruiterin');
    await page.getByLabel('Ihre E-Mail-Adresse').fill(`recruiterin-${unique()}@example.test`);
    await page.getByLabel('Betreff').fill('Ohne Nachricht');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\?errors=/);
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();

    await context.addCookies([sessionCookieFor(token, origin)]);
    const subject = `Rechnung ${unique()}`;
    await page.goto(`${origin}/kontakt`);
    await page.getByLabel('Ihr Name').fill('Rita Recruiterin');
    await page.getByLabel('Ihre E-Mail-Adresse').fill(`recruiterin-${unique()}@example.test`);
    await page.getByLabel('Betreff').fill(subject);
    await page.getByLabel('Ihre Nachricht').fill('Bitte senden Sie mir die Rechnung erneut.');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(`${origin}/dashboard?notice=contactSent`);
    await expect(page.getByText('Vielen Dank: Ihre Nachricht wurde gesendet.')).toBeVisible();
    await mailTo(request, origin, SITE_ADDRESS, (m) => m.subject === `Kontaktformular: ${subject}`);
  } finally {
    await context.close();
    await db.query('delete from sessions where user_id = $1', [userId]);
  }
});

test('without JavaScript a refused message comes back filled with what was typed, once, and passes axe', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const email = `besucher-${unique()}@example.test`;
    await page.goto(`${origin}/kontakt`);
    await page.getByLabel('Ihr Name').fill('Bernd Besucher');
    await page.getByLabel('Ihre E-Mail-Adresse').fill(email);
    await page.getByLabel('Betreff').fill('Anhang vergessen?');
    await page.getByLabel('Ihre Nachricht').fill('Guten Tag,\nanbei mein Lebenslauf.');
    // Named like a PDF, but it is a web page: refused by its content.
    await page
      .locator('input[type="file"][name="files"]')
      .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>kein PDF</p>') });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\?errors=/);
    await expect(page.getByTestId('contact-errors')).toContainText('Lebenslauf.pdf');
    await expect(page.getByLabel('Ihr Name')).toHaveValue('Bernd Besucher');
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(email);
    await expect(page.getByLabel('Betreff')).toHaveValue('Anhang vergessen?');
    await expect(page.getByLabel('Ihre Nachricht')).toHaveValue('Guten Tag,\nanbei mein Lebenslauf.');
    const refusedUrl = page.url();
    // Read once: the same address again shows the empty form.
    await page.reload();
    await expect(page.getByLabel('Ihr Name')).toHaveValue('');

    // axe needs scripts: the same refused page, filled the same way, in a browser that runs them.
    const withScripts = await browser.newContext({ locale: 'de-DE' });
    try {
      const typed = encodeURIComponent(JSON.stringify({ name: 'Bernd Besucher', email, subject: 'Anhang vergessen?', body: 'Hallo' }));
      await withScripts.addCookies([{ name: 'jb_typed_contact', value: typed, url: origin, httpOnly: true }]);
      const shown = await withScripts.newPage();
      await shown.goto(refusedUrl);
      await hydrated(shown);
      await expect(shown.getByLabel('Ihr Name')).toHaveValue('Bernd Besucher');
      const { violations } = await new AxeBuilder({ page: shown }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    } finally {
      await withScripts.close();
    }
  } finally {
    await context.close();
  }
});

test('legal pages: terms, imprint and cookie settings under their German names, linked from the footer', async ({ page }) => {
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/`);
  await hydrated(page);
  const footer = page.locator('footer');
  await footer.getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(`${origin}/impressum`);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByTestId('legal-version')).toHaveText('Fassung vom 1. Januar 2026');
  await expect(page.getByRole('link', { name: SITE_ADDRESS }).first()).toHaveAttribute('href', `mailto:${SITE_ADDRESS}`);
  await footer.getByRole('link', { name: 'Nutzungsbedingungen' }).click();
  await expect(page).toHaveURL(`${origin}/agb`);
  await expect(page.getByRole('heading', { level: 2, name: '1. Geltungsbereich' })).toBeVisible();
  await footer.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
  await expect(page).toHaveURL(`${origin}/cookie-einstellungen`);
  await expect(page.getByText('__Host-jb_session')).toBeVisible();
  await expectNoProblems(watch);
});

test('the home page shows the staff-picked top, featured and video jobs and the newest blog posts', async ({ page }) => {
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/`);
  await hydrated(page);
  for (const name of ['Top-Jobs', 'Ausgewählte Stellen', 'Stellen mit Video', 'Neu im Magazin']) {
    const block = page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
    await expect(block).toBeVisible();
  }
  const featured = page.locator('[data-home-block="featured-jobs"] > ul > li');
  await expect(featured).toHaveCount(6);
  await featured.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/job\//);
  await expectNoProblems(watch);
});
