import { expect, test, type Page } from '@playwright/test';
import { SITES, expectNoProblems, hydrated, mailTo, submitLogin, watchPage } from './support';

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const PASSWORD = 'ein-langes-passwort';
const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[a-z2-7]+`).exec(text)![0];

async function register(page: Page, kind: 'applicant' | 'recruiter', email: string, extra: Record<string, string> = {}) {
  await page.goto(`${origin}/user/register/${kind}`);
  await hydrated(page);
  const form = page.locator(`form[data-form="register-${kind}"]`);
  for (const [name, value] of Object.entries({ ...extra, firstName: 'Erika', lastName: 'Muster', email, password: PASSWORD }))
    await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=verifySent`);
}

test('register as applicant → verification mail → verify → login → dashboard → logout', async ({ page, request }) => {
  const watch = watchPage(page, origin);
  const email = unique();
  await page.goto(`${origin}/user/register`);
  await hydrated(page);
  await page.getByRole('link', { name: /Als Bewerberin oder Bewerber/ }).click();
  await expect(page).toHaveURL(`${origin}/user/register/applicant`);

  // The same zod schema as the server, in German, before anything is sent.
  const form = page.locator('form[data-form="register-applicant"]');
  await form.locator('input[name="password"]').fill('kurz');
  await form.locator('button[type="submit"]').click();
  await expect(form).toContainText('Das Passwort muss mindestens 10 Zeichen lang sein.');
  await expect(form).toContainText('Bitte füllen Sie dieses Feld aus.');
  await expect(form).toContainText('Bitte akzeptieren Sie die Nutzungsbedingungen');

  await register(page, 'applicant', email);
  await expect(page.getByText('Fast geschafft')).toBeVisible();

  const mail = await mailTo(request, origin, email, /E-Mail-Adresse/);
  await page.goto(linkIn(mail.text, '/user/verify-email'));
  await hydrated(page);
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=verified`);

  await submitLogin(page, origin, email, PASSWORD);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.locator('h1')).toHaveText('Hallo Erika');
  await expect(page.getByTestId('account-kind')).toHaveText('Bewerberin/Bewerber');
  await expect(page.getByText('E-Mail-Adresse bestätigt')).toBeVisible();
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);

  // Signing in loads the dashboard as a new document: its menu opens only once it has hydrated.
  await hydrated(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(`${origin}/user/logout`);
  await hydrated(page);
  await page.locator('form[data-form="logout"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=loggedOut`);
  await expect(page.getByTestId('guest-menu')).toBeVisible();
  await expectNoProblems(watch);
});

test('recruiter registration creates the organization; unverified users may log in and see the banner', async ({ page, request }) => {
  const email = unique();
  await register(page, 'recruiter', email, { organizationName: 'Muster Logistik GmbH' });
  await mailTo(request, origin, email, /E-Mail-Adresse/);
  await submitLogin(page, origin, email, PASSWORD);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.getByTestId('account-kind')).toHaveText('Arbeitgeber');
  await expect(page.getByTestId('organization-name')).toHaveText('Muster Logistik GmbH');
  await expect(page.getByText('Inhaber')).toBeVisible();
  await expect(page.getByTestId('unverified-banner')).toBeVisible();
  // The banner is on every page.
  await page.goto(`${origin}/jobs`);
  await expect(page.getByTestId('unverified-banner')).toBeVisible();
});

test('password reset: request → mail → new password → old one no longer works', async ({ page, request }) => {
  const email = unique();
  await register(page, 'applicant', email);
  await page.goto(`${origin}/user/password/forgot`);
  await hydrated(page);
  await page.locator('form[data-form="forgot-password"] input[name="email"]').fill(email);
  await page.locator('form[data-form="forgot-password"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=resetSent`);

  const mail = await mailTo(request, origin, email, /Neues Passwort/);
  await page.goto(linkIn(mail.text, '/user/password/reset'));
  await hydrated(page);
  await page.locator('form[data-form="reset-password"] input[name="password"]').fill('ein-ganz-neues-passwort');
  await page.locator('form[data-form="reset-password"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=passwordReset`);

  await submitLogin(page, origin, email, PASSWORD);
  await expect(page.locator('form[data-form="login"]')).toContainText('E-Mail-Adresse oder Passwort stimmen nicht.');
  await submitLogin(page, origin, email, 'ein-ganz-neues-passwort');
  await expect(page).toHaveURL(`${origin}/dashboard`);
});

test('logging out in one tab signs the other tab out too (storage broadcast)', async ({ context }) => {
  const tabA = await context.newPage();
  await submitLogin(tabA, origin, 'bewerber@demo.jobboard.test', 'Demo-Passwort-2026!');
  await expect(tabA).toHaveURL(`${origin}/dashboard`);
  const tabB = await context.newPage();
  await tabB.goto(`${origin}/dashboard`);
  await hydrated(tabB);
  await expect(tabB.getByTestId('user-menu')).toBeVisible();

  await tabA.goto(`${origin}/user/logout`);
  await hydrated(tabA);
  await tabA.locator('form[data-form="logout"] button[type="submit"]').click();
  await expect(tabA).toHaveURL(`${origin}/user/login?notice=loggedOut`);

  // Tab B learns from the jb.session storage event, finds no session and leaves the private page.
  await expect(tabB).toHaveURL(/\/user\/login\?.*error=SessionRequired/);
  await expect(tabB.getByTestId('guest-menu')).toBeVisible();
});

test('an administrator acts as a user: flagged banner on every page, ended cleanly', async ({ page }) => {
  await submitLogin(page, origin, 'admin@demo.jobboard.test', 'Demo-Passwort-2026!');
  await expect(page).toHaveURL(`${origin}/dashboard`);
  // A click while the dashboard hydrates can be lost: act once React has taken over the form.
  await hydrated(page);
  const form = page.locator('form[data-form="masquerade"]');
  await form.locator('input[name="target"]').fill('bewerber@demo.jobboard.test');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('masquerade-banner')).toContainText('Sie handeln als Anna Becker.');
  await expect(page.locator('h1')).toHaveText('Hallo Anna');
  await page.goto(`${origin}/jobs`);
  await expect(page.getByTestId('masquerade-banner')).toBeVisible();
  await page.getByTestId('masquerade-banner').getByRole('button', { name: 'Beenden' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard?notice=masqueradeEnded`);
  await expect(page.getByTestId('masquerade-banner')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Hallo Sabine');
});

test('login and logout work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/dashboard`);
  await expect(page).toHaveURL(`${origin}/user/login?callbackUrl=%2Fdashboard&error=SessionRequired`);
  await expect(page.getByText('Bitte melden Sie sich an, um diese Seite zu sehen.')).toBeVisible();
  await page.locator('input[name="email"]').fill('recruiter@demo.jobboard.test');
  await page.locator('input[name="password"]').fill('Demo-Passwort-2026!');
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.getByTestId('organization-name')).toBeVisible();
  await page.goto(`${origin}/user/logout`);
  await page.locator('form[data-form="logout"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=loggedOut`);
  await context.close();
});
