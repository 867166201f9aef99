import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

/*
 * Form errors as a visitor meets them: the danger alert after a post without JavaScript (the error
 * travels in the address), text from the address never run as markup, and
 * the same alert for the page's script (NextAuth's JSON answer, whose url is absolute).
 */
test.use({ locale: 'de-DE' });
const { origin } = SITES.default;
const WRONG = 'E-Mail-Adresse oder Passwort stimmen nicht.';

const seriousViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password comes back as the danger alert of the login page', async ({ page }) => {
    await page.goto(`${origin}/user/login`);
    const form = page.locator('form[data-form="login"]');
    await form.locator('input[name="email"]').fill('niemand@example.test');
    await form.locator('input[name="password"]').fill('ein-falsches-passwort');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/user\/login\?error=CredentialsSignin/);
    await expect(page.getByRole('alert')).toHaveText(WRONG);
  });
});

test('what the address carries is never markup: an unknown error is the default message, nothing runs', async ({ page }) => {
  const watch = watchPage(page, origin);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const hostile = encodeURIComponent('<img src=x onerror=alert(1)><script>alert(2)</script>');
  await page.goto(`${origin}/user/login?error=${hostile}`);
  await hydrated(page);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Die Anmeldung hat nicht geklappt. Bitte versuchen Sie es erneut.');
  await expect(alert.locator('script, img')).toHaveCount(0);
  expect(dialogs).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoProblems(watch);
});

test('with JavaScript a wrong password shows the same alert without leaving the page', async ({ page }) => {
  // Not watched: Chromium reports the answer's 401 on the console, as it should.
  await submitLogin(page, origin, 'niemand@example.test', 'ein-falsches-passwort');
  await expect(page.getByRole('alert')).toHaveText(WRONG);
  await expect(page).toHaveURL(`${origin}/user/login`);
});
