import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { e2eDatabase } from './database';
import { SITES, hydrated } from './support';

/*
 * The map of an organization's further locations, which its jobs link to as their employer's page. The
 * tiles come from a third party (the default site names no provider of its own: OpenStreetMap's), so
 * before the visitor agrees to maps the page shows a placeholder with its consent button and nothing
 * goes to the tile server, not even Leaflet's chunk loads; after "Karte laden" the map shows one pin per
 * placed location with its popup; taking the consent back on the cookie settings page brings the
 * placeholder back and no more tiles are asked for. There is no network here: the journey answers the
 * tile server's address with a small PNG of its own and counts what reached it.
 */

test.use({ locale: 'de-DE' });
// Several page loads, a lazily loaded map and axe on a machine shared with other journeys.
test.describe.configure({ timeout: 180_000 });

const { origin } = SITES.default;
const ORGANIZATION = 'Hotel Schlossblick';
/** OpenStreetMap's tile address (src/domain/site/map-tiles.ts), the default site's provider. */
const TILE_URL = /^https:\/\/tile\.openstreetmap\.org\//;
/** A 1×1 transparent PNG: enough for Leaflet to draw a tile. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Three places the place data knows and one it does not (listed, but no pin). */
const LOCATIONS = [
  { name: 'Hotel am Bismarckplatz', address: 'Sofienstraße 7', zip: '69115', locality: 'Heidelberg', lat: 49.4093, lon: 8.6937 },
  { name: 'Gästehaus Neckargemünd', address: 'Hauptstraße 12', zip: '69151', locality: 'Neckargemünd', lat: 49.3917, lon: 8.7986 },
  { name: 'Tagungshaus Schwetzingen', address: null, zip: '68723', locality: 'Schwetzingen', lat: 49.3833, lon: 8.5667 },
  { name: 'Lager Qxzyborg', address: null, zip: null, locality: 'Qxzyborg', lat: null, lon: null },
] as const;
const PLACED = LOCATIONS.filter((l) => l.lat !== null);

let slug: string;

async function withDatabase<T>(work: (db: ReturnType<typeof e2eDatabase>) => Promise<T>): Promise<T> {
  const db = e2eDatabase();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

const clearLocations = () =>
  withDatabase((db) =>
    db.query('delete from organization_locations where organization_id = (select id from organizations where name = $1)', [ORGANIZATION]),
  );

test.beforeAll(async () => {
  await clearLocations();
  slug = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; slug: string }>('select id::text, slug from organizations where name = $1', [
      ORGANIZATION,
    ]);
    const organization = rows[0];
    if (!organization) throw new Error(`no demo organization ${ORGANIZATION}`);
    for (const [position, l] of LOCATIONS.entries()) {
      await db.query(
        `insert into organization_locations (organization_id, position, name, country_code, address_line1, zip, locality, lat, lon)
         values ($1, $2, $3, 'DE', $4, $5, $6, $7, $8)`,
        [organization.id, position, l.name, l.address, l.zip, l.locality, l.lat, l.lon],
      );
    }
    return organization.slug;
  });
});
test.afterAll(clearLocations);

/** What a location's popup and label say: street, postal code and town, as the page's list writes them. */
const addressLine = (l: (typeof LOCATIONS)[number]) =>
  [l.address, [l.zip, l.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Answers the tile server's address locally and records every request that went there or for Leaflet. */
async function watchMapRequests(page: Page): Promise<{ tiles: string[]; leaflet: string[]; problems: string[] }> {
  const seen = { tiles: [] as string[], leaflet: [] as string[], problems: [] as string[] };
  await page.route(TILE_URL, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));
  page.on('request', (r) => {
    const url = r.url();
    if (TILE_URL.test(url)) seen.tiles.push(url);
    else if (url.includes('leaflet')) seen.leaflet.push(url);
    else if (!url.startsWith(origin) && !url.startsWith('data:')) seen.problems.push(`outside request: ${url}`);
  });
  page.on('pageerror', (e) => seen.problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') seen.problems.push(`console.error: ${m.text()}`);
  });
  return seen;
}

const consentCookie = async (page: Page) => (await page.context().cookies(origin)).find((c) => c.name === 'jb_consent')?.value;
const locationsSection = (page: Page) => page.locator('section[aria-labelledby="organization-locations"]');

test('the locations map waits for consent, shows a pin per placed location with its popup, and goes when the consent is withdrawn', async ({
  page,
}) => {
  const seen = await watchMapRequests(page);
  const response = await page.goto(`${origin}/organization/${slug}`);
  // The page names no tile provider to load from: the map asks for it only after consent.
  expect(await response!.text()).not.toContain('tile.openstreetmap.org');
  await hydrated(page);
  const section = locationsSection(page);
  await expect(section.getByTestId('further-location')).toHaveCount(LOCATIONS.length);
  const placeholder = section.locator('[data-map-placeholder]');
  await expect(placeholder).toContainText('Die Karte wird von einem externen Kartendienst geladen.');
  await expect(section.locator('[data-locations-map]')).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(seen.tiles).toEqual([]);
  expect(seen.leaflet).toEqual([]);

  await placeholder.getByRole('button', { name: 'Karte laden' }).click();
  const map = section.getByRole('region', { name: `Karte der Standorte von ${ORGANIZATION}` });
  await expect(map).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  expect(await consentCookie(page)).toContain('~map:1');
  const pins = map.locator('.leaflet-marker-icon');
  await expect(pins).toHaveCount(PLACED.length);
  await expect.poll(() => seen.tiles.length).toBeGreaterThan(0);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await expect(section.locator('figcaption').getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  // Each pin is labelled with its place; the one the place data does not know has none.
  for (const l of PLACED) await expect(map.getByRole('button', { name: `${l.name}, ${addressLine(l)}` })).toHaveCount(1);
  await expect(map.getByRole('button', { name: /Qxzyborg/ })).toHaveCount(0);

  const gaestehaus = LOCATIONS[1];
  await map.getByRole('button', { name: `${gaestehaus.name}, ${addressLine(gaestehaus)}` }).click();
  const popup = map.locator('.leaflet-popup-content');
  await expect(popup).toBeVisible();
  await expect(popup.locator('strong')).toHaveText(gaestehaus.name);
  await expect(popup).toContainText(addressLine(gaestehaus));

  // axe on the page with its map drawn and a popup open.
  await expectAccessible(page, 'an organization page with its locations map');

  // The next visit draws the map at once: the answer is kept.
  await page.reload();
  await hydrated(page);
  await expect(locationsSection(page).locator('.leaflet-marker-icon')).toHaveCount(PLACED.length);

  // Withdrawn on the cookie settings page (the footer's link leads there on a site without a banner).
  await page.locator('footer').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
  await expect(page).toHaveURL(`${origin}/cookie-einstellungen`);
  await hydrated(page);
  const settings = page.locator('[data-consent-settings]');
  const maps = settings.getByRole('checkbox', { name: /Karten/ });
  await expect(maps).toBeChecked();
  await maps.uncheck();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(settings.getByRole('status')).toHaveText('Ihre Auswahl wurde gespeichert.');
  expect(await consentCookie(page)).toContain('~map:0');

  seen.tiles.length = 0;
  await page.goto(`${origin}/organization/${slug}`);
  await hydrated(page);
  await expect(locationsSection(page).locator('[data-map-placeholder]').getByRole('button', { name: 'Karte laden' })).toBeEnabled();
  await expect(locationsSection(page).locator('[data-locations-map]')).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(seen.tiles).toEqual([]);
  expect(seen.problems, seen.problems.join('\n')).toEqual([]);
});
