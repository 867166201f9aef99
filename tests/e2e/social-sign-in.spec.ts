import { expect, test } from '@playwright/test';
import { SITES, acceptTermsIfAsked, hydrated } from './support';
import { FLAG_OFF_SITE, sessionOf, signInAtProvider, unique } from './social-support';

/*
 * Social sign-in in Chromium, the full redirect flow against the local OpenID provider that `npm start`
 * runs in place of Google and LinkedIn (no client credentials are set for the journeys).
 */
test.use({ locale: 'de-DE' });

const { origin } = SITES.default;

test('a new user signs up with Google: account, dashboard, sign-up start event once; signing in again finds the same account', async ({
  page,
}) => {
  const email = unique('google');
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await signInAtProvider(page, { email, firstName: 'Greta' });

  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);
  await expect(page.locator('h1')).toHaveText('Hallo Greta');
  await expect(page.getByTestId('account-kind')).toHaveText('Bewerberin/Bewerber');
  // The provider vouched for the address: no "please verify" banner.
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);
  expect(await sessionOf(page, origin)).toMatchObject({ user: { email }, isNewUserViaSocial: true });
  // The board fired the social sign-up start event and keeps the flag so it does not fire again.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jb.social_signup_started'))).toBe('1');

  // Log out and back in: the provider remembers the person, our platform the link.
  await page.goto(`${origin}/user/logout`);
  await hydrated(page);
  await page.locator('form[data-form="logout"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=loggedOut`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.locator('h1')).toHaveText('Hallo Greta');
  expect(await sessionOf(page, origin)).toMatchObject({ user: { email }, isNewUserViaSocial: false });
  // No longer new: the stored flag is gone.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jb.social_signup_started'))).toBeNull();
});

test('LinkedIn links an account whose address both sides verified, and keeps the page to return to', async ({ page }) => {
  await page.goto(`${origin}/dashboard`);
  await expect(page).toHaveURL(`${origin}/user/login?callbackUrl=%2Fdashboard&error=SessionRequired`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Mit LinkedIn anmelden' }).click();
  await signInAtProvider(page, { email: 'bewerber@demo.jobboard.test', firstName: 'Anna', lastName: 'Becker' });
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.locator('h1')).toHaveText('Hallo Anna');
  expect(await sessionOf(page, origin)).toMatchObject({ user: { email: 'bewerber@demo.jobboard.test' }, isNewUserViaSocial: false });
});

test('account not linked: an address registered here but not verified is not taken over', async ({ page }) => {
  const email = unique('unverified');
  await page.goto(`${origin}/user/register/applicant`);
  await hydrated(page);
  const form = page.locator('form[data-form="register-applicant"]');
  for (const [name, value] of Object.entries({ firstName: 'Erika', lastName: 'Muster', email, password: 'ein-langes-passwort' }))
    await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=verifySent`);

  await hydrated(page);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await signInAtProvider(page, { email, firstName: 'Mallory' });
  await expect(page).toHaveURL(`${origin}/user/login?error=OAuthAccountNotLinked`);
  await expect(page.getByRole('alert')).toHaveText(
    'Diese E-Mail-Adresse ist bereits mit einer anderen Anmeldemethode registriert. Bitte melden Sie sich so an, wie Sie sich registriert haben.',
  );
  expect(await sessionOf(page, origin)).toEqual({});
});

test('the register page offers sign-up with both providers', async ({ page }) => {
  await page.goto(`${origin}/user/register/applicant`);
  await expect(page.getByRole('button', { name: 'Mit Google registrieren' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mit LinkedIn registrieren' })).toBeVisible();
});

test('a site with social sign-in switched off lists no provider and refuses POST signin/google', async ({ page }) => {
  // mainfranken has both flags off (and sends its login and register pages to its sister site).
  const mainfranken = FLAG_OFF_SITE.origin;
  const providers = (await (await page.request.get(`${mainfranken}/api/auth/providers`)).json()) as object;
  expect(Object.keys(providers)).toEqual(['credentials']);
  const { csrfToken } = (await (await page.request.get(`${mainfranken}/api/auth/csrf`)).json()) as { csrfToken: string };
  const refused = await page.request.post(`${mainfranken}/api/auth/signin/google`, {
    form: { csrfToken, callbackUrl: '/jobs' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect(refused.headers().location).toBe('/api/auth/signin?callbackUrl=%2Fjobs');
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('jb_oauth_state');
  // The same request on a site with the flag on goes to the provider.
  const { csrfToken: token } = (await (await page.request.get(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
  const accepted = await page.request.post(`${origin}/api/auth/signin/google`, { form: { csrfToken: token }, maxRedirects: 0 });
  expect(accepted.headers().location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\?/);
});
