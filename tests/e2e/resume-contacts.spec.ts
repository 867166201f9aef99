import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor, TERMS_VERSIONS } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * The recruiter's side of resumes: a recruiter with credits finds an anonymous resume and sends a contact
 * request (a plain form post); the applicant approves it on their list; the recruiter then sees the name
 * and phone, a second organization still the anonymous view; a revoke hides them again. Every page is
 * checked by axe.
 */

test.use({ locale: 'de-DE' });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const { origin } = SITES.default;
const db = e2eDatabase();
test.afterAll(() => db.end());
const run = Date.now().toString(36);

async function user(email: string, role: 'applicant' | 'recruiter', firstName: string, lastName: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified, approved) values ($1, 'x', $2, $3, true, true) returning id`,
    [email, firstName, lastName],
  );
  const id = rows[0]!.id;
  await db.query('insert into user_roles (user_id, role, target_id) values ($1, $2, null)', [id, role]);
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
  return id;
}

async function recruiter(name: string, credits: number): Promise<string> {
  const email = `recruiter-${name.toLowerCase()}-${run}@example.test`;
  const id = await user(email, 'recruiter', 'Rita', name);
  const { rows } = await db.query<{ id: string }>(
    `insert into organizations (name, slug, owner_id, locality) values ($1, $2, $3, 'Stuttgart') returning id`,
    [`${name} Klinik ${run}`, `${name.toLowerCase()}-klinik-${run}`, id],
  );
  if (credits > 0)
    await db.query(`insert into commerce_credit_ledger (organization_id, site, type, delta) values ($1, 'default', 'resume_contact', $2)`, [
      rows[0]!.id,
      credits,
    ]);
  return email;
}

/** Every service accepted, as the consent banner's "accept all" leaves it. */
const CONSENTED = { name: 'jb_consent', value: 'v1~pageAnalytics:1~socialPixel:1~eventTracking:1~youtube:1~vimeo:1', url: origin };

async function signedIn(browser: Browser, email: string, consented = false): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE' });
  await context.addCookies([sessionCookieFor((await sessionFor(db, email)).token, origin), ...(consented ? [CONSENTED] : [])]);
  return context.newPage();
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));
const headerSearchLink = (page: Page) => page.locator('header').getByRole('link', { name: 'Bewerbersuche' });

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('a recruiter finds an anonymous resume and asks for contact; the owner approves, then revokes; another organization sees only the anonymous view', async ({
  browser,
}) => {
  const headline = `Intensivpflegerin ${run}`;
  const applicantEmail = `lea-${run}@example.test`;
  const applicantId = await user(applicantEmail, 'applicant', 'Lea', 'Roth');
  await db.query(`insert into resumes (user_id, visibility, content, completed_at) values ($1, 'anonymous', $2, now())`, [
    applicantId,
    JSON.stringify({
      personalInfo: {
        salutation: 'ms',
        picture: null,
        firstName: 'Lea',
        lastName: 'Roth',
        phone: '+49 761 5550199',
        birthday: null,
        homeLocation: 'Freiburg',
        about: '',
      },
      jobPreferences: {
        title: headline,
        desiredOccupationId: null,
        employmentTypeId: null,
        desiredLocation: 'Freiburg',
        desiredSalary: null,
        careerStatus: 'professional',
        availableStart: null,
        availabilityPeriods: [],
      },
      skills: ['Beatmung'],
    }),
  ]);
  const first = await recruiter('Nord', 3);
  const second = await recruiter('Sued', 0);

  // The recruiter (who agreed to event tracking) finds the resume search in the header, searches, opens
  // the anonymous resume (reported as an anonymous visit) and sends a request.
  const page = await signedIn(browser, first, true);
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await headerSearchLink(page).click();
  await expect(page).toHaveURL(/\/bewerbersuche(\?|$)/);
  await page.goto(`${origin}/bewerbersuche?keywords=${encodeURIComponent(headline)}`);
  await hydrated(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByTestId('resume-total')).toHaveText('1 Lebenslauf');
  await expectAccessible(page);
  await page.getByRole('link', { name: headline }).click();
  await hydrated(page);
  await expect(page.getByTestId('resume-name'))
    .toHaveText('Anonym', { useInnerText: true })
    .catch(() => undefined);
  await expect(page.getByText('Lea')).toHaveCount(0);
  await expect(page.getByText('5550199')).toHaveCount(0);
  await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(['resume_visit', 'resume_visit_anonymous']));
  await page.getByLabel('Ihre Nachricht').fill('Hallo, wir suchen eine Intensivpflegerin in Freiburg.');
  await page.getByRole('button', { name: 'Kontaktanfrage senden' }).click();
  await expect(page.getByTestId('contact-notice')).toHaveText('Ihre Kontaktanfrage ist verschickt.');
  await expect(page.getByTestId('contact-state')).toHaveAttribute('data-state', 'pending');
  await expectAccessible(page);
  const resumeUrl = page.url();
  await page.goto(`${origin}/resume-contacts/sent`);
  await expect(page.getByTestId('contact-balance')).toHaveText('Verfügbar: 0 Abo-Kontakte, 2 Guthaben');
  await expectAccessible(page);

  // The owner approves on their list.
  const owner = await signedIn(browser, applicantEmail);
  await owner.goto(`${origin}/resume-contacts?filter=pending`);
  await hydrated(owner);
  // An applicant's header has no resume search (the session is known once the account menu shows).
  await expect(owner.getByTestId('user-menu')).toBeVisible();
  await expect(headerSearchLink(owner)).toHaveCount(0);
  await expect(owner.getByTestId('owner-contact-request')).toContainText('Nord Klinik');
  await expectAccessible(owner);
  await owner.getByTestId('contact-approve').click();
  await expect(owner).toHaveURL(/notice=approve/);
  await owner.goto(`${origin}/resume-contacts?filter=approved`);
  await expect(owner.getByTestId('owner-contact-request')).toHaveCount(1);

  // The recruiter now sees name and phone; the second organization does not.
  await page.goto(resumeUrl);
  await expect(page.getByTestId('resume-name')).toContainText('Lea Roth');
  await expect(page.getByText('+49 761 5550199')).toBeVisible();
  await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(['resume_visit', 'resume_visit_full']));
  // The second recruiter made no choice about tracking: the visit reaches no data layer.
  const other = await signedIn(browser, second);
  await other.goto(resumeUrl);
  await hydrated(other);
  await expect(other.getByTestId('resume-access')).toContainText('Anonyme Ansicht');
  await expect(other.getByText('Roth')).toHaveCount(0);
  expect(await dataLayerEvents(other)).not.toContain('resume_visit');

  // A revoke hides the data again.
  await owner.getByTestId('contact-revoke').click();
  await expect(owner).toHaveURL(/notice=revoke/);
  await page.goto(resumeUrl);
  await expect(page.getByTestId('contact-state')).toHaveAttribute('data-state', 'revoked');
  await expect(page.getByText('+49 761 5550199')).toHaveCount(0);
  await expect(page.getByText('Roth')).toHaveCount(0);
  await expectNoProblems(watch);
});

test('a hidden resume answers 404 to a recruiter, not 403', async ({ browser }) => {
  const applicantId = await user(`hidden-${run}@example.test`, 'applicant', 'Max', 'Hidden');
  await db.query(`insert into resumes (user_id, visibility, content) values ($1, 'hidden', '{}')`, [applicantId]);
  const { rows } = await db.query<{ public_id: string }>('select public_id::text from resume_search_index where user_id = $1', [
    applicantId,
  ]);
  const page = await signedIn(browser, await recruiter('Hidden', 1));
  const answer = await page.goto(`${origin}/bewerbersuche/${rows[0]!.public_id}`);
  expect(answer?.status()).toBe(404);
});
