import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDatabase } from './database';
import { SITES, acceptTermsIfAsked, hydrated, mailTo, submitLogin } from './support';
import { signInAtProvider, unique } from './social-support';

/* Privacy in Chromium: download all data held about me, delete my account, and what follows. */
test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const PASSWORD = 'ein-langes-passwort';
const RECRUITER = { email: 'recruiter@demo.jobboard.test', password: 'Demo-Passwort-2026!' };
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** Where the journeys' server keeps its files (playwright.config.ts: DATA_DIR). */
const FILES_DIR = join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'files');

const db = e2eDatabase();
test.afterAll(() => db.end());

async function registerAndLogIn(page: Page, email: string): Promise<void> {
  await page.goto(`${origin}/user/register/applicant`);
  await hydrated(page);
  const form = page.locator('form[data-form="register-applicant"]');
  for (const [name, value] of Object.entries({ firstName: 'Dora', lastName: 'Daten', email, password: PASSWORD }))
    await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=verifySent`);
  await submitLogin(page, origin, email, PASSWORD);
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);
}

test('download my data, then delete my account: confirmation mail, and the login no longer works', async ({ page, request }) => {
  const email = unique('privacy');
  await registerAndLogIn(page, email);
  await page.goto(`${origin}/user/settings`);
  await hydrated(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-default-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  const data = JSON.parse(text) as { format: string; sections: Record<string, unknown> };
  expect(data.format).toBe('jobboard.personal-data/1');
  expect(data.sections.account).toMatchObject({
    email,
    firstName: 'Dora',
    lastName: 'Daten',
    hasPassword: true,
    roles: [{ role: 'applicant', targetId: null }],
  });
  expect(Array.isArray(data.sections.sessions) && data.sections.sessions.length).toBeGreaterThan(0);
  expect(data.sections.pendingAccountLinks).toEqual([expect.objectContaining({ purpose: 'verify_email', email })]);
  expect(Object.keys(data.sections)).toEqual(
    expect.arrayContaining(['organizationMemberships', 'consents', 'linkedSignInProviders', 'mails']),
  );
  // Nothing secret: no password hash, no session id or token.
  expect(text).not.toMatch(/argon2|password_hash|"id":\s*"[0-9a-f]{64}"/);

  // A wrong password deletes nothing.
  const form = page.locator('form[data-form="delete-account"]');
  await form.locator('input[name="password"]').fill('falsches-passwort');
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/settings?error=WRONG_PASSWORD`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Das aktuelle Passwort stimmt nicht.');

  await hydrated(page);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=accountDeleted`);
  await expect(page.getByText('Ihr Konto und Ihre Daten wurden gelöscht.')).toBeVisible();
  await expect(page.getByTestId('guest-menu')).toBeVisible();

  const mail = await mailTo(request, origin, email, /Ihr Konto wurde gelöscht/);
  expect(mail.text).toContain('wurde auf Ihren Wunsch gelöscht');

  await submitLogin(page, origin, email, PASSWORD);
  await expect(page.locator('form[data-form="login"]')).toContainText('E-Mail-Adresse oder Passwort stimmen nicht.');
});

test('an account made with Google is deleted after a fresh sign-in, without a password', async ({ page }) => {
  const email = unique('social-delete');
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await signInAtProvider(page, { email, firstName: 'Sina' });
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);

  await page.goto(`${origin}/user/settings`);
  await hydrated(page);
  // Just signed in: the sign-in is fresh, so no password is asked (the account has none).
  await expect(page.getByText('Danke, Sie haben sich gerade angemeldet.')).toBeVisible();
  const form = page.locator('form[data-form="delete-account"]');
  await expect(form.locator('input[name="password"]')).toHaveCount(0);
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=accountDeleted`);
});

