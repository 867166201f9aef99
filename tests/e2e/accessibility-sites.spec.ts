import { expect, test, type Page } from '@playwright/test';
import {
  checkPage,
  demoSession,
  E2E_MORE_SITES,
  type E2eSite,
  expectAccessible,
  firstJobBundleId,
  firstLink,
  serves,
  type FormJob,
  ownedOrganizationSlug,
  formJobOn,
  freshApplicant,
  useSession,
} from './accessibility-support';
import { e2eDatabase } from './database';
import { DEMO_RECRUITER } from './job-wizard-steps';
import { hydrated } from './support';

/*
 * The apprenticeship and career-region sites, and the staff's pages: axe (WCAG 2.2 AA, nothing serious
 * or critical) on the page types each kind of visitor meets there — a guest's home, search, job and
 * organization pages, the directory, blog, contact, legal and not-found pages, sign-in, registration and
 * password reset; an applicant's dashboard, resume, application and settings;
 * a recruiter's dashboard, job manager, a job's applications and statistics, the wizard's first step, the organization
 * editor, checkout and their products; an administrator's review queue, the site's statistics, the
 * masquerade form and a page seen while acting as a user. Each site in one browser page, one session per role.
 */

test.use({ locale: 'de-DE' });

const ADMINISTRATOR = 'admin@demo.jobboard.test';
const DEMO_APPLICANT = 'bewerber@demo.jobboard.test';

const db = e2eDatabase();
test.afterAll(() => db.end());

