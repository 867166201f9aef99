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
const BAD_ADDRESS = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const TOO_MANY = 'Für diese E-Mail-Adresse warten schon mehrere Job-Alarme auf Bestätigung. Bitte bestätigen Sie diese zuerst.';

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

/*
 * A form that comes back with several errors in its address (`?error=…&error=…`): every one in the
 * summary, the address's one also at its field, with and without JavaScript. With JavaScript the router
 * once rewrote the repeated key into one JSON value after hydration, and the summary fell back to the
 * default message.
 */
for (const javaScriptEnabled of [false, true]) {
  test.describe(`several errors in one address, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('each is in the summary and the refused address at its field', async ({ page }) => {
      const watch = watchPage(page, origin);
      await page.goto(`${origin}/alerts/new?query=search%3DPflege&error=INVALID_EMAIL&error=RATE_LIMITED`);
      if (javaScriptEnabled) {
        await hydrated(page);
        // What the router does after hydration (it once rewrote the address here) has had its turn.
        await page.waitForLoadState('networkidle');
      }
      await expect(page.getByRole('alert').locator('li')).toHaveText([BAD_ADDRESS, TOO_MANY]);
      const email = page.locator('form[data-form="job-alert"] input[name="email"]');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('form[data-form="job-alert"]')).toContainText(BAD_ADDRESS);
      expect(new URL(page.url()).searchParams.getAll('error')).toEqual(['INVALID_EMAIL', 'RATE_LIMITED']);
      // axe runs in the page's JavaScript: checked where there is some (the markup is the same).
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      await expectNoProblems(watch);
    });
  });
}
