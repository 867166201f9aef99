import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { encryptedPdf, GERMAN_ONE_COLUMN } from '../fixtures/cv/cv-fixtures';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

/*
 * A new applicant starts their resume from a PDF CV: a file that is no CV and an encrypted PDF are
 * refused with their messages, the proposals are corrected and taken over, the wizard is finished, an
 * entry edited, the visibility set, and the anonymous preview shows no private field.
 */

test.use({ locale: 'de-DE' });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const { origin } = SITES.default;
const PASSWORD = 'Lebenslauf-Import-2026!';
const dir = mkdtempSync(join(tmpdir(), 'cv-e2e-'));

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function registerAndSignIn(page: Page, email: string) {
  await page.goto(`${origin}/user/register/applicant`);
  await hydrated(page);
  const form = page.locator('form[data-form="register-applicant"]');
  for (const [name, value] of Object.entries({ firstName: 'Anna', lastName: 'Müller', email, password: PASSWORD }))
    await form.locator(`input[name="${name}"]`).fill(value);
  await form.getByRole('checkbox', { name: 'Ich bin mit den Nutzungsbedingungen einverstanden.' }).check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/user/login?notice=verifySent`);
  await submitLogin(page, origin, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

async function upload(page: Page, name: string, bytes: Uint8Array) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  await hydrated(page);
  await page.getByTestId('cv-upload-form').locator('input[type="file"]').setInputFiles(path);
  await page.getByTestId('cv-upload-form').getByRole('button', { name: 'Lebenslauf auslesen' }).click();
}

test('a new applicant imports a PDF CV, corrects a proposal, finishes the wizard, edits, sets visibility; the anonymous preview hides private fields', async ({
  page,
}) => {
  const watch = watchPage(page, origin);
  await registerAndSignIn(page, `cv-import-${Date.now()}@example.test`);

  await page.goto(`${origin}/lebenslauf/wizard`);
  await expect(page).toHaveURL(`${origin}/lebenslauf/wizard/import`);
  await expectAccessible(page);

  // Bad files: told why, nothing kept.
  await upload(page, 'notizen.pdf', new TextEncoder().encode('Nur ein paar Notizen, kein PDF.'));
  await expect(page.getByTestId('import-error')).toHaveText('Importiert werden können nur PDF- und Word-Dateien (DOCX).');
  await upload(page, 'geschuetzt.pdf', await encryptedPdf());
  await expect(page.getByTestId('import-error')).toContainText('durch ein Passwort geschützt');

  // The CV: its proposals, one of them corrected.
  await upload(page, GERMAN_ONE_COLUMN.fileName, await GERMAN_ONE_COLUMN.bytes());
  await expect(page).toHaveURL(/\/lebenslauf\/wizard\/import\?import=/);
  const review = page.getByTestId('cv-review-form');
  await expect(review.locator('input[name="lastName"]')).toHaveValue('Müller');
  await expect(review.locator('input[name="phone"]')).toHaveValue('+49 761 123456');
  await expect(page.getByTestId('import-email')).toContainText('anna.mueller@example.de');
  await expect(review.locator('input[name="work.0.jobTitle"]')).toHaveValue('Softwareentwicklerin');
  await expect(review.locator('input[name="edu.0.institution"]')).toHaveValue('Albert-Ludwigs-Universität Freiburg');
  await expectAccessible(page);
  await hydrated(page);
  await review.locator('input[name="work.0.jobTitle"]').fill('Senior-Softwareentwicklerin');
  await page.getByTestId('import-work-1').getByRole('checkbox').uncheck();
  await review.getByRole('button', { name: 'In meinen Lebenslauf übernehmen' }).click();

  // The rest of the wizard.
  await expect(page).toHaveURL(`${origin}/lebenslauf/wizard/job-preferences`);
  await hydrated(page);
  await page.getByTestId('wizard-job-preferences').locator('input[name="title"]').fill('Softwareentwicklerin');
  await page.getByTestId('wizard-job-preferences').getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(`${origin}/lebenslauf/wizard/personal-info`);
  await expect(page.getByTestId('wizard-personal-info').locator('input[name="firstName"]')).toHaveValue('Anna');
  await expectAccessible(page);
  await hydrated(page);
  await page.getByTestId('wizard-personal-info').locator('input[name="homeLocation"]').fill('Freiburg im Breisgau');
  await page.getByTestId('wizard-personal-info').getByRole('button', { name: 'Abschließen' }).click();
  await expect(page.getByTestId('wizard-completed')).toBeVisible();

  // The edit page holds what was taken over; one entry edited, visibility anonymous.
  await page.goto(`${origin}/lebenslauf/edit`);
  await hydrated(page);
  await expect(page.getByTestId('workExperience-entry')).toHaveCount(1);
  await expect(page.getByTestId('workExperience-entry').first()).toContainText('Senior-Softwareentwicklerin');
  await page.getByTestId('workExperience-entry').first().getByRole('link', { name: 'Bearbeiten' }).click();
  const edit = page.locator('form[data-testid^="work-form-"]:not([data-testid="work-form-new"])');
  await hydrated(page);
  await edit.locator('input[name="companyName"]').fill('Breisgau Digital AG');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('workExperience-entry').first()).toContainText('Breisgau Digital AG');
  await hydrated(page);
  await page
    .getByTestId('visibility-form')
    .getByLabel(/^Anonym/)
    .check();
  await page.getByTestId('visibility-form').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('resume-saved')).toBeVisible();

  await page.goto(`${origin}/lebenslauf?view=anonymous`);
  const anonymous = page.getByTestId('resume-anonymous');
  await expect(anonymous).toContainText('Senior-Softwareentwicklerin');
  for (const secret of ['Anna', 'Müller', '123456', 'anna.mueller', 'Breisgau im', 'Freiburg im Breisgau'])
    await expect(anonymous).not.toContainText(secret);
  await expect(anonymous.locator('img')).toHaveCount(0);
  await expectNoProblems(watch);
});
