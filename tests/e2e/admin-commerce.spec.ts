import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { e2eDatabase, sessionFor } from './database';
import { expectNoProblems, hydrated, SITES, sessionCookieFor, submitLogin, watchPage } from './support';

const ADMIN = 'admin@demo.jobboard.test';
const PASSWORD = 'Demo-Passwort-2026!';
/** A sign-in hashes the password (argon2): on a busy machine the way to the dashboard takes longer than a click. */
const SIGN_IN_MS = 60_000;
// Each test signs in and walks several console pages with axe.
test.describe.configure({ timeout: 150_000 });
/** Every worker's cache of the read-only flag (platform 2 s, board 3 s) has expired after this. */
const FLAG_CACHE_MS = 3_500;

async function noSeriousAxeViolation(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/*
 * The shop's section of the staff console: an administrator adds a product (a negative price is
 * refused with the typed values kept), sees it offered, and retires it again, so the shop the next
 * journeys meet is the demo's.
 */
test('an administrator adds a product, a negative price is refused, and the product is retired again', async ({ page }) => {
  const { origin } = SITES.default;
  const watch = watchPage(page, origin);
  await submitLogin(page, origin, 'admin@demo.jobboard.test', 'Demo-Passwort-2026!');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: SIGN_IN_MS });

  await page.goto(`${origin}/admin/commerce`);
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  const name = `Journey-Paket ${Date.now().toString(36)}`;
  const form = page.locator('form[data-form="commerce-product"]');
  await form.locator('input[name="nameDe"]').fill(name);
  await form.locator('input[name="price"]').fill('-5');
  await form.locator('input[name="units"]').fill('2');
  await form.locator('input[name="runtimeDays"]').fill('30');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('commerce-error')).toBeVisible();
  await expect(page.locator('#product-price-helper-text')).toHaveText('Ein Preis kann nicht negativ sein.');
  await expect(page.locator('#product-nameDe')).toHaveValue(name);
  await hydrated(page);

  await page.locator('#product-price').fill('129,90');
  await page.getByRole('button', { name: 'Produkt speichern' }).click();
  await expect(page.getByTestId('commerce-notice')).toBeVisible();
  const row = page.getByTestId('commerce-product-row').filter({ hasText: name });
  await expect(row).toContainText('129,90');
  await expect(row).toContainText('Im Angebot');

  await hydrated(page);
  await row.getByRole('button', { name: `Zurückziehen: ${name}` }).click();
  await expect(page).toHaveURL(/notice=retired/);
  await expect(page.getByTestId('commerce-product-row').filter({ hasText: name })).toContainText('Zurückgezogen');
  await expectNoProblems(watch);
});

/*
 * Consent texts: an administrator publishes a new wording of the terms (an empty German text is refused
 * first, with what was typed kept), and a signed-in applicant then meets the terms dialog with it. The
 * wording is removed again at the end, so the next journeys' users have accepted the terms in force.
 */
