import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eDatabase, TERMS_VERSIONS } from './database';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

/*
 * The applicant's resume: the edit page's forms (a refused birthday and period with their messages, an
 * entry added, edited, moved and removed), visibility with a blocked organization, the view with the
 * anonymous preview showing no private field, the picture (refused, taken, hidden from the anonymous view and
 * guests, removed), the dashboard card, the localized addresses.
 */

test.use({ locale: 'de-DE' });
// Every step is a full page load after a POST: give a busy host time (the journey is long, not slow code).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const { origin } = SITES.default;
const APPLICANT = { email: 'bewerber@demo.jobboard.test', password: 'Demo-Passwort-2026!' };
const db = e2eDatabase();
test.afterAll(() => db.end());

/** The journeys' database outlives a run: the demo applicant starts without a resume, terms accepted. */
async function forgetResume() {
  await db.query('delete from resumes where user_id = (select id from users where email = $1)', [APPLICANT.email]);
  await db.query(
    `insert into user_consents (info_id, revision_id, user_id, mail, site, accepted_terms_versions)
     select i.id, r.id, u.id, u.email, 'default', $2::text[]
     from consent_infos i
     join lateral (select r.id from consent_info_revisions r where r.info_id = i.id and r.effective_at <= now()
                   order by r.effective_at desc, r.id desc limit 1) r on true
     join users u on u.email = $1
     where i.type = 'PRIVACY_POLICY' and i.placement = 'REGISTRATION' and i.active
     on conflict (user_id, revision_id) where user_id is not null do nothing`,
    [APPLICANT.email, [...TERMS_VERSIONS]],
  );
}

