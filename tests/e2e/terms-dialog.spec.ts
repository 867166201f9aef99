import { expect, test } from '@playwright/test';
import type pg from 'pg';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, submitLogin, watchPage } from './support';

const APPLICANT = 'bewerber@demo.jobboard.test';
const { origin } = SITES.suedwest;
const CURRENT_TERMS = '2026-01-01';

let db: pg.Pool;
let userId: string;
let token: string;

test.beforeAll(async () => {
  db = e2eDatabase();
  ({ token, userId } = await sessionFor(db, APPLICANT));
});
test.beforeEach(async () => {
  // The journeys' database outlives a run: start from "not accepted" every time.
  await db.query('delete from user_consents where user_id = $1', [userId]);
});
test.afterAll(async () => {
  await db.query('delete from sessions where user_id = $1', [userId]);
  await db.end();
});

test('a signed-in user accepts the changed terms: required checkbox, Confirm only when ticked, saved with a success message', async ({
  page,
  context,
}) => {
  await context.addCookies([sessionCookieFor(token, origin)]);
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/en/jobs`);
  await hydrated(page);

  const dialog = page.getByRole('dialog', { name: 'Our terms and conditions have changed' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('six months');
  // Spec §9: at most 550 px wide.
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(550);
  const privacy = dialog.getByRole('link', { name: /privacy policy/i });
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('href', '/en/datenschutz');

  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  const checkbox = dialog.getByRole('checkbox', { name: 'I agree with the terms and conditions.' });
  await expect(confirm).toBeDisabled();
  await checkbox.check();
  await expect(confirm).toBeEnabled();
  // Validated on change: unticking shows the message and disables Confirm again.
  await checkbox.uncheck();
  await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await checkbox.check();
  await expect(dialog.getByText('Please accept the terms and conditions')).toBeHidden();
  await confirm.click();

  await expect(page.getByText('Thank you. Your consent has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const { rows } = await db.query('select site, info_id, revision_id, terms_version from user_consents where user_id = $1', [userId]);
  expect(rows).toHaveLength(1);
  expect(rows[0].site).toBe('suedwest');
  // The version of the terms file in force (sites/_shared/legal/terms/2026-01-01.*.html).
  expect(rows[0].terms_version).toBe(CURRENT_TERMS);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoProblems(watch);
});

test('a user who accepted an older version of the terms file is asked again; accepting records the version in force', async ({
  page,
  context,
}) => {
  // The consent's wording is in force; only the terms file accepted with it is older than the one served.
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, terms_version)
     select i.id, r.id, $1, $2, 'suedwest', '2025-06-01'
     from consent_infos i
     join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= now()
                   order by r.effective_at desc, r.id desc limit 1) r on true
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' and i.active`,
    [userId, APPLICANT],
  );
  await context.addCookies([sessionCookieFor(token, origin)]);
  await page.goto(`${origin}/en/jobs`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Our terms and conditions have changed' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I agree with the terms and conditions.' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Thank you. Your consent has been saved.')).toBeVisible();
  const { rows } = await db.query('select terms_version from user_consents where user_id = $1', [userId]);
  expect(rows).toEqual([{ terms_version: CURRENT_TERMS }]);
  await page.goto(`${origin}/en/jobs`);
  await hydrated(page);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('closing the dialog hides it for this page without saving; the next visit asks again (German)', async ({ page, context }) => {
  await context.addCookies([sessionCookieFor(token, origin)]);
  await page.goto(`${origin}/de`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Unsere Nutzungsbedingungen haben sich geändert' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  expect((await db.query('select 1 from user_consents where user_id = $1', [userId])).rowCount).toBe(0);
  await page.goto(`${origin}/de/jobs`);
  await expect(page.getByRole('dialog', { name: 'Unsere Nutzungsbedingungen haben sich geändert' })).toBeVisible();
});

test('guests and unknown sessions never see it', async ({ browser }) => {
  for (const cookie of [null, 'not-a-valid-session-token']) {
    const context = await browser.newContext();
    if (cookie) await context.addCookies([sessionCookieFor(cookie, origin)]);
    const page = await context.newPage();
    await page.goto(`${origin}/en/jobs`);
    await hydrated(page);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  }
});

test('registering accepts the terms in force with their version: the new account is asked neither here nor on a site showing the same terms', async ({
  page,
  context,
}) => {
  const home = SITES.default.origin;
  const email = `terms-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const password = 'ein-langes-passwort';
  await page.goto(`${home}/user/register/applicant`);
  await hydrated(page);
  const form = page.locator('form[data-form="register-applicant"]');
  for (const [name, value] of Object.entries({ firstName: 'Tara', lastName: 'Terms', email, password }))
    await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${home}/user/login?notice=verifySent`);

  const { rows } = await db.query(
    `select c.site, c.terms_version, c.accepted_terms_versions from user_consents c join users u on u.id = c.user_id where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ site: 'default', terms_version: CURRENT_TERMS, accepted_terms_versions: [CURRENT_TERMS] }]);

  // Unverified accounts may sign in: the dashboard opens without the dialog.
  await submitLogin(page, home, email, password);
  await expect(page).toHaveURL(`${home}/dashboard`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Hallo Tara');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // suedwest shows the same terms version: the same account is not asked there either.
  const { token } = await sessionFor(db, email);
  await context.addCookies([sessionCookieFor(token, origin)]);
  await page.goto(`${origin}/en/jobs`);
  await hydrated(page);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await db.query('delete from users where email = $1', [email]);
});