// The journeys' server reports ready once its first sites answer; these two may still be starting.
test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const site of E2E_MORE_SITES) {
    await expect
      .poll(async () => (await fetch(`${site.origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 180_000, intervals: [1000] })
      .toBe(200);
  }
});

async function guestPages(page: Page, site: E2eSite): Promise<void> {
  await checkPage(page, { ...site, prefix: '' }, site.prefix || '/', 'home');
  await checkPage(page, site, '/jobs', 'job search');
  const jobPath = await firstLink(page, /\/job\/[^/]+$/);
  await checkPage(page, { ...site, prefix: '' }, jobPath, 'job page');
  // The cards of these sites name the employer without a link: the profile of an employer with a job here.
  const { rows } = await db.query<{ slug: string }>(
    `select o.slug from organizations o join jobs j on j.organization_id = o.id join job_sites s on s.job_id = j.id and s.site = $1
     where j.state = 'published' order by o.id limit 1`,
    [site.key],
  );
  await checkPage(page, site, `/organization/${rows[0]!.slug}`, 'organization page');
  await checkPage(page, site, '/user/login', 'sign-in');
  await checkPage(page, site, '/user/register', 'registration choice');
  await checkPage(page, site, '/user/register/applicant', 'applicant registration');
  await checkPage(page, site, '/user/register/recruiter', 'recruiter registration');
  await checkPage(page, site, '/user/password/forgot', 'password reset request');
  await checkPage(page, site, '/arbeitgeber-suchen', 'organization directory');
  if (site.features.blog) {
    await checkPage(page, site, '/blog', 'blog');
    const postPath = await firstLink(page, /\/blog\/\d{4}\/\d{2}\//);
    await checkPage(page, { ...site, prefix: '' }, postPath, 'blog post');
  }
  await checkPage(page, site, '/kontakt', 'contact');
  for (const legal of ['/agb', '/impressum', '/datenschutz', '/cookie-einstellungen']) {
    await checkPage(page, site, legal, `legal page ${legal}`);
  }
  await checkPage(page, site, '/gibt-es-hier-nicht', 'not found', 404);
}

/** A fresh applicant applies to `job` (so the dashboard and the application page have something to show). */
async function applicantPages(page: Page, site: E2eSite, job: FormJob): Promise<void> {
  const applicant = await freshApplicant(db, 'Ada');
  await useSession(page.context(), applicant.token, site.origin);
  await checkPage(page, site, `/job/${job.slug}/apply`, 'apply form (signed in)');
  const form = page.locator('form[data-form="application"]');
  await form.locator('input[name="firstName"]').fill('Ada');
  await form.locator('input[name="lastName"]').fill('Zugang');
  await form.locator('input[name="email"]').fill(applicant.email);
  await form.locator('input[name="privacyConsent"]').check();
  await form.locator('[data-submit-application]').click();
  await expect(page.getByTestId('application-sent')).toBeVisible();
  await expectAccessible(page, 'application sent');
  const { rows } = await db.query<{ id: string }>('select id::text from applications where applicant_user_id = $1', [applicant.userId]);
  expect(rows).toHaveLength(1);

  await checkPage(page, site, '/dashboard', 'applicant dashboard with the application');
  await checkPage(page, site, `/application/${rows[0]!.id}`, 'application (applicant)');
  await checkPage(page, site, '/lebenslauf', 'resume');
  await checkPage(page, site, '/lebenslauf/edit', 'resume editor');
  await checkPage(page, site, '/user/settings', 'account settings');
}

async function recruiterPages(page: Page, site: E2eSite, job: FormJob): Promise<void> {
  await useSession(page.context(), await demoSession(db, DEMO_RECRUITER), site.origin);
  await checkPage(page, site, '/dashboard', 'recruiter dashboard');
  await checkPage(page, site, '/job-manager', 'job manager');
  const { rows } = await db.query(
    `select 1 from jobs j join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
     where j.id = $1 and lower(u.email) = $2`,
    [job.id, DEMO_RECRUITER],
  );
  // The applicant's job is the demo recruiter's where the site has one of theirs that takes the form.
  if (rows.length > 0) {
    await checkPage(page, site, `/job-manager/${job.id}/applications`, 'applications of a job');
    await checkPage(page, site, `/statistics?job=${job.id}`, 'statistics of a job');
  }
  if (serves(site, '/job/wizard')) await checkPage(page, site, '/job/wizard', 'job wizard: type');
  await checkPage(page, site, `/organization/${await ownedOrganizationSlug(db, DEMO_RECRUITER)}/edit`, 'organization edit');
  const product = await firstJobBundleId(db, site.key);
  if (product) await checkPage(page, site, `/checkout?product=${product}`, 'checkout');
  await checkPage(page, site, '/my-products', 'my products');
}

async function staffPages(page: Page, site: E2eSite): Promise<void> {
  await useSession(page.context(), await demoSession(db, ADMINISTRATOR), site.origin);
  await checkPage(page, site, '/job-manager?review=true', 'review queue');
  await expect(page.getByTestId('review-queue-tab')).toHaveAttribute('aria-selected', 'true');
  await checkPage(page, site, '/statistics', "the site's statistics");
  await checkPage(page, site, '/dashboard', 'administrator dashboard with the masquerade form');
  await test.step('a page while acting as a user', async () => {
    const form = page.locator('form[data-form="masquerade"]');
    await form.locator('input[name="target"]').fill(DEMO_APPLICANT);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('masquerade-banner')).toBeVisible();
    await hydrated(page);
    await expectAccessible(page, 'dashboard while acting as a user');
    // The administrator's own session again, for whatever runs after.
    await page.getByTestId('masquerade-banner').getByRole('button').click();
    await expect(page.getByTestId('masquerade-banner')).toHaveCount(0);
  });
}

for (const site of E2E_MORE_SITES) {
  test(`${site.key}: a guest's, an applicant's, a recruiter's and staff's page types have no serious or critical axe finding`, async ({
    page,
  }) => {
    // Some forty pages, each analysed by axe in full, on a machine the other journeys share.
    test.setTimeout(600_000);
    const job = await formJobOn(db, site.key, DEMO_RECRUITER);
    await guestPages(page, site);
    await applicantPages(page, site, job);
    await recruiterPages(page, site, job);
    await staffPages(page, site);
  });
}
