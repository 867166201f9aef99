import { expect, test, type Browser, type Page } from '@playwright/test';
import { SITES, expectNoProblems, watchPage } from './support';

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const PASSWORD = 'Demo-Passwort-2026!';
const RECRUITER = 'recruiter@demo.jobboard.test';
const ADMIN = 'admin@demo.jobboard.test';
/** A 40×20 PNG: the wizard's logo upload (re-encoded to WebP by the platform). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWNQWpU2IIhh1OJVo0GtNJq40kaz06rRAkRptMhMG60kVo1Wi2nDv1oEAARMvG56nrDfAAAAAElFTkSuQmCC', 'base64');

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function logIn(page: Page, email: string) {
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.locator('form[data-form="login"] input[name="email"]').fill(email);
  await page.locator('form[data-form="login"] input[name="password"]').fill(PASSWORD);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Next, then wait until the wizard shows `step` (each click waits for the step before it). */
async function next(page: Page, step: string) {
  await page.getByTestId('wizard-next').click();
  await expect(page.locator(`fieldset[data-step="${step}"]`)).toBeVisible();
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

/** Goes through the wizard's five steps for a template job; the description is typed into CKEditor. */
async function postTemplateJob(page: Page, title: string, words: string, logo = false): Promise<string> {
  await page.goto(`${origin}/job/wizard`);
  await hydrated(page);
  const form = page.locator('form[data-form="job-wizard"]');
  await expect(form.getByRole('radio', { name: 'Anzeige mit Beschreibung (Vorlage)' })).toBeChecked();
  await next(page, 'content');

  await form.locator('input[name="title"]').fill(title);
  const editor = page.locator('.ck-editor__editable');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  // The recruiter's toolbar (spec §6): no table or media embed.
  await expect(page.locator('.ck-toolbar').getByRole('button', { name: /Fett|Bold/ })).toBeVisible();
  await expect(page.locator('.ck-toolbar').getByRole('button', { name: /Tabelle|Insert table/ })).toHaveCount(0);
  await editor.click();
  await page.keyboard.type(`Wir suchen Verstärkung: ${words}.`);
  if (logo) await form.locator('input[name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await next(page, 'classification');
  await expect(page.getByLabel('Anstellungsart')).toBeVisible();
  await next(page, 'conditions');

  await form.locator('input[name="locality"]').fill('Stuttgart');
  await form.locator('input[name="zip"]').fill('70173');
  await form.locator('input[name="salaryMin"]').fill('52000');
  await form.locator('input[name="salaryMax"]').fill('64000');
  await next(page, 'application');

  await expect(form.getByRole('radio', { name: 'Per E-Mail' })).toBeChecked();
  await page.getByTestId('wizard-submit').click();
  // The e-mail workflow needs an address: the shared schema refuses in place, nothing is posted.
  await expect(form.getByText('Bewerbungen per E-Mail brauchen eine E-Mail-Adresse.')).toBeVisible();
  await form.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await page.getByTestId('wizard-submit').click();

  await expect(page).toHaveURL(/\/job\/wizard\/preview\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('preview-bar').locator('[data-state="draft"]')).toBeVisible();
  await expect(page.getByTestId('preview-job').locator('h1')).toHaveText(title);
  await expect(page.getByTestId('preview-job')).toContainText(`Wir suchen Verstärkung: ${words}.`);
  return id;
}

test('a recruiter posts a template job with CKEditor → preview → publish → search and job page; the job manager archives it', async ({ page }) => {
  const watch = watchPage(page, origin);
  const suffix = Date.now().toString(36);
  const title = `Wizardtesterin ${suffix}`;
  await logIn(page, RECRUITER);
  const id = await postTemplateJob(page, title, `Qualitätssicherung ${suffix}`, true);

  await page.locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/bundles\?id=\d+/);
  await expect(page.getByTestId('bundles-status')).toContainText('jetzt online');
  await page.getByRole('link', { name: 'Anzeige ansehen' }).click();
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

test('an edit of a published job goes to review; staff reject with a reason the recruiter reads, then approve', async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const title = `Reviewfall ${suffix}`;
  await logIn(page, RECRUITER);
  const id = await postTemplateJob(page, title, `Prüfung ${suffix}`);
  await page.locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/bundles/);

  // The recruiter changes the live job: with the default review setting it waits for staff.
  await page.goto(`${origin}/job/wizard?id=${id}`);
  await hydrated(page);
  await expect(page.getByText('Änderungen an einer veröffentlichten Anzeige prüft die Redaktion')).toBeVisible();
  await next(page, 'content');
  await page.locator('form[data-form="job-wizard"] input[name="title"]').fill(`${title} (geändert)`);
  for (const step of ['classification', 'conditions', 'application']) await next(page, step);
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
  await expect(page.locator('tr[data-job-id]', { hasText: title }).getByTestId('rejection-reason')).toContainText('Bitte das Gehalt begründen.');
  await page.goto(`${origin}/job/wizard/preview?id=${id}`);
  await page.locator('form[data-workflow="publish"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\/bundles/);
  await expect(page.getByTestId('bundles-status')).toContainText('jetzt online');

  // A second edit, approved this time.
  await page.goto(`${origin}/job/wizard?id=${id}`);
  await hydrated(page);
  await next(page, 'content');
  await page.locator('form[data-form="job-wizard"] input[name="title"]').fill(`${title} (zweite Fassung)`);
  for (const step of ['classification', 'conditions', 'application']) await next(page, step);
  await page.getByTestId('wizard-submit').click();
  await expect(page.getByTestId('preview-bar').locator('[data-state="needs_review"]')).toBeVisible();
  await staff.goto(`${origin}/job-manager?review=true`);
  await staff.locator('tr[data-job-id]', { hasText: `${title} (zweite Fassung)` }).locator('form[data-workflow="approve"] button').click();
  await expect(staff.getByText('Die Anzeige ist freigegeben.')).toBeVisible();
  await page.goto(`${origin}/job-manager?search=${encodeURIComponent(title)}`);
  await expect(page.locator('tr[data-job-id]', { hasText: `${title} (zweite Fassung)` }).locator('[data-state="published"]')).toBeVisible();
  await staff.context().close();
});

test('the wizard refuses an SVG logo and a fake PDF with a clear message, and posts without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/user/login`);
  await page.locator('form[data-form="login"] input[name="email"]').fill(RECRUITER);
  await page.locator('form[data-form="login"] input[name="password"]').fill(PASSWORD);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Without JavaScript every step shows and the description is a plain textarea.
  await page.goto(`${origin}/job/wizard`);
  const form = page.locator('form[data-form="job-wizard"]');
  await form.locator('input[name="title"]').fill('Ohne Skript');
  await form.locator('textarea[name="descriptionHtml"]').fill('<p>Beschreibung <script>alert(1)</script><b>fett</b></p>');
  await form.locator('input[name="locality"]').fill('Ulm');
  await form.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await form.locator('input[name="logo"]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
  await form.locator('[data-testid="wizard-submit"]').click();
  await expect(page).toHaveURL(/\/job\/wizard\?error=LOGO_SVG_NOT_ALLOWED/);
  await expect(page.getByTestId('wizard-error')).toContainText('SVG-Logos sind nicht erlaubt');

  await form.locator('input[name="title"]').fill('Ohne Skript');
  await form.locator('input[value="job_per_file"]').check();
  await form.locator('textarea[name="descriptionHtml"]').fill('<p>Beschreibung</p>');
  await form.locator('input[name="locality"]').fill('Ulm');
  await form.locator('input[name="applicationEmails"]').fill('jobs@example.test');
  await form.locator('input[name="file"]').setInputFiles({ name: 'anzeige.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
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
