import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { e2eDatabase } from './database';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

/*
 * The resume's attachments box: an HTML file named .pdf is refused by its content, two files are taken and
 * downloaded, one is renamed and one removed, and a guest gets nothing at a file's address. The forms are plain
 * POST forms (every step is a page load). Axe on each state of the page.
 */

test.use({ locale: 'de-DE' });
// Every step is a full page load after a POST: give a busy host time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const { origin } = SITES.default;
const APPLICANT = { email: 'bewerber@demo.jobboard.test', password: 'Demo-Passwort-2026!' };
const db = e2eDatabase();
test.afterAll(() => db.end());

/** The journeys' database outlives a run: the demo applicant starts with an empty box. */
async function emptyBox() {
  await db.query('delete from resume_attachments where user_id = (select id from users where email = $1)', [APPLICANT.email]);
}

async function signIn(page: Page) {
  await submitLogin(page, origin, APPLICANT.email, APPLICANT.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

test('an applicant keeps a CV and certificates in the attachments box: bad files refused, files downloaded, renamed, removed', async ({
  page,
}) => {
  await emptyBox();
  const watch = watchPage(page, origin);
  await signIn(page);
  await page.goto(`${origin}/lebenslauf/edit#attachments`);
  await hydrated(page);
  const box = page.locator('#attachments');
  await expect(box.getByTestId('resume-no-attachments')).toHaveText('Noch keine Anhänge.');
  await expectAccessible(page);

  // An HTML page named like a PDF: the reader refuses it by its first bytes.
  await box
    .getByLabel('Dateien')
    .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>Hallo</p>') });
  await box.getByRole('button', { name: 'Dateien hochladen' }).click();
  await expect(page).toHaveURL(/form=attachments/);
  await expect(box.getByTestId('resume-errors')).toContainText('Bitte wählen Sie PDF-, JPEG-, PNG- oder WebP-Dateien');
  await expect(box.getByTestId('resume-no-attachments')).toBeVisible();
  await expectAccessible(page);

  // Two files at once.
  await box.getByLabel('Dateien').setInputFiles([
    { name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: pdf('Lebenslauf') },
    { name: 'Zeugnis.pdf', mimeType: 'application/pdf', buffer: pdf('Zeugnis') },
  ]);
  await box.getByRole('button', { name: 'Dateien hochladen' }).click();
  await expect(page.getByTestId('resume-saved')).toBeVisible();
  const items = box.getByTestId('resume-attachment');
  await expect(items).toHaveCount(2);
  await expect(box.getByText('noch 8 passen hinein')).toBeVisible();
  const href = await box.getByRole('link', { name: 'Lebenslauf.pdf' }).getAttribute('href');
  const download = await page.request.get(`${origin}${href}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment; filename="Lebenslauf.pdf"');
  expect((await download.body()).toString()).toContain('% Lebenslauf');
  await expectAccessible(page);

  // Renamed, then removed.
  await hydrated(page);
  const second = items.nth(1);
  await second.getByLabel('Name von „Zeugnis.pdf“').fill('Arbeitszeugnis 2025');
  await second.getByRole('button', { name: 'Umbenennen' }).click();
  await expect(box.getByRole('link', { name: 'Arbeitszeugnis 2025' })).toBeVisible();
  await hydrated(page);
  await box.getByRole('button', { name: '„Lebenslauf.pdf“ entfernen' }).click();
  await expect(page.getByTestId('resume-errors')).toHaveCount(0);
  await expect(items).toHaveCount(1);
  await expect(box.getByRole('link', { name: 'Lebenslauf.pdf' })).toHaveCount(0);
  // A guest gets nothing at the file's address.
  const guest = await page.context().browser()?.newContext();
  const answer = await guest?.request.get(`${origin}${href}`);
  expect(answer?.status()).toBe(404);
  await guest?.close();
  await expectNoProblems(watch);
});
