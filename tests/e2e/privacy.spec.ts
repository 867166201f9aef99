import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SITES } from './support';
import { acceptTermsIfAsked, hydrated, mailTo, signInAtProvider, unique } from './social-support';

/* Privacy in Chromium: download all data held about me, delete my account, and what follows. */
test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const PASSWORD = 'ein-langes-passwort';

async function registerAndLogIn(page: Page, email: string): Promise<void> {
  await page.goto(`${origin}/user/register/applicant`);
  await hydrated(page);
  const form = page.locator('form[data-form="register-applicant"]');
  for (const [name, value] of Object.entries({ firstName: 'Dora', lastName: 'Daten', email, password: PASSWORD })) await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=verifySent`);
  await logIn(page, email);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.locator('form[data-form="login"] input[name="email"]').fill(email);
  await page.locator('form[data-form="login"] input[name="password"]').fill(PASSWORD);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
}

test('download my data, then delete my account: confirmation mail, and the login no longer works', async ({ page, request }) => {
  const email = unique('privacy');
  await registerAndLogIn(page, email);
  await page.goto(`${origin}/user/settings`);
  await hydrated(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-default-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  const data = JSON.parse(text) as { format: string; sections: Record<string, unknown> };
  expect(data.format).toBe('jobboard.personal-data/1');
  expect(data.sections.account).toMatchObject({ email, firstName: 'Dora', lastName: 'Daten', hasPassword: true, roles: [{ role: 'applicant', targetId: null }] });
  expect(Array.isArray(data.sections.sessions) && data.sections.sessions.length).toBeGreaterThan(0);
  expect(data.sections.pendingAccountLinks).toEqual([expect.objectContaining({ purpose: 'verify_email', email })]);
  expect(Object.keys(data.sections)).toEqual(expect.arrayContaining(['organizationMemberships', 'consents', 'linkedSignInProviders', 'mails']));
  // Nothing secret: no password hash, no session id or token.
  expect(text).not.toMatch(/argon2|password_hash|"id":\s*"[0-9a-f]{64}"/);

  // A wrong password deletes nothing.
  const form = page.locator('form[data-form="delete-account"]');
  await form.locator('input[name="password"]').fill('falsches-passwort');
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/settings?error=WRONG_PASSWORD`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Das aktuelle Passwort stimmt nicht.');

  await hydrated(page);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=accountDeleted`);
  await expect(page.getByText('Ihr Konto und Ihre Daten wurden gelöscht.')).toBeVisible();
  await expect(page.getByTestId('guest-menu')).toBeVisible();

  const mail = await mailTo(request, origin, email, /Ihr Konto wurde gelöscht/);
  expect(mail.text).toContain('wurde auf Ihren Wunsch gelöscht');

  await logIn(page, email);
  await expect(page.locator('form[data-form="login"]')).toContainText('E-Mail-Adresse oder Passwort stimmen nicht.');
});

test('an account made with Google is deleted after a fresh sign-in, without a password', async ({ page }) => {
  const email = unique('social-delete');
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await signInAtProvider(page, { email, firstName: 'Sina' });
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);

  await page.goto(`${origin}/user/settings`);
  await hydrated(page);
  // Just signed in: the sign-in is fresh, so no password is asked (the account has none).
  await expect(page.getByText('Danke, Sie haben sich gerade angemeldet.')).toBeVisible();
  const form = page.locator('form[data-form="delete-account"]');
  await expect(form.locator('input[name="password"]')).toHaveCount(0);
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=accountDeleted`);
});

test('the owner of an organization with published jobs cannot delete the account', async ({ page }) => {
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.locator('form[data-form="login"] input[name="email"]').fill('recruiter@demo.jobboard.test');
  await page.locator('form[data-form="login"] input[name="password"]').fill('Demo-Passwort-2026!');
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);
  await page.goto(`${origin}/user/settings`);
  await hydrated(page);
  await expect(page.getByText(/Ihnen gehört „.+“\. Solange dort/)).toBeVisible();
  const form = page.locator('form[data-form="delete-account"]');
  await form.locator('input[name="password"]').fill('Demo-Passwort-2026!');
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/settings?error=OWNS_ORGANIZATION`);
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Ihr Konto wurde nicht gelöscht' })).toHaveText('Ihnen gehört eine Organisation mit weiteren Mitgliedern oder veröffentlichten Stellen. Ihr Konto wurde nicht gelöscht.');
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByTestId('organization-name')).toBeVisible();
});