test('the owner of an organization with published jobs cannot delete the account', async ({ page }) => {
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.locator('form[data-form="login"] input[name="email"]').fill('recruiter@demo.jobboard.test');
  await page.locator('form[data-form="login"] input[name="password"]').fill('Demo-Passwort-2026!');
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(page);
  await page.goto(`${origin}/user/settings`);
  await hydrated(page);
  await expect(page.getByText(/Sie sind der einzige Inhaber von „.+“\. Solange dort/)).toBeVisible();
  const form = page.locator('form[data-form="delete-account"]');
  await form.locator('input[name="password"]').fill('Demo-Passwort-2026!');
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/settings?error=OWNS_ORGANIZATION`);
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Ihr Konto wurde nicht gelöscht' })).toHaveText(
    'Sie sind der einzige Inhaber einer Organisation mit weiteren Mitgliedern oder veröffentlichten Stellen. Ihr Konto wurde nicht gelöscht.',
  );
  await page.goto(`${origin}/dashboard`);
  await expect(page.getByTestId('organization-name')).toBeVisible();
});

/** A visible job of the demo recruiter's organization with the on-site form and nothing required beyond it. */
async function formJob(): Promise<{ id: string; slug: string; title: string }> {
  const { rows } = await db.query<{ id: string; slug: string; title: string }>(
    `select j.id::text, j.slug, j.title
     from jobs j join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
     join job_sites s on s.job_id = j.id and s.site = 'default'
     where lower(u.email) = $1 and j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
       and jsonb_array_length(j.application_questions) = 0 and not j.application_require_cv and not j.application_require_cover_letter
     order by j.id limit 1`,
    [RECRUITER.email],
  );
  if (!rows[0]) throw new Error('no demo form job');
  return rows[0];
}

test('an applicant’s application and bookmark are in the download; after the deletion the recruiter no longer has the application and its file is gone', async ({
  page,
  browser,
}) => {
  const email = unique('privacy-apply');
  await registerAndLogIn(page, email);
  const job = await formJob();

  // Apply with a PDF on the standard form (prefilled for the signed-in applicant).
  await page.goto(`${origin}/job/${job.slug}/apply`);
  await hydrated(page);
  const application = page.locator('form[data-form="application"]');
  await expect(application.locator('input[name="email"]')).toHaveValue(email);
  await application.locator('textarea[name="coverLetter"]').fill('Mein Anschreiben, das mit meinem Konto geht.');
  await application.locator('input[name="privacyConsent"]').check();
  await application.locator('input[name="files"]').setInputFiles({ name: 'lebenslauf-dora.pdf', mimeType: 'application/pdf', buffer: PDF });
  await application.locator('[data-submit-application]').click();
  await expect(page).toHaveURL(`${origin}/job/${job.slug}/apply?sent=1`);
  const { rows } = await db.query<{ id: string; file_id: string; file_key: string; user_id: string }>(
    `select a.id::text, f.id::text as file_id, f.file_key, u.id::text as user_id from applications a join application_files f on f.application_id = a.id
     join users u on u.id = a.applicant_user_id where lower(u.email) = lower($1)`,
    [email],
  );
  expect(rows).toHaveLength(1);
  const { id: applicationId, file_id: fileId, file_key: fileKey, user_id: userId } = rows[0]!;
  expect(existsSync(join(FILES_DIR, fileKey))).toBe(true);

  // Bookmark the job on its page.
  await page.goto(`${origin}/job/${job.slug}`);
  await hydrated(page);
  await page.locator(`button[data-bookmark="${job.id}"]`).click();
  await expect(page.locator(`button[data-bookmark="${job.id}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await db.query('select count(*)::int as n from bookmarks where user_id = $1', [userId])).rows[0].n)
    .toBe(1);

  // Both are in "download my data".
  await page.goto(`${origin}/user/settings`);
  await hydrated(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  const data = JSON.parse(text) as { sections: Record<string, unknown> };
  expect(data.sections.applications).toEqual([
    expect.objectContaining({
      id: applicationId,
      jobId: job.id,
      jobTitle: job.title,
      sentAs: 'account',
      firstName: 'Dora',
      email,
      coverLetter: 'Mein Anschreiben, das mit meinem Konto geht.',
      status: 'new',
      files: [{ name: 'lebenslauf-dora.pdf', contentType: 'application/pdf', size: PDF.length }],
    }),
  ]);
  expect(data.sections.bookmarks).toEqual([expect.objectContaining({ jobId: job.id, jobTitle: job.title })]);
  expect(data.sections.jobAlerts).toEqual([]);
  expect(text).not.toContain(fileKey);

  // The recruiter has the application and its file …
  const recruiterContext = await browser.newContext({ locale: 'de-DE' });
  const recruiter = await recruiterContext.newPage();
  await submitLogin(recruiter, origin, RECRUITER.email, RECRUITER.password);
  await expect(recruiter).toHaveURL(`${origin}/dashboard`);
  await acceptTermsIfAsked(recruiter);
  await recruiter.goto(`${origin}/job-manager/${job.id}/applications`);
  await expect(recruiter.locator(`tr[data-application-id="${applicationId}"]`)).toContainText('Dora Daten');
  expect((await recruiter.request.get(`${origin}/application-file/${applicationId}/${fileId}`)).status()).toBe(200);

  // … until the applicant deletes the account.
  const form = page.locator('form[data-form="delete-account"]');
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirm"]').check();
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=accountDeleted`);

  await recruiter.goto(`${origin}/job-manager/${job.id}/applications`);
  await hydrated(recruiter);
  await expect(recruiter.locator('h1')).toBeVisible();
  await expect(recruiter.locator(`tr[data-application-id="${applicationId}"]`)).toHaveCount(0);
  expect((await recruiter.request.get(`${origin}/application-file/${applicationId}/${fileId}`)).status()).toBe(404);
  expect((await recruiter.goto(`${origin}/application/${applicationId}`))?.status()).toBe(404);
  await recruiterContext.close();
  expect(existsSync(join(FILES_DIR, fileKey))).toBe(false);
  expect((await db.query('select count(*)::int as n from bookmarks where user_id = $1', [userId])).rows[0].n).toBe(0);
  expect((await db.query('select count(*)::int as n from applications where id = $1', [applicationId])).rows[0].n).toBe(0);
});
