import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eDatabase, sessionFor } from './database';
import { SITES, hydrated, sessionCookieFor } from './support';

test.use({ locale: 'de-DE' });
// The machine running the journeys may be busy: each step posts a form and loads a page.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const { origin } = SITES.default;
/** The demo recruiter owns this demo organization (main address in Stuttgart). */
const SLUG = 'neckar-software-gmbh';
const RECRUITER = 'recruiter@demo.jobboard.test';

async function withDatabase<T>(run: (db: ReturnType<typeof e2eDatabase>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/** The demo organization has no further locations: the journey starts from none and leaves none. */
const clearLocations = () =>
  withDatabase((db) =>
    db.query('delete from organization_locations where organization_id = (select id from organizations where slug = $1)', [SLUG]),
  );
test.beforeAll(clearLocations);
test.afterAll(clearLocations);

/** The owner's browser, signed in, without JavaScript: every list form is a plain POST. */
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

test('without JavaScript the owner adds, edits and removes further locations; a refused one keeps what was typed', async ({ browser }) => {
  const page = await ownerWithoutScripts(browser);
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  const locations = page.locator('#section-locations');
  await expect(locations.getByRole('heading', { name: 'Weitere Standorte' })).toBeVisible();

  // A malformed postal code: refused on its field, nothing stored, the typed values back in the form.
  let add = locations.locator('form[data-section-action="addLocation"]');
  await add.getByLabel('Name des Standorts').fill('Werk Karlsruhe');
  await add.getByLabel('Straße und Hausnummer').fill('Kaiserstraße 1');
  await add.getByLabel('PLZ').fill('76-!!');
  await add.locator('input[name="locality"]').fill('Karlsruhe');
  await add.getByRole('button', { name: 'Standort hinzufügen' }).click();
  await expect(page).toHaveURL(/sectionError=INVALID_ZIP/);
  add = locations.locator('form[data-section-action="addLocation"]');
  await expect(add).toContainText('Bitte geben Sie eine gültige Postleitzahl ein.');
  await expect(add.getByLabel('Name des Standorts')).toHaveValue('Werk Karlsruhe');
  await expect(add.getByLabel('PLZ')).toHaveValue('76-!!');
  await expect(locations.getByText('Noch keine Einträge.')).toBeVisible();

  await add.getByLabel('PLZ').fill('76133');
  await add.getByRole('button', { name: 'Standort hinzufügen' }).click();
  await expect(locations.getByRole('status')).toHaveText('Der Standort wurde hinzugefügt.');
  const entries = locations.getByTestId('section-locations-entries');
  await expect(entries).toContainText('Kaiserstraße 1, 76133 Karlsruhe · auf der Karte');

  // A town the place data does not know is kept, and said not to be on the map.
  add = locations.locator('form[data-section-action="addLocation"]');
  await add.getByLabel('Name des Standorts').fill('Außenlager');
  await add.locator('input[name="locality"]').fill('Qxzyborg');
  await add.getByRole('button', { name: 'Standort hinzufügen' }).click();
  await expect(entries).toContainText('Qxzyborg · Ort nicht in den Ortsdaten gefunden: nicht auf der Karte');

  // Editing opens with a disclosure element (no script needed) and places the location anew.
  await entries.getByText('Bearbeiten: Außenlager').click();
  const edit = entries.locator('li', { hasText: 'Außenlager' }).locator('form[data-section-action="updateLocation"]');
  await expect(edit.getByLabel('Name des Standorts')).toHaveValue('Außenlager');
  await edit.locator('input[name="locality"]').fill('Freiburg im Breisgau');
  await edit.getByRole('button', { name: 'Standort speichern' }).click();
  await expect(locations.getByRole('status')).toHaveText('Der Standort wurde gespeichert.');
  await expect(entries).toContainText('Außenlager');
  await expect(entries).toContainText('Freiburg im Breisgau · auf der Karte');
  await expect(entries).not.toContainText('Qxzyborg');

  // A refused edit comes back open, with its message and what was typed, and changes nothing.
  await entries.getByText('Bearbeiten: Außenlager').click();
  const again = entries.locator('li', { hasText: 'Außenlager' }).locator('form[data-section-action="updateLocation"]');
  await again.getByLabel('Name des Standorts').fill(' ');
  await again.getByRole('button', { name: 'Standort speichern' }).click();
  await expect(page).toHaveURL(/sectionError=REQUIRED/);
  const refused = entries.locator('li', { hasText: 'Freiburg im Breisgau' }).locator('form[data-section-action="updateLocation"]');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Bitte füllen Sie dieses Feld aus.');
  await expect(refused.locator('input[name="locality"]')).toHaveValue('Freiburg im Breisgau');
  const stored = await withDatabase(async (db) => {
    const { rows } = await db.query<{ name: string; placed: boolean }>(
      `select name, lat is not null as placed from organization_locations
       where organization_id = (select id from organizations where slug = $1) order by position`,
      [SLUG],
    );
    return rows;
  });
  expect(stored).toEqual([
    { name: 'Werk Karlsruhe', placed: true },
    { name: 'Außenlager', placed: true },
  ]);
  await page.context().close();
});

test("the owner's edit page with its locations has no serious accessibility problem", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const { token } = await withDatabase((db) => sessionFor(db, RECRUITER));
  await context.addCookies([sessionCookieFor(token, origin)]);
  const page = await context.newPage();
  // Without the page's scripts: the server's markup as a visitor without JavaScript gets it (and no terms dialog).
  await page.route(/\.(m?js)(\?.*)?$/, (route) => route.abort());
  await page.goto(`${origin}/organization/${SLUG}/edit`);
  const entries = page.getByTestId('section-locations-entries');
  await entries.getByText('Bearbeiten: Werk Karlsruhe').click();
  await expectAccessible(page);
  await context.close();
});

test("a visitor sees the locations on the profile with a map link, and finds the organization by a location's town", async ({ page }) => {
  await page.goto(`${origin}/organization/${SLUG}`);
  await hydrated(page);
  const region = page.getByRole('region', { name: 'Weitere Standorte' });
  const cards = region.getByTestId('further-location');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Werk Karlsruhe');
  await expect(cards.first()).toContainText('Kaiserstraße 1, 76133 Karlsruhe');
  const map = region.getByRole('link', { name: 'Werk Karlsruhe auf OpenStreetMap zeigen' });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=49\.\d+&mlon=8\.\d+#map=14\//);
  await expectAccessible(page);
  // Search engines find the same locations in the page's JSON-LD, as schema.org places.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? 'null');
  expect(data.location).toHaveLength(2);
  expect(data.location[0]).toMatchObject({
    '@type': 'Place',
    name: 'Werk Karlsruhe',
    address: { '@type': 'PostalAddress', streetAddress: 'Kaiserstraße 1', postalCode: '76133', addressLocality: 'Karlsruhe' },
    geo: { '@type': 'GeoCoordinates' },
  });

  // Neckar Software's main address is in Stuttgart: only its location puts it in Karlsruhe.
  await page.goto(`${origin}/arbeitgeber-suchen?search=${encodeURIComponent('Neckar Karlsruhe')}`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: /Neckar Software GmbH/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('without JavaScript the owner removes a location', async ({ browser }) => {
  const page = await ownerWithoutScripts(browser);
  await page.goto(`${origin}/organization/${SLUG}/edit#section-locations`);
  const locations = page.locator('#section-locations');
  await locations.getByRole('button', { name: 'Entfernen: Außenlager' }).click();
  await expect(locations.getByRole('status')).toHaveText('Der Eintrag wurde entfernt.');
  await expect(locations.getByTestId('section-locations-entries')).not.toContainText('Außenlager');
  await page.context().close();
});
