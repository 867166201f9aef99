import { expect, test, type Page } from '@playwright/test';
import {
  checkPage,
  demoSession,
  E2E_SITES,
  type E2eSite,
  expectAccessible,
  firstJobBundleId,
  firstLink,
  type FormJob,
  formJobOn,
  freshApplicant,
  open,
  ownedOrganizationSlug,
  serves,
  useSession,
} from './accessibility-support';
import { e2eDatabase } from './database';
import { DEMO_RECRUITER } from './job-wizard-steps';
import { hydrated } from './support';

/*
 * Every page type of every site, as a guest, an applicant and a recruiter, checked by axe against WCAG
 * 2.2 AA: nothing serious or critical. One test per site walks its page types in one browser page,
 * reusing one session per role, so the run stays short; a page type the site has switched off (resume,
 * blog) is left out for that site only.
 */

test.use({ locale: 'de-DE' });

const db = e2eDatabase();
test.afterAll(() => db.end());

async function guestPages(page: Page, site: E2eSite, job: FormJob): Promise<void> {
  const { origin, prefix: p } = site;
  await checkPage(page, { ...site, prefix: '' }, site.prefix || '/', 'home');
  await checkPage(page, site, `/jobs`, 'job search with the filter panel');
  // The filter drawer of a phone, open.
  await test.step('job search on a phone, filters open', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${origin}${p}/jobs`);
    await page.getByTestId('filters-button').click();
    await expect(page.getByTestId('show-results')).toBeVisible();
    await expectAccessible(page, 'filter drawer');
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  await open(page, `${origin}${p}/jobs`);
  const jobPath = await firstLink(page, /\/job\/[^/]+$/);
  await checkPage(page, { ...site, prefix: '' }, jobPath, 'job page');
  const organizationPath = await firstLink(page, /\/organization\/[^/]+$/);
  await checkPage(page, { ...site, prefix: '' }, organizationPath, 'organization page');
  await checkPage(page, site, `/job/${job.slug}/apply`, 'apply form (guest)');
  await checkPage(page, site, `/arbeitgeber-suchen`, 'organization directory');
  if (site.features.blog) {
    await checkPage(page, site, `/blog`, 'blog');
    const postPath = await firstLink(page, /\/blog\/\d{4}\/\d{2}\//);
    await checkPage(page, { ...site, prefix: '' }, postPath, 'blog post');
  }
  await checkPage(page, site, `/user/login`, 'login');
  await checkPage(page, site, `/user/register`, 'registration choice');
  if (site.features.applicant) await checkPage(page, site, `/user/register/applicant`, 'applicant registration');
  await checkPage(page, site, `/user/register/recruiter`, 'recruiter registration');
  await checkPage(page, site, `/user/password/forgot`, 'password reset request');
  await checkPage(page, site, `/user/password/reset?token=abgelaufen`, 'password reset with a stale link');
  await checkPage(page, site, `/kontakt`, 'contact');
  for (const legal of ['/agb', '/impressum', '/datenschutz', '/privacy-policy', '/cookie-einstellungen']) {
    await checkPage(page, site, `${legal}`, `legal page ${legal}`);
  }
  await checkPage(page, site, `/gibt-es-hier-nicht`, 'not found', 404);
}

/** Pages of a signed-in applicant; applies to `job` on the way, so the application page has something to show. */
async function applicantPages(page: Page, site: E2eSite, job: FormJob): Promise<void> {
  const { origin } = site;
  const applicant = await freshApplicant(db, 'Ada');
  await useSession(page.context(), applicant.token, origin);
  await db.query('insert into bookmarks (user_id, job_id) values ($1, $2) on conflict do nothing', [applicant.userId, job.id]);
  await db.query(
    `insert into job_alerts (site, locale, user_id, search_query, frequency, origin, confirmed_at, next_due_at)
     values ($1, 'de', $2, 'search=Pflege', 'weekly', $3, now(), now() + interval '7 days')`,
    [site.key, applicant.userId, origin],
  );

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

  await checkPage(page, site, `/dashboard`, 'applicant dashboard with bookmarks and alerts');
  await expect(page.getByRole('link', { name: /Pflege/ }).first()).toBeVisible();
  await checkPage(page, site, `/application/${rows[0]!.id}`, 'application detail (applicant)');
  await checkPage(page, site, `/user/settings`, 'account settings');
  if (site.features.resume) {
    await checkPage(page, site, `/lebenslauf`, 'resume');
    await checkPage(page, site, `/lebenslauf/edit`, 'resume editor');
    // German paths: the first two steps are localized, the last keeps its English path.
    for (const path of ['/lebenslauf/wizard/job-preferences', '/lebenslauf/wizard/personal-info', '/resume/wizard/completed']) {
      await checkPage(page, site, path, `resume wizard: ${path}`);
    }
  }
}

/** Next in the job wizard, then wait for `step`. */
async function wizardStep(page: Page, step: string): Promise<void> {
  await page.getByTestId('wizard-next').click();
  await expect(page.locator(`fieldset[data-step="${step}"]`)).toBeVisible();
  await expectAccessible(page, `job wizard: ${step}`);
}

/** The job wizard's steps and preview, and the bundles page behind them. */
async function jobWizardPages(page: Page, site: E2eSite): Promise<void> {
  await checkPage(page, site, `/job/wizard`, 'job wizard: type');
  const wizard = page.locator('form[data-form="job-wizard"]');
  await wizardStep(page, 'content');
  await wizard.locator('input[name="title"]').fill(`Barrierefreiheitstest ${site.key}`);
  const editor = page.locator('.ck-editor__editable');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.click();
  await page.keyboard.type('Wir suchen Verstärkung für unser Team.');
  await expectAccessible(page, 'job wizard: content with the editor');
  await wizardStep(page, 'classification');
  await wizardStep(page, 'conditions');
  await wizard.locator('input[name="locality"]').fill('Stuttgart');
  await wizard.locator('input[name="zip"]').fill('70173');
  await wizardStep(page, 'application');
  await wizard.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await page.getByTestId('wizard-submit').click();
  await expect(page).toHaveURL(/\/job\/wizard\/preview\?id=\d+/, { timeout: 60_000 });
  await hydrated(page);
  await expectAccessible(page, 'job wizard: preview');
  const draftId = new URL(page.url()).searchParams.get('id')!;
  await checkPage(page, site, `/job/wizard/bundles?id=${draftId}`, 'job wizard: bundles');
}

/** The newest application to a job of the demo recruiter's organization that this site shows, if any. */
async function recruitersApplication(site: E2eSite): Promise<{ id: string; jobId: string } | undefined> {
  const { rows } = await db.query<{ id: string; jobId: string }>(
    `select a.id::text, a.job_id::text as "jobId" from applications a join jobs j on j.id = a.job_id
     join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
     join job_sites s on s.job_id = j.id and s.site = $2
     where lower(u.email) = $1 order by a.id desc limit 1`,
    [DEMO_RECRUITER, site.key],
  );
  return rows[0];
}

async function recruiterPages(page: Page, site: E2eSite): Promise<void> {
  const { origin } = site;
  await useSession(page.context(), await demoSession(db, DEMO_RECRUITER), origin);
  await checkPage(page, site, `/dashboard`, 'recruiter dashboard');
  await checkPage(page, site, `/job-manager`, 'job manager');
  // Where the recruiter's organization has no job on this site, the default site's run covers these pages.
  const application = await recruitersApplication(site);
  if (application) {
    await checkPage(page, site, `/job-manager/${application.jobId}/applications`, 'applications of a job');
    await checkPage(page, site, `/application/${application.id}`, 'application detail (recruiter)');
    await checkPage(page, site, `/statistics?job=${application.jobId}`, 'statistics of a job');
  }

  if (serves(site, '/job/wizard')) await jobWizardPages(page, site);

  await checkPage(page, site, `/organization/${await ownedOrganizationSlug(db, DEMO_RECRUITER)}/edit`, 'organization edit');
  const product = await firstJobBundleId(db, site.key);
  if (product) await checkPage(page, site, `/checkout?product=${product}`, 'checkout');
  await checkPage(page, site, `/my-products`, 'my products');
}

for (const site of E2E_SITES) {
  test(`${site.key}: every page type, as guest, applicant and recruiter, has no serious or critical axe finding`, async ({ page }) => {
    // Some forty pages, each analysed by axe in full, on a machine the other journeys share.
    test.setTimeout(600_000);
    const job = await formJobOn(db, site.key, DEMO_RECRUITER);
    await guestPages(page, site, job);
    await applicantPages(page, site, job);
    await recruiterPages(page, site);
  });
}
