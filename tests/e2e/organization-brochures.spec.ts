import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor } from './database';
import { SITES, hydrated, sessionCookieFor } from './support';

test.use({ locale: 'de-DE' });
// The machine running the journeys may be busy: each step posts a form and loads a page.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const { origin } = SITES.default;
/** The demo recruiter owns this demo organization. */
const SLUG = 'neckar-software-gmbh';
const RECRUITER = 'recruiter@demo.jobboard.test';
const PDF = Buffer.from('%PDF-1.7\n% Karriere bei Neckar Software\n%%EOF\n');

async function withDatabase<T>(run: (db: ReturnType<typeof e2eDatabase>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/** The demo organization has no brochures: the journey starts from none and leaves none (its last step removes the file too). */
const clearBrochures = () =>
  withDatabase((db) =>
    db.query('delete from organization_brochures where organization_id = (select id from organizations where slug = $1)', [SLUG]),
  );
test.beforeAll(clearBrochures);
test.afterAll(clearBrochures);

/** The owner's browser, signed in, without JavaScript: the upload is a plain multipart POST. */
async function ownerWithoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const { token } = await withDatabase((db) => sessionFor(db, RECRUITER));
  await context.addCookies([sessionCookieFor(token, origin)]);
  return context.newPage();
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

test('without JavaScript the owner uploads a PDF brochure; an HTML page named .pdf is refused and keeps the title', async ({ browser }) => {
  const page = await ownerWithoutScripts(browser);
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  const brochures = page.locator('#section-brochures');
  await expect(brochures.getByRole('heading', { name: 'Broschüren (PDF)' })).toBeVisible();

  let form = brochures.locator('form[data-section-action="addBrochure"]');
  await form.getByLabel('PDF-Datei (höchstens 10 MB)').setInputFiles({
    name: 'karriere.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await form.getByLabel('Titel der Broschüre').fill('Karriere bei Neckar Software');
  await form.getByRole('button', { name: 'Broschüre hinzufügen' }).click();
  await expect(page).toHaveURL(/sectionError=FILE_TYPE_NOT_ALLOWED/);
  form = brochures.locator('form[data-section-action="addBrochure"]');
  await expect(form).toContainText('Nur PDF-Dateien sind möglich.');
  await expect(form.getByLabel('Titel der Broschüre')).toHaveValue('Karriere bei Neckar Software');
  await expect(brochures.getByText('Noch keine Einträge.')).toBeVisible();

  await form.getByLabel('PDF-Datei (höchstens 10 MB)').setInputFiles({ name: 'karriere.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Broschüre hinzufügen' }).click();
  await expect(brochures.getByRole('status')).toHaveText('Die Broschüre wurde hinzugefügt.');
  await expect(brochures.getByTestId('section-brochures-entries')).toContainText('Karriere bei Neckar Software');
  await expect(brochures.getByTestId('section-brochures-entries')).toContainText('PDF, 1 kB');
  await page.context().close();
});

test('a visitor downloads the brochure from the profile', async ({ page, request }) => {
  await page.goto(`${origin}/organization/${SLUG}`);
  await hydrated(page);
  const region = page.getByRole('region', { name: 'Broschüren' });
  const link = region.getByRole('link', { name: 'Karriere bei Neckar Software' });
  await expect(link).toHaveAttribute('href', /^\/organization-brochure\/\d+\/karriere-bei-neckar-software\.pdf$/);
  await expect(region).toContainText('(PDF, 1 kB)');
  await expectAccessible(page);

  const response = await request.get(`${origin}${await link.getAttribute('href')}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="karriere-bei-neckar-software.pdf"');
  expect((await response.body()).equals(PDF)).toBe(true);
});

test("the owner's edit page with a brochure has no serious accessibility problem, and the owner removes it", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const { token } = await withDatabase((db) => sessionFor(db, RECRUITER));
  await context.addCookies([sessionCookieFor(token, origin)]);
  const page = await context.newPage();
  // Without the page's scripts: the server's markup as a visitor without JavaScript gets it.
  await page.route(/\.(m?js)(\?.*)?$/, (route) => route.abort());
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  await expect(page.locator('#section-brochures')).toBeVisible();
  await expectAccessible(page);
  await context.close();

  const plain = await ownerWithoutScripts(browser);
  await plain.goto(`${origin}/organization/${SLUG}/edit#section-brochures`);
  const brochures = plain.locator('#section-brochures');
  const href = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; file_name: string }>(
      'select id::text, file_name from organization_brochures where organization_id = (select id from organizations where slug = $1)',
      [SLUG],
    );
    return `/organization-brochure/${rows[0]!.id}/${rows[0]!.file_name}`;
  });
  await brochures.getByRole('button', { name: 'Entfernen: Karriere bei Neckar Software' }).click();
  await expect(brochures.getByRole('status')).toHaveText('Der Eintrag wurde entfernt.');
  await expect(brochures.getByText('Noch keine Einträge.')).toBeVisible();
  expect((await plain.request.get(`${origin}${href}`)).status()).toBe(404);
  await plain.context().close();
});
