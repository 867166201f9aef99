import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor, TERMS_VERSIONS } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * A recruiter searches resumes by where their owners want to work: a place typed without JavaScript
 * (the platform looks it up) and a place picked from the suggestions with JavaScript, each with a radius;
 * the resume inside the radius is found, the one outside is not. The page is checked by axe.
 */

test.use({ locale: 'de-DE' });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const { origin } = SITES.default;
const db = e2eDatabase();
const run = Date.now().toString(36);
const word = `Ortsnah${run}`;
const created: string[] = [];

test.afterAll(async () => {
  // The journey's resumes leave every later search (other journeys count what recruiters find).
  await db.query(`update resumes set visibility = 'hidden' where user_id = any($1::bigint[])`, [created]);
  await db.end();
});

async function user(email: string, role: 'recruiter' | 'applicant'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified, approved) values ($1, 'x', 'Rita', 'Ort', true, true) returning id`,
    [email],
  );
  const id = rows[0]!.id;
  created.push(id);
  await db.query(`insert into user_roles (user_id, role, target_id) values ($1, $2, null)`, [id, role]);
  return id;
}

async function recruiter(): Promise<string> {
  const email = `place-recruiter-${run}@example.test`;
  const id = await user(email, 'recruiter');
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
  await db.query(`insert into organizations (name, slug, owner_id, locality) values ($1, $2, $3, 'Freiburg')`, [
    `Ortsnah ${run}`,
    `ortsnah-${run}`,
    id,
  ]);
  return email;
}

async function resume(title: string, desiredLocation: string): Promise<void> {
  const id = await user(`place-applicant-${title.toLowerCase()}-${run}@example.test`, 'applicant');
  await db.query(
    `insert into resumes (user_id, visibility, content, completed_at, updated_at) values ($1, 'anonymous', $2, now(), now())`,
    [id, JSON.stringify({ jobPreferences: { title: `${title} ${word}`, desiredLocation } })],
  );
}

async function signedIn(browser: Browser, email: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled });
  await context.addCookies([sessionCookieFor((await sessionFor(db, email)).token, origin)]);
  return context.newPage();
}

test('a recruiter finds the resume wanting to work within the radius, not the one outside, with and without JavaScript', async ({
  browser,
}) => {
  const email = await recruiter();
  await resume('Breisgau', 'Freiburg im Breisgau');
  await resume('Hanse', 'Hamburg');

  // Without JavaScript: the typed place is looked up by the platform. The desired locations are located
  // in the background just after the save, so the search is repeated until they are.
  const plain = await signedIn(browser, email, false);
  const cards = plain.getByTestId('resume-card');
  await expect(async () => {
    await plain.goto(`${origin}/bewerbersuche?keywords=${word}&geo_location=Freiburg&radius=25`);
    await expect(cards).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await expect(cards).toContainText(`Breisgau ${word}`);
  await expect(plain.getByLabel('Umkreis')).toHaveValue('25');
  // The search saved as an alert keeps its place and radius: in the list, on the edit page and in its link.
  await plain.getByRole('button', { name: 'Suchauftrag speichern' }).click();
  await expect(plain.getByTestId('resume-alert-notice')).toHaveText('Der Suchauftrag ist gespeichert.');
  await expect(plain).toHaveURL(/[?&]radius=25/);
  await expect(plain.getByTestId('resume-alert')).toContainText(/Freiburg.*\(\+25 km\)/);
  await plain.getByTestId('resume-alert').getByRole('link').click();
  await expect(plain).toHaveURL(/\/resume-alert\/edit\/\d+$/);
  await expect(plain.getByTestId('resume-alert-search')).toContainText(/Freiburg.*\(\+25 km\)/);
  await plain.getByRole('link', { name: 'Suche öffnen' }).click();
  await expect(cards).toHaveCount(1);
  await expect(plain.getByLabel('Umkreis')).toHaveValue('25');
  await plain.goto(`${origin}/bewerbersuche?keywords=${word}`);
  await expect(cards).toHaveCount(2);
  await plain.context().close();

  // With JavaScript: the place picked from the suggestions, with a radius.
  const page = await signedIn(browser, email, true);
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/bewerbersuche?keywords=${word}`);
  await hydrated(page);
  await expect(page.getByTestId('resume-card')).toHaveCount(2);
  await page.getByLabel('Wo?').pressSequentially('Hamburg', { delay: 30 });
  // The city, not the state of the same name (a state is searched as a whole, without a radius).
  await page.locator('[data-place-option="locality"]').filter({ hasText: 'Hamburg' }).first().click();
  await page.getByLabel('Umkreis').selectOption('50');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/[?&]lat=53\.\d+/);
  await expect(page.getByTestId('resume-card')).toHaveCount(1);
  await expect(page.getByTestId('resume-card')).toContainText(`Hanse ${word}`);

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await expectNoProblems(watch);
});