async function signIn(page: Page) {
  await submitLogin(page, origin, APPLICANT.email, APPLICANT.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

const form = (page: Page, testId: string) => page.getByTestId(testId);

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('an applicant fills in the resume, is told what is wrong, reorders entries, sets visibility; the anonymous preview hides private fields', async ({
  page,
}) => {
  await forgetResume();
  const watch = watchPage(page, origin);
  await signIn(page);

  // The dashboard's card: empty resume, the next thing to add, a way in.
  await page.goto(`${origin}/dashboard`);
  await hydrated(page);
  const card = page.getByTestId('resume-card');
  await expect(card).toContainText('Sichtbarkeit: verborgen');
  await expect(card).toContainText('Ihr Lebenslauf ist zu 0 % vollständig');
  await expect(card).toContainText('Als Nächstes: Ihre Berufserfahrung');
  await card.getByRole('link', { name: 'Lebenslauf ansehen' }).click();
  await expect(page).toHaveURL(`${origin}/lebenslauf`);
  await hydrated(page);

  // The wizard: what they look for, then who they are (no photo, about or phone there).
  await page.getByTestId('start-wizard').click();
  // The wizard starts with the CV import, which may be skipped (the import has its own journey).
  await expect(page).toHaveURL(`${origin}/lebenslauf/wizard/import`);
  await hydrated(page);
  await page.getByTestId('skip-import').click();
  await expect(page).toHaveURL(`${origin}/lebenslauf/wizard/job-preferences`);
  await hydrated(page);
  const prefs = form(page, 'wizard-job-preferences');
  await prefs.locator('input[name="title"]').fill('Stationsleitung Pflege');
  await prefs.locator('input[name="desiredLocation"]').fill('Freiburg');
  await prefs.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(`${origin}/lebenslauf/wizard/personal-info`);
  await hydrated(page);
  const who = form(page, 'wizard-personal-info');
  await expect(who.locator('input[name="phone"], textarea[name="about"], input[type="file"]')).toHaveCount(0);
  const fillWho = async (birthday: string) => {
    await hydrated(page);
    const f = form(page, 'wizard-personal-info');
    await f.locator('input[name="firstName"]').fill('Anna');
    await f.locator('input[name="lastName"]').fill('Becker');
    await f.locator('input[name="birthday"]').fill(birthday);
    await f.locator('input[name="homeLocation"]').fill('Freiburg im Breisgau');
    await f.getByRole('button', { name: 'Abschließen' }).click();
  };
  // A birthday in the future is refused with a message; the step stays and nothing of it is stored.
  await fillWho('2999-01-01');
  await expect(page.getByTestId('resume-errors')).toContainText('Ihr Geburtsdatum kann nicht in der Zukunft liegen.');
  await expect(page).toHaveURL(/\/lebenslauf\/wizard\/personal-info/);
  const storedBirthday = async () =>
    (
      await db.query(
        `select r.content -> 'personalInfo' ->> 'birthday' as b from resumes r join users u on u.id = r.user_id where u.email = $1`,
        [APPLICANT.email],
      )
    ).rows[0]?.b ?? null;
  expect(await storedBirthday()).toBeNull();
  await fillWho('1990-05-17');
  await expect(page.getByTestId('wizard-completed')).toBeVisible();
  expect(await storedBirthday()).toBe('1990-05-17');

  // The edit page: phone and about, which the wizard left out.
  await page.goto(`${origin}/lebenslauf/edit`);
  await hydrated(page);
  const personal = form(page, 'personal-info-form');
  await expect(personal.locator('input[name="firstName"]')).toHaveValue('Anna');
  await personal.locator('input[name="phone"]').fill('+49 761 556677');
  await personal.locator('textarea[name="about"]').fill('Ich pflege Menschen seit zehn Jahren.');
  await personal.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('resume-saved')).toBeVisible();

  // Work experience: a period that ends before it starts is refused; then two entries, edited and moved.
  const addWork = async (title: string, company: string, start: string, end: string) => {
    await hydrated(page);
    const work = form(page, 'work-form-new');
    await work.locator('input[name="jobTitle"]').fill(title);
    await work.locator('input[name="companyName"]').fill(company);
    await work.locator('input[name="start"]').fill(start);
    await work.locator('input[name="end"]').fill(end);
    await work.getByRole('button', { name: 'Hinzufügen' }).click();
  };
  await addWork('Pflegefachkraft', 'Klinikum Freiburg', '2020-05', '2019-01');
  await expect(page.getByTestId('resume-errors')).toContainText('Berufserfahrung 1 – Zeitraum: Das Ende kann nicht vor dem Beginn liegen.');
  // The refused form comes back with what was typed (the address carries only the problem).
  await expect(form(page, 'work-form-new').locator('input[name="companyName"]')).toHaveValue('Klinikum Freiburg');
  await expect(form(page, 'work-form-new').locator('input[name="end"]')).toHaveValue('2019-01');
  expect(page.url()).not.toContain('Klinikum');
  await addWork('Pflegefachkraft', 'Klinikum Freiburg', '2014-09', '2019-12');
  await expect(page.getByTestId('resume-saved')).toBeVisible();
  await addWork('Stationsleitung', 'Uniklinik Freiburg', '2020-01', '');
  const entries = page.getByTestId('workExperience-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Pflegefachkraft · Klinikum Freiburg');

  await hydrated(page);
  await entries.nth(1).getByRole('button', { name: 'Nach oben' }).click();
  await expect(page.getByTestId('workExperience-entry').nth(0)).toContainText('Stationsleitung');
  await hydrated(page);
  await page.getByTestId('workExperience-entry').nth(1).getByRole('link', { name: 'Bearbeiten' }).click();
  await hydrated(page);
  const edit = page.locator('form[data-testid^="work-form-"]:not([data-testid="work-form-new"])');
  await edit.locator('input[name="companyName"]').fill('Universitätsklinikum Freiburg');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('workExperience-entry').nth(1)).toContainText('Pflegefachkraft · Universitätsklinikum Freiburg');

  // Visibility: anonymous, and one organization blocked (found by name).
  await hydrated(page);
  await form(page, 'visibility-form')
    .getByLabel(/^Anonym/)
    .check();
  await form(page, 'visibility-form').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('resume-saved')).toBeVisible();
  await hydrated(page);
  await form(page, 'organization-search').locator('input[name="org"]').fill('Neckar');
  await form(page, 'organization-search').getByRole('button', { name: 'Suchen' }).click();
  // A click before hydration can get lost when React takes the page over: wait for it after each load.
  await expect(page.getByTestId('organization-match').first()).toBeVisible();
  await hydrated(page);
  await page.getByTestId('organization-match').first().getByRole('button', { name: 'Sperren' }).click();
  await expect(page.getByTestId('blocked-organization')).toHaveCount(1);

  // The view: full, then the anonymous preview without name, phone, birthday, home or salutation.
  await page.goto(`${origin}/lebenslauf`);
  await hydrated(page);
  await expect(page.getByTestId('resume-full')).toContainText('Anna Becker');
  await expect(page.getByTestId('resume-full')).toContainText('+49 761 556677');
  await hydrated(page);
  await page.getByTestId('preview-anonymous').click();
  await expect(page).toHaveURL(`${origin}/lebenslauf?view=anonymous`);
  const anonymous = page.getByTestId('resume-anonymous');
  await expect(anonymous).toContainText('Stationsleitung');
  await expect(anonymous).toContainText('Anonyme Bewerberin / anonymer Bewerber');
  for (const secret of ['Anna', 'Becker', '556677', '1990-05-17', 'Breisgau']) await expect(anonymous).not.toContainText(secret);

  const stored = await db.query(
    `select r.visibility, r.content -> 'personalInfo' ->> 'about' as about, (select count(*)::int from resume_blocked_organizations b where b.user_id = r.user_id) as blocked
     from resumes r join users u on u.id = r.user_id where u.email = $1`,
    [APPLICANT.email],
  );
  expect(stored.rows[0]).toEqual({ visibility: 'anonymous', about: '<p>Ich pflege Menschen seit zehn Jahren.</p>', blocked: 1 });

  // The picture: a file that is no image is refused with its message; a PNG is taken, shown on the full
  // view only, never to a guest, and removed again.
  await page.goto(`${origin}/lebenslauf/edit`);
  await hydrated(page);
  await expect(page.getByTestId('resume-no-picture')).toBeVisible();
  const pictureForm = form(page, 'picture-form');
  await pictureForm
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') });
  await pictureForm.getByRole('button', { name: 'Foto hochladen' }).click();
  await expect(page.getByTestId('resume-errors')).toContainText('Bitte wählen Sie ein Foto im Format PNG, JPEG oder WebP.');
  await hydrated(page);
  // Noise does not compress: a PNG of about 3 MB, past the 1 MB every ordinary form post is bounded to.
  const png = await sharp(randomBytes(900 * 1200 * 3), { raw: { width: 900, height: 1200, channels: 3 } })
    .png()
    .toBuffer();
  expect(png.byteLength).toBeGreaterThan(2 * 1024 * 1024);
  await form(page, 'picture-form').locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await form(page, 'picture-form').getByRole('button', { name: 'Foto hochladen' }).click();
  await expect(page.getByTestId('resume-saved')).toBeVisible();
  const picture = page.getByTestId('resume-picture');
  await expect(picture).toHaveJSProperty('naturalWidth', 384);
  await expectAccessible(page);
  const pictureUrl = `${origin}${await picture.getAttribute('src')}`;
  expect((await fetch(pictureUrl)).status).toBe(404);
  await page.goto(`${origin}/lebenslauf`);
  await expect(page.getByTestId('resume-full').getByTestId('resume-picture')).toHaveJSProperty('naturalHeight', 512);
  await page.goto(`${origin}/lebenslauf?view=anonymous`);
  await expect(page.getByTestId('resume-anonymous')).toContainText('Stationsleitung');
  await expect(page.getByTestId('resume-anonymous').locator('img')).toHaveCount(0);
  await page.goto(`${origin}/lebenslauf/edit`);
  await hydrated(page);
  await form(page, 'picture-remove-form').getByRole('button', { name: 'Foto entfernen' }).click();
  await expect(page.getByTestId('resume-no-picture')).toBeVisible();
  expect((await page.request.get(pictureUrl)).status()).toBe(404);
  await expectNoProblems(watch);
});

test('the resume pages answer in every locale of a site; guests are sent to sign in', async ({ page }) => {
  const sw = SITES.suedwest.origin;
  for (const path of ['/de/lebenslauf/edit', '/en/cv/edit', '/fr/resume/edit']) {
    const response = await page.goto(`${sw}${path}`);
    // Guests: to the sign-in with the page to come back to.
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/user\/login/);
  }
  await submitLogin(page, sw, APPLICANT.email, APPLICANT.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  for (const [path, heading] of [
    ['/de/lebenslauf', 'Mein Lebenslauf'],
    ['/en/cv', 'My CV'],
    ['/en/cv/edit', 'Edit my CV'],
    ['/fr/resume', 'Mon CV'],
  ] as const) {
    const response = await page.goto(`${sw}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});
