import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eDatabase, sessionFor } from './database';
import { SITES, sessionCookieFor } from './support';

test.use({ locale: 'de-DE' });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const { origin } = SITES.default;
/** A demo organization no other journey edits. */
const SLUG = 'saar-informatik-gmbh';
const EDIT = `/organization/${SLUG}/edit`;

/** Columns the journey changes; put back afterwards. */
const COLUMNS = [
  'name',
  'alternative_name',
  'zip',
  'locality',
  'website',
  'presentation_html',
  'benefits',
  'published',
  'industry_term_id',
  'logo_url',
  'logo_file_key',
] as const;
let snapshot: Record<string, unknown> | undefined;
let terms: string[] = [];
let organizationId = '';

async function withDatabase<T>(run: (db: ReturnType<typeof e2eDatabase>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

test.beforeAll(async () => {
  await withDatabase(async (db) => {
    const { rows } = await db.query<Record<string, unknown>>(`select id::text, ${COLUMNS.join(', ')} from organizations where slug = $1`, [
      SLUG,
    ]);
    snapshot = rows[0];
    organizationId = String(rows[0]!.id);
    const t = await db.query<{ term_id: string }>('select term_id::text from organization_terms where organization_id = $1', [
      organizationId,
    ]);
    terms = t.rows.map((r) => r.term_id);
  });
});

test.afterAll(async () => {
  if (!snapshot) return;
  await withDatabase(async (db) => {
    const values = COLUMNS.map((c) => (c === 'benefits' ? JSON.stringify(snapshot![c]) : snapshot![c]));
    await db.query(`update organizations set ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [
      organizationId,
      ...values,
    ]);
    await db.query('delete from organization_terms where organization_id = $1', [organizationId]);
    for (const term of terms)
      await db.query('insert into organization_terms (organization_id, term_id) values ($1, $2)', [organizationId, term]);
  });
});

/** A browser signed in as staff (who may edit every profile), without JavaScript unless axe needs it. */
async function signedInPage(browser: Browser, javaScriptEnabled = false): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' });
  const { token } = await withDatabase((db) => sessionFor(db, 'admin@demo.jobboard.test'));
  await context.addCookies([sessionCookieFor(token, origin)]);
  return context.newPage();
}
const plainBrowser = (browser: Browser) => signedInPage(browser);

/**
 * axe runs as a script in the page, so it checks the server's markup in a browser that loads none of the
 * page's own scripts: what a visitor without JavaScript gets.
 */
async function expectAccessibleWithoutScripts(browser: Browser, url: string): Promise<void> {
  const page = await signedInPage(browser, true);
  await page.route(/\.(m?js)(\?.*)?$/, (route) => route.abort());
  await page.goto(url);
  await expect(page.locator('form[data-form="organization-profile"]')).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

test('without JavaScript the profile form is refused with each problem at its field and the typed values, then saves', async ({
  browser,
}) => {
  const page = await plainBrowser(browser);
  const response = await page.goto(`${origin}${EDIT}`);
  expect(response?.status()).toBe(200);
  const form = page.locator('form[data-form="organization-profile"]');
  await expect(form).toHaveAttribute('method', 'post');
  const stored = await withDatabase(async (db) => {
    const { rows } = await db.query<{ industry: string | null; published: boolean }>(
      'select industry_term_id::text as industry, published from organizations where id = $1',
      [organizationId],
    );
    return rows[0]!;
  });
  // The stored values are in the server's HTML.
  await expect(form.getByLabel('Name des Unternehmens')).toHaveValue('Saar-Informatik GmbH');
  await expect(form.getByLabel('Im Arbeitgeberverzeichnis zeigen')).toBeChecked({ checked: stored.published });

  await form.getByLabel('Weiterer Name').fill('SaarInfo');
  await form.getByLabel('PLZ').fill('66-!!');
  await form.getByLabel('Website').fill('keine adresse');
  await form.getByLabel('Unternehmensvorstellung').fill('<p>Ohne Skript gespeichert.</p><script>window.x = 1</script>');
  await form.getByLabel('Eigene Benefits').fill('Obstkorb\nJobrad');
  await form.getByRole('button', { name: 'Profil speichern' }).click();

  // Back on the form: the general message, each field's message, and what was typed.
  await expect(page).toHaveURL(new RegExp(`${EDIT}\\?.*profileError=FIX_FIELDS`));
  await expect(page.getByTestId('profile-error')).toContainText('Bitte prüfen Sie die markierten Angaben. Es wurde nichts gespeichert.');
  await expect(form.getByLabel('PLZ')).toHaveValue('66-!!');
  await expect(form.getByLabel('PLZ')).toHaveAccessibleDescription('Bitte geben Sie eine gültige Postleitzahl an.');
  await expect(form.getByLabel('Website')).toHaveAccessibleDescription(/vollständige Webadresse/);
  await expect(form.getByLabel('Weiterer Name')).toHaveValue('SaarInfo');
  await expect(form.getByLabel('Unternehmensvorstellung')).toHaveValue('<p>Ohne Skript gespeichert.</p><script>window.x = 1</script>');
  await expect(form.getByRole('checkbox', { name: 'Obstkorb' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Jobrad', exact: true })).toBeChecked();
  await withDatabase(async (db) => {
    const { rows } = await db.query('select alternative_name from organizations where id = $1', [organizationId]);
    expect(rows[0]).toEqual({ alternative_name: snapshot!.alternative_name });
  });
  await expectAccessibleWithoutScripts(browser, page.url());

  // A reload shows the stored profile again (the typed values are read once).
  await page.goto(`${origin}${EDIT}`);
  await expect(form.getByLabel('Weiterer Name')).toHaveValue(String(snapshot!.alternative_name ?? ''));

  await form.getByLabel('Weiterer Name').fill('SaarInfo');
  await form.getByLabel('PLZ').fill('66111');
  await form.getByLabel('Website').fill('www.saar-informatik.example');
  await form.getByLabel('Unternehmensvorstellung').fill('<p>Ohne Skript gespeichert.</p><script>window.x = 1</script>');
  await form.getByLabel('Eigene Benefits').fill('Obstkorb');
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  await form.locator('input[type="file"][name="logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDIT}\\?profileNotice=saved`));
  await expect(page.getByTestId('profile-saved')).toContainText('Das Profil wurde gespeichert.');

  const saved = await withDatabase(async (db) => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select alternative_name, zip, website, presentation_html, benefits, published, industry_term_id::text as industry, logo_url,
              (select count(*)::int from organization_terms where organization_id = o.id) as terms
       from organizations o where id = $1`,
      [organizationId],
    );
    return rows[0]!;
  });
  expect(saved).toMatchObject({
    alternative_name: 'SaarInfo',
    zip: '66111',
    website: 'https://www.saar-informatik.example',
    presentation_html: '<p>Ohne Skript gespeichert.</p>',
    published: stored.published,
    industry: stored.industry,
    terms: terms.length,
    logo_url: expect.stringMatching(/^\/organization-image\//),
  });
  expect(saved.benefits).toEqual(expect.arrayContaining([{ de: 'Obstkorb' }]));

  await page.getByTestId('profile-saved').getByRole('link', { name: 'Profil ansehen' }).click();
  await expect(page).toHaveURL(`${origin}/organization/${SLUG}`);
  await expect(page.getByText('Ohne Skript gespeichert.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Das bieten wir' })).toContainText('Obstkorb');
  await page.context().close();
});

test('without JavaScript an SVG logo is refused at the logo field and nothing is written', async ({ browser }) => {
  const page = await plainBrowser(browser);
  await page.goto(`${origin}${EDIT}`);
  const form = page.locator('form[data-form="organization-profile"]');
  await form.getByLabel('Weiterer Name').fill('Nie gespeichert');
  await form.locator('input[type="file"][name="logo"]').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  });
  await form.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDIT}\\?.*profileError=`));
  await expect(form.getByTestId('logo-error')).toContainText('SVG-Dateien sind nicht erlaubt');
  await expect(form.getByLabel('Weiterer Name')).toHaveValue('Nie gespeichert');
  await withDatabase(async (db) => {
    const { rows } = await db.query('select alternative_name from organizations where id = $1', [organizationId]);
    expect(rows[0]!.alternative_name).not.toBe('Nie gespeichert');
  });
  await page.context().close();
});