test('an administrator publishes a new terms wording and a signed-in applicant then meets the terms dialog', async ({ page, browser }) => {
  const { origin } = SITES.default;
  const db = e2eDatabase();
  const marker = `Journey-Fassung ${Date.now().toString(36)}`;
  const applicant = await sessionFor(db, 'bewerber@demo.jobboard.test');
  try {
    const watch = watchPage(page, origin);
    await submitLogin(page, origin, ADMIN, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/, { timeout: SIGN_IN_MS });
    await page.goto(`${origin}/admin/consent`);
    await hydrated(page);
    await noSeriousAxeViolation(page);

    const terms = page.getByTestId('consent-info').filter({ hasText: 'Nutzungsbedingungen und Datenschutz' }).first();
    await terms.locator('textarea[name="textDe"]').fill(' ');
    await terms.locator('textarea[name="textEn"]').fill(`<p>${marker} (en)</p>`);
    await terms.getByRole('button', { name: 'Fassung veröffentlichen' }).click();
    await expect(page.getByText('Bitte geben Sie den deutschen Text ein.')).toBeVisible();
    const refused = page.getByTestId('consent-info').filter({ hasText: 'Nutzungsbedingungen und Datenschutz' }).first();
    await expect(refused.locator('textarea[name="textEn"]')).toHaveValue(`<p>${marker} (en)</p>`);
    await hydrated(page);

    const again = page.getByTestId('consent-info').filter({ hasText: 'Nutzungsbedingungen und Datenschutz' }).first();
    await again.locator('textarea[name="textDe"]').fill(`<p>${marker}: neue Nutzungsbedingungen.</p><script>alert(1)</script>`);
    await again.getByRole('button', { name: 'Fassung veröffentlichen' }).click();
    await expect(page.getByTestId('consent-notice')).toBeVisible();
    await expect(page.getByTestId('consent-info').filter({ hasText: marker }).first()).toContainText('neue Nutzungsbedingungen');
    await expectNoProblems(watch);

    const other = await browser.newContext();
    await other.addCookies([sessionCookieFor(applicant.token, origin)]);
    const applicantPage = await other.newPage();
    await applicantPage.goto(`${origin}/jobs`);
    await hydrated(applicantPage);
    const dialog = applicantPage.getByRole('dialog', { name: 'Unsere Nutzungsbedingungen haben sich geändert' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(marker);
    await expect(dialog.locator('script')).toHaveCount(0);
    await other.close();
  } finally {
    await db.query(`delete from consent_info_revisions where texts->>'de' like $1`, [`%${marker}%`]);
    await db.query('delete from sessions where user_id = $1', [applicant.userId]);
    await db.end();
  }
});

/*
 * Read-only mode: an administrator turns it on, every page shows the banner, a write (a new product) is
 * refused with the read-only message and nothing is stored, reading works; then it is turned off again.
 */
test('an administrator turns read-only mode on: the banner shows, a write is refused with the message; and off again', async ({ page }) => {
  const { origin } = SITES.default;
  const db = e2eDatabase();
  const name = `Nur-Lese-Paket ${Date.now().toString(36)}`;
  const banner = page.getByTestId('read-only-banner');
  try {
    await submitLogin(page, origin, ADMIN, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/, { timeout: SIGN_IN_MS });
    await page.goto(`${origin}/admin/configuration`);
    await hydrated(page);
    await noSeriousAxeViolation(page);
    await page.getByRole('button', { name: 'Nur-Lese-Modus einschalten' }).click();
    await expect(page).toHaveURL(/notice=switchedOn/);
    await expect(page.getByTestId('read-only-state')).toHaveText(/ist an/);
    await page.waitForTimeout(FLAG_CACHE_MS);

    await page.goto(`${origin}/admin/commerce`);
    await expect(banner).toContainText('Nur-Lese-Modus');
    await hydrated(page);
    const form = page.locator('form[data-form="commerce-product"]');
    await form.locator('input[name="nameDe"]').fill(name);
    await form.locator('input[name="price"]').fill('10');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('commerce-error')).toHaveText(
      'Die Plattform ist im Nur-Lese-Modus: Im Moment lässt sich nichts ändern. Bitte versuchen Sie es später erneut.',
    );
    expect((await db.query("select 1 from commerce_products where name->>'de' = $1", [name])).rowCount).toBe(0);

    // Reading keeps working, with the banner on every page.
    await page.goto(`${origin}/jobs`);
    await expect(banner).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();

    // A visitor cannot register meanwhile: the form says why, keeps what was typed, and no account is made.
    const visitor = await page.context().browser()!.newContext();
    try {
      const guest = await visitor.newPage();
      const email = `nur-lesen-${Date.now().toString(36)}@example.test`;
      await guest.goto(`${origin}/user/register/applicant`);
      await hydrated(guest);
      const register = guest.locator('form[data-form="register-applicant"]');
      for (const [field, value] of Object.entries({ firstName: 'Lena', lastName: 'Lesend', email, password: PASSWORD }))
        await register.locator(`input[name="${field}"]`).fill(value);
      await register.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
      await register.locator('button[type="submit"]').click();
      await expect(guest.getByRole('alert').filter({ hasText: 'Im Moment lässt sich nichts ändern.' })).toBeVisible();
      await expect(register.locator('input[name="email"]')).toHaveValue(email);
      expect((await db.query('select 1 from users where lower(email) = lower($1)', [email])).rowCount).toBe(0);
    } finally {
      await visitor.close();
    }

    await page.goto(`${origin}/admin/configuration`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Nur-Lese-Modus ausschalten' }).click();
    await expect(page).toHaveURL(/notice=switchedOff/);
    await expect(page.getByTestId('read-only-state')).toHaveText(/ist aus/);
    // Another worker may still hold the flag for its cache period: a reload within it may show the banner.
    await expect(async () => {
      await page.reload();
      await expect(banner).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  } finally {
    // The demo has no flag row: the next journeys write again once every worker's cache has expired.
    await db.query(`delete from app_config where site is null and key = 'read_only_mode'`);
    await db.end();
    await page.waitForTimeout(FLAG_CACHE_MS);
  }
});
