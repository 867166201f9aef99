import { expect, test } from '@playwright/test';
import { SITES, hydrated } from './support';

/**
 * A locale's messages (spec §7 `GET /api/messages/{locale}`) are not in each page: the page names them
 * by version (in a preload link, or to the script that loads them on a visitor's first interaction), the
 * browser caches that URL for good and hydrates with it.
 */
test.use({ locale: 'de-DE' });

const SW = SITES.suedwest;

test('the page names its messages by version instead of carrying them; that URL is cached for good', async ({ request }) => {
  const html = await (await request.get(`${SW.origin}/de/jobs`)).text();
  // A message no search page shows, and its key: neither travels in the page (its data included).
  expect(html).not.toContain('FILE_TOO_LARGE_ANY');
  expect(html).not.toContain('Jede Datei darf höchstens 50 MB groß sein.');
  // A visitor's page names them to the script that loads them on the first interaction, a user's in a preload link.
  const href = /"(\/api\/messages\/de\?v=[\w-]+)"/.exec(html)?.[1];
  expect(href).toBeDefined();

  const versioned = await request.get(`${SW.origin}${href}`);
  expect(versioned.status()).toBe(200);
  expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const messages = JSON.parse(((await versioned.json()) as { messages: string }).messages) as {
    applications: { errors: Record<string, string> };
  };
  expect(messages.applications.errors.FILE_TOO_LARGE_ANY).toBe('Jede Datei darf höchstens 50 MB groß sein.');

  // Spec §7's plain URL, and a version no longer current (after a deploy): the text, cached briefly.
  for (const url of ['/api/messages/de', '/api/messages/de?v=old']) {
    const plain = await request.get(`${SW.origin}${url}`);
    expect(plain.headers()['cache-control']).toBe('public, max-age=3600');
    expect(await plain.text()).toBe(await versioned.text());
  }
  expect((await request.get(`${SW.origin}/api/messages/xx`)).status()).toBe(404);
});

test('the browser fetches the messages once (the preload is the fetch) and hydrates with them', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/messages/')) requested.push(r.url());
  });
  await page.goto(`${SW.origin}/de/jobs`);
  await hydrated(page);
  // Hydrated with the messages: a client-side search renders German text.
  await page.getByLabel('Was?').fill('Pflege');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page.locator('h1')).toHaveText('Stellenangebote: Pflege');
  expect(requested).toEqual([expect.stringMatching(/\/api\/messages\/de\?v=[\w-]+$/)]);
});

test('French pages speak French in MUI’s own labels and put a narrow no-break space before the colon', async ({ page }) => {
  await page.goto(`${SW.origin}/fr/emploi`);
  await hydrated(page);
  // The employer facet's autocomplete button (MUI's own label) in the page's language, not "Open".
  await expect(page.locator('#search-filters button[aria-label="Ouvrir"]')).toHaveCount(1);
  await expect(page.locator('button[aria-label="Open"]')).toHaveCount(0);
  // The language switcher's label: "Langue :" with U+202F, as French typography asks.
  await expect(page.getByText('Langue\u202f:', { exact: true })).toBeVisible();
  await expect(page.getByText('Langue:', { exact: true })).toHaveCount(0);
});
