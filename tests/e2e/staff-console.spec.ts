import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * The staff console as staff meet it: an administrator reaches /admin from the header, acts as a user
 * and finds the start and the end of it in the audit log, finds a user, blocks and unblocks them (the
 * demo account ends as it was) and finds both in the audit log; a job editor gets the 403 page for the
 * audit log and the users page and FORBIDDEN over the API, and the jobs page; an applicant gets the
 * not-found page. axe on the console's pages.
 */

const origin = SITES.default.origin;
const db = e2eDatabase();

test.afterAll(async () => {
  await db.end();
});

async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('#nprogress')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an administrator opens the console, acts as a user and finds both in the audit log', async ({ page, context }) => {
  // Four console pages with axe, a masquerade and the audit log: over a minute on a busy 2-core machine.
  test.setTimeout(180_000);
  const watch = watchPage(page, origin);
  const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);

  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await page.getByTestId('header-admin-link').click();
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const nav = page.getByTestId('console-nav');
  for (const name of ['Prüfwarteschlange', 'Newsletter', 'Als Nutzer handeln', 'Protokoll']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expectAccessible(page);

  // The console links masquerade where it lives: the dashboard's form.
  await nav.getByRole('link', { name: 'Als Nutzer handeln' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await hydrated(page);
  const form = page.locator('form[data-form="masquerade"]');
  await form.locator('input[name="target"]').fill('bewerber@demo.jobboard.test');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('masquerade-banner')).toContainText('Sie handeln als Anna Becker.');
  // Acting as a user, the header offers no console.
  await expect(page.getByTestId('header-admin-link')).toHaveCount(0);
  // End it from another page, once React has taken over: a click while a page hydrates can be lost.
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await page.getByTestId('masquerade-banner').getByRole('button', { name: 'Beenden' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard?notice=masqueradeEnded`);

  await page.goto(`${origin}/admin/audit?action=user.masquerade`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toHaveAttribute('data-action', 'user.masquerade_end');
  await expect(entries.first()).toContainText('Handelt nicht mehr als der Nutzer');
  await expect(entries.first()).toContainText('Sabine Hartmann');
  await expect(entries.nth(1)).toHaveAttribute('data-action', 'user.masquerade_start');
  await expectAccessible(page);

  // The filter form works as a plain GET: an action nobody took finds nothing.
  await page.getByLabel('Aktion').fill('job.delete');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/action=job\.delete/);
  await expect(page.getByText('Keine passenden Einträge.')).toBeVisible();

  // Users: search by address, open the account, block and unblock it with the plain forms.
  await page.getByTestId('console-nav').getByRole('link', { name: 'Nutzer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzer' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('E-Mail-Adresse oder Name').fill('bewerber@demo');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('link', { name: 'Anna Becker' }).click();
  await expect(page.getByTestId('staff-user-email')).toHaveText('bewerber@demo.jobboard.test');
  await hydrated(page);
  await expectAccessible(page);
  await page.getByTestId('staff-user-block').click();
  await expect(page.getByTestId('staff-user-notice')).toContainText('Der Nutzer ist gesperrt');
  await expect(page.getByTestId('staff-user-state')).toContainText('Gesperrt seit');
  await page.getByTestId('staff-user-block').click();
  await expect(page.getByTestId('staff-user-notice')).toContainText('Der Nutzer ist entsperrt');
  await expect(page.getByTestId('staff-user-state')).toContainText('Aktiv');

  await page.goto(`${origin}/admin/audit?action=user.`);
  const latest = page.getByTestId('audit-entry');
  await expect(latest.first()).toHaveAttribute('data-action', 'user.unblock');
  await expect(latest.first()).toContainText('Nutzer entsperrt');
  await expect(latest.nth(1)).toHaveAttribute('data-action', 'user.block');
  await expect(latest.nth(1)).toContainText('Nutzer gesperrt');
  expectNoProblems(watch);
});

test('a job editor gets the 403 page and FORBIDDEN over the API; an applicant the not-found page', async ({ browser, request }) => {
  const editor = await sessionFor(db, 'jobeditor@demo.jobboard.test');
  const editorContext = await browser.newContext();
  await editorContext.addCookies([sessionCookieFor(editor.token, origin)]);
  const page = await editorContext.newPage();
  const answer = await page.goto(`${origin}/admin/audit`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByTestId('staff-forbidden')).toContainText('Zugriff verweigert');
  const nav = page.getByTestId('console-nav');
  await expect(nav.getByRole('link', { name: 'Prüfwarteschlange' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Protokoll' })).toHaveCount(0);
  await hydrated(page);
  await expectAccessible(page);
  // Accounts are the administrators': the users page is the 403 page too; the jobs page is the editor's.
  expect((await page.goto(`${origin}/admin/users`))?.status()).toBe(403);
  await expect(page.getByTestId('staff-forbidden')).toBeVisible();
  expect((await page.goto(`${origin}/admin/jobs`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Stellen' })).toBeVisible();
  await expect(page.getByTestId('staff-job-row').first()).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await editorContext.close();

  const api = async (bearer: string | undefined) =>
    (
      await request.post(`${origin}/graphql`, {
        headers: { 'content-type': 'application/json', 'x-frontend': 'default', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        data: { query: '{ staffActions { total errors } }' },
      })
    ).json();
  expect((await api(editor.token)).data.staffActions.errors).toEqual(['FORBIDDEN']);
  const users = await request.post(`${origin}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-frontend': 'default', authorization: `Bearer ${editor.token}` },
    data: { query: '{ staffUsers(text: "") { total errors } }' },
  });
  expect((await users.json()).data.staffUsers.errors).toEqual(['FORBIDDEN']);
  expect((await api(undefined)).data.staffActions.errors).toEqual(['UNAUTHENTICATED']);

  const applicant = await sessionFor(db, 'bewerber@demo.jobboard.test');
  const applicantContext = await browser.newContext();
  await applicantContext.addCookies([sessionCookieFor(applicant.token, origin)]);
  const applicantPage = await applicantContext.newPage();
  expect((await applicantPage.goto(`${origin}/admin`))?.status()).toBe(404);
  await applicantContext.close();
});
