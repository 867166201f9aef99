import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor, TERMS_VERSIONS } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * A recruiter's resume alerts: the current resume search is saved as a weekly alert from the search page
 * (a plain form, here even without JavaScript), listed there, changed to daily and deleted on its edit
 * page; another organization's recruiter gets a 404 for that page; a forged unsubscribe link is refused.
 * Every page is checked by axe.
 */

test.use({ locale: 'de-DE' });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const { origin } = SITES.default;
const db = e2eDatabase();
test.afterAll(() => db.end());
const run = Date.now().toString(36);

async function recruiter(name: string): Promise<string> {
  const email = `alert-recruiter-${name.toLowerCase()}-${run}@example.test`;
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified, approved) values ($1, 'x', 'Rita', $2, true, true) returning id`,
    [email, name],
  );
  const id = rows[0]!.id;
  await db.query(`insert into user_roles (user_id, role, target_id) values ($1, 'recruiter', null)`, [id]);
  // Terms accepted, so no dialog stands in front of the pages.
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
     select i.id, r.id, u.id, u.email, 'default', $2::text[]
     from consent_infos i
     join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= now()
                   order by r.effective_at desc, r.id desc limit 1) r on true
     join users u on u.id = $1
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' and i.active
     on conflict (user_id, revision_id) where user_id is not null do nothing`,
    [id, [...TERMS_VERSIONS]],
  );
  await db.query(`insert into organizations (name, slug, owner_id, locality) values ($1, $2, $3, 'Stuttgart')`, [
    `${name} Alarm ${run}`,
    `${name.toLowerCase()}-alarm-${run}`,
    id,
  ]);
  return email;
}

async function signedIn(browser: Browser, email: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled });
  await context.addCookies([sessionCookieFor((await sessionFor(db, email)).token, origin)]);
  return context.newPage();
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('a recruiter saves a resume search as an alert, changes its interval and deletes it; another organization gets a 404', async ({
  browser,
}) => {
  const words = `Wundexperte${run}`;
  const first = await recruiter('Nordlicht');
  const second = await recruiter('Suedwind');

  // Saving works as a plain form: no JavaScript in this browser.
  const plain = await signedIn(browser, first, false);
  await plain.goto(`${origin}/bewerbersuche?keywords=${encodeURIComponent(words)}&languages=de`);
  await expect(plain.getByRole('heading', { name: 'Suchaufträge für Lebensläufe' })).toBeVisible();
  await expect(plain.getByLabel('Wöchentlich')).toBeChecked();
  await plain.getByLabel('Täglich').check();
  await plain.getByRole('button', { name: 'Suchauftrag speichern' }).click();
  await expect(plain.getByTestId('resume-alert-notice')).toHaveText('Der Suchauftrag ist gespeichert.');
  // Back on the same search, with the new alert listed under its words and filter.
  await expect(plain.getByLabel('Suchbegriffe')).toHaveValue(words);
  await expect(plain.getByTestId('resume-alert')).toHaveCount(1);
  await expect(plain.getByTestId('resume-alert')).toContainText(words);
  await expect(plain.getByTestId('resume-alert')).toContainText('Deutsch');
  await expect(plain.getByTestId('resume-alert')).toContainText('Täglich');

  // The edit page, with scripts.
  const page = await signedIn(browser, first);
  const watch = watchPage(page, origin);
  // The dashboard leads to the resume search and the requests sent.
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Meine gesendeten Kontaktanfragen' })).toBeVisible();
  await page.getByRole('link', { name: 'Lebensläufe suchen und Suchaufträge verwalten' }).click();
  await expect(page).toHaveURL(/\/bewerbersuche(\?|$)/);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByTestId('resume-alert').getByRole('link').click();
  await expect(page).toHaveURL(/\/resume-alert\/edit\/\d+$/);
  await hydrated(page);
  const editUrl = page.url();
  await expect(page.getByTestId('resume-alert-search')).toContainText(words);
  await expect(page.getByLabel('Täglich')).toBeChecked();
  await expectAccessible(page);
  await page.getByLabel('Monatlich').check();
  await page.getByRole('button', { name: 'Intervall speichern' }).click();
  await expect(page.getByTestId('resume-alert-notice')).toHaveText('Das Intervall ist geändert.');
  await expect(page.getByLabel('Monatlich')).toBeChecked();

  // Another organization's recruiter: not found, and nothing of it shows.
  const other = await signedIn(browser, second);
  const answer = await other.goto(editUrl);
  expect(answer?.status()).toBe(404);
  await expect(other.getByText(words)).toHaveCount(0);

  await page.getByRole('button', { name: 'Suchauftrag löschen' }).click();
  await expect(page.getByTestId('resume-alert-notice')).toHaveText('Der Suchauftrag ist gelöscht.');
  await expect(page.getByTestId('resume-alert')).toHaveCount(0);
  await expectNoProblems(watch);
  expect((await page.goto(editUrl))?.status()).toBe(404);
});

test('a forged unsubscribe link is refused on the unsubscribe page', async ({ page }) => {
  await page.goto(`${origin}/resume-alert/unsubscribe?token=${encodeURIComponent(`1.${'a'.repeat(43)}`)}`);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'E-Mails abbestellen' }).click();
  await expect(page.getByRole('alert')).toContainText('Der Abmeldelink ist ungültig');
});
