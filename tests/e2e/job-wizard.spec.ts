import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_RECRUITER, logIn, nextStep, postTemplateJob, publishFromPreview } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, watchPage } from './support';

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const ADMIN = 'admin@demo.jobboard.test';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

test('a recruiter posts a template job with CKEditor → preview → publish → search and job page; the job manager archives it', async ({
  page,
}) => {
  const watch = watchPage(page, origin);
  const suffix = Date.now().toString(36);
  const title = `Wizardtesterin ${suffix}`;
  await logIn(page, DEMO_RECRUITER);
  const id = await postTemplateJob(page, { title, words: `Qualitätssicherung ${suffix}`, logo: true });
  await publishFromPreview(page);
  await expect(page.locator('h1')).toHaveText(title);
  // The job's own logo, re-encoded, instead of the organization's.
  await expect(page.locator(`img[src="/job-logo/${id}"]`).first()).toBeVisible();
  const logo = await page.request.get(`${origin}/job-logo/${id}`);
  expect(logo.headers()['content-type']).toBe('image/webp');

  await page.goto(`${origin}/jobs?search=${encodeURIComponent(`Wizardtesterin ${suffix}`)}`);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  await page.goto(`${origin}/job-manager?search=${encodeURIComponent(title)}`);
  await hydrated(page);
  const row = page.locator('tr[data-job-id]', { hasText: title });
  await expect(row.locator('[data-state="published"]')).toBeVisible();
  await row.locator('form[data-workflow="archive"] button').click();
  await expect(page.getByText('Die Anzeige ist archiviert.')).toBeVisible();
  await expect(page.locator('tr[data-job-id]', { hasText: title }).locator('[data-state="archived"]')).toBeVisible();

  await page.goto(`${origin}/jobs?search=${encodeURIComponent(`Wizardtesterin ${suffix}`)}`);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expectNoProblems(watch);
});

test('an edit of a published job goes to review; staff reject with a reason the recruiter reads, then approve', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const title = `Reviewfall ${suffix}`;
  await logIn(page, DEMO_RECRUITER);
  const id = await postTemplateJob(page, { title, words: `Prüfung ${suffix}` });
  await page.locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/bundles/);

  // The recruiter changes the live job: with the default review setting it waits for staff.
  await page.goto(`${origin}/job/wizard?id=${id}`);
  await hydrated(page);
  await expect(page.getByText('Änderungen an einer veröffentlichten Anzeige prüft die Redaktion')).toBeVisible();
  await nextStep(page, 'content');
  await page.locator('form[data-form="job-wizard"] input[name="title"]').fill(`${title} (geändert)`);
  for (const step of ['classification', 'conditions', 'application']) await nextStep(page, step);
  await page.getByTestId('wizard-submit').click();
  await expect(page).toHaveURL(/\/job\/wizard\/preview\?id=\d+/);
  await expect(page.getByTestId('preview-bar').locator('[data-state="needs_review"]')).toBeVisible();
  // Spec §4: no publish option in needs_review.
  await expect(page.locator('form[data-workflow="publish"]')).toHaveCount(0);

  const staff = await signedIn(browser, ADMIN);
  await staff.goto(`${origin}/job-manager?review=true`);
  await hydrated(staff);
  const row = staff.locator('tr[data-job-id]', { hasText: `${title} (geändert)` });
  await row.locator('form[data-workflow="reject"] input[name="reason"]').fill('Bitte das Gehalt begründen.');
  await row.locator('form[data-workflow="reject"] button').click();
  await expect(staff.getByText('Die Anzeige ist mit Begründung zurückgegeben.')).toBeVisible();

  await page.goto(`${origin}/job-manager?search=${encodeURIComponent(title)}`);
  await expect(page.locator('tr[data-job-id]', { hasText: title }).getByTestId('rejection-reason')).toContainText(
    'Bitte das Gehalt begründen.',
  );
  await page.goto(`${origin}/job/wizard/preview?id=${id}`);
  await page.locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/bundles/);
  await expect(page.getByTestId('bundles-status')).toContainText('jetzt online');

  // A second edit, approved this time.
  await page.goto(`${origin}/job/wizard?id=${id}`);
  await hydrated(page);
  await nextStep(page, 'content');
  await page.locator('form[data-form="job-wizard"] input[name="title"]').fill(`${title} (zweite Fassung)`);
  for (const step of ['classification', 'conditions', 'application']) await nextStep(page, step);
  await page.getByTestId('wizard-submit').click();
  await expect(page.getByTestId('preview-bar').locator('[data-state="needs_review"]')).toBeVisible();
  await staff.goto(`${origin}/job-manager?review=true`);
  await staff
    .locator('tr[data-job-id]', { hasText: `${title} (zweite Fassung)` })
    .locator('form[data-workflow="approve"] button')
    .click();
  await expect(staff.getByText('Die Anzeige ist freigegeben.')).toBeVisible();
  await page.goto(`${origin}/job-manager?search=${encodeURIComponent(title)}`);
  await expect(page.locator('tr[data-job-id]', { hasText: `${title} (zweite Fassung)` }).locator('[data-state="published"]')).toBeVisible();
  await staff.context().close();
});

test('the wizard refuses an SVG logo and a fake PDF with a clear message, and posts without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/user/login`);
  await page.locator('form[data-form="login"] input[name="email"]').fill(DEMO_RECRUITER);
  await page.locator('form[data-form="login"] input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Without JavaScript every step shows and the description is a plain textarea.
  await page.goto(`${origin}/job/wizard`);
  const form = page.locator('form[data-form="job-wizard"]');
  await form.locator('input[name="title"]').fill('Ohne Skript');
  await form.locator('textarea[name="descriptionHtml"]').fill('<p>Beschreibung <script>alert(1)</script><b>fett</b></p>');
  await form.locator('input[name="locality"]').fill('Ulm');
  await form.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await form.locator('input[name="logo"]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await form.locator('[data-testid="wizard-submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\?error=LOGO_SVG_NOT_ALLOWED/);
  await expect(page.getByTestId('wizard-error')).toContainText('SVG-Logos sind nicht erlaubt');

  await form.locator('input[name="title"]').fill('Ohne Skript');
  await form.locator('input[value="job_per_file"]').check();
  await form.locator('textarea[name="descriptionHtml"]').fill('<p>Beschreibung</p>');
  await form.locator('input[name="locality"]').fill('Ulm');
  await form.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await form
    .locator('input[name="file"]')
    .setInputFiles({ name: 'anzeige.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await form.locator('[data-testid="wizard-submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\?error=FILE_NOT_PDF/);
  await expect(page.getByTestId('wizard-error')).toContainText('Die Datei ist kein PDF.');

  await form.locator('input[name="title"]').fill('Ohne Skript');
  await form.locator('textarea[name="descriptionHtml"]').fill('<p>Beschreibung <script>alert(1)</script><b>fett</b></p>');
  await form.locator('input[name="locality"]').fill('Ulm');
  await form.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await form.locator('[data-testid="wizard-submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/preview\?id=\d+/);
  const description = page.getByTestId('preview-job');
  await expect(description).toContainText('Beschreibung');
  await expect(description.locator('script')).toHaveCount(0);
  await context.close();
});
