import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_COOKIE, SITES, expectNoProblems, watchPage, hydrated } from './support';

/**
 * Job search (issue 4): keyword + facet + paging with and without JavaScript, the URL as the state,
 * localized French URLs, noindex on empty pages, nonsense parameters never a 500.
 */
test.use({ locale: 'de-DE' });

const SW = SITES.suedwest;
const total = (page: Page) => page.getByTestId('search-total');
const countOf = async (page: Page) => Number((await total(page).innerText()).replace(/\D/g, ''));

test('with JavaScript: keyword, facet, paging and sort change the URL, which is the whole state', async ({ page }) => {
  const watch = watchPage(page, SW.origin);
  await page.goto(`${SW.origin}/de/jobs`);
  await hydrated(page);
  const all = await countOf(page);

  await page.getByLabel('Was?').fill('Pflege');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page).toHaveURL(`${SW.origin}/de/jobs?search=Pflege`);
  // the address changes at once, the page once its data is there
  await expect(page.locator('h1')).toHaveText('Stellenangebote: Pflege');
  const pflege = await countOf(page);
  expect(pflege).toBeGreaterThan(10);
  expect(pflege).toBeLessThan(all);

  // one facet value: an SEO path segment in the page's language
  await page.getByRole('checkbox', { name: /^Vollzeit \(\d+\)$/ }).check();
  await expect(page).toHaveURL(`${SW.origin}/de/jobs/vollzeit?search=Pflege`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.jobs-suedwest.de/de/jobs/vollzeit?search=Pflege',
  );
  await expect(page.getByRole('checkbox', { name: /^Vollzeit/ })).toBeChecked();
  const vollzeit = await countOf(page);
  expect(vollzeit).toBeLessThan(pflege);
  // the facet keeps offering its other values (its own selection does not shrink its counts)
  await expect(page.getByRole('checkbox', { name: /^Teilzeit \(\d+\)$/ })).toBeVisible();

  if (vollzeit > 10) {
    await page.locator('nav a[href*="page=2"]').first().click();
    await expect(page).toHaveURL(`${SW.origin}/de/jobs/vollzeit?search=Pflege&page=2`);
    await expect(page.locator('main a[href*="/job/"]').first()).toBeVisible();
  }

  await page.getByLabel('Sortierung').selectOption('date');
  await expect(page).toHaveURL(`${SW.origin}/de/jobs/vollzeit?search=Pflege&sort=date`);

  // a reload of the URL shows the same state
  await page.reload();
  await expect(page.getByLabel('Was?')).toHaveValue('Pflege');
  await expect(page.getByRole('checkbox', { name: /^Vollzeit/ })).toBeChecked();
  await expect(page.getByLabel('Sortierung')).toHaveValue('date');

  // removing the filter chip goes back
  await page.getByRole('link', { name: 'Filter entfernen: Vollzeit' }).click();
  await expect(page).toHaveURL(`${SW.origin}/de/jobs?search=Pflege&sort=date`);
  await expectNoProblems(watch);
});

test('a facet with more than 30 values offers an autocomplete in the panel', async ({ page }) => {
  await page.goto(`${SITES.default.origin}/jobs`);
  await hydrated(page);
  const find = page.getByRole('combobox', { name: 'Arbeitgeber suchen' });
  await find.click();
  const first = page.getByRole('listbox', { name: 'Arbeitgeber suchen' }).getByRole('option').first();
  const label = (await first.innerText()).replace(/\s*\(\d+\)$/, '');
  await first.click();
  await expect(page).toHaveURL(/\/jobs\?company=\d+$/);
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) }),
  ).toBeChecked();
});

test('every fifth result is followed by a labelled ad slot with the site’s own teaser', async ({ page }) => {
  await page.goto(`${SW.origin}/de/jobs`);
  const items = page.locator('ul[aria-label="Suchergebnisse"] > li');
  await expect(items).toHaveCount(12);
  await expect(items.nth(5).getByRole('complementary', { name: 'Anzeige' })).toBeVisible();
  await expect(items.nth(5)).toContainText('Bewerbungstipps aus der Region');
  await expect(items.nth(11).getByRole('complementary', { name: 'Anzeige' })).toBeVisible();
});

test('without JavaScript: the GET form searches, filters and pages, ending on clean URLs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${SW.origin}/de/jobs`);
  await page.getByLabel('Was?').fill('Pflege');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  // the form sends every field (empty place, radius, sort); the server answers with the clean URL
  await expect(page).toHaveURL(`${SW.origin}/de/jobs?search=Pflege`);
  await page.getByRole('checkbox', { name: /^Vollzeit \(\d+\)$/ }).check();
  await page.getByRole('checkbox', { name: /^Teilzeit \(\d+\)$/ }).check();
  await page.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(/\/de\/jobs\?search=Pflege&employmentType=\d+%2C\d+$/);
  await expect(page.getByRole('checkbox', { name: /^Vollzeit/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Teilzeit/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /^Teilzeit/ }).uncheck();
  await page.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(`${SW.origin}/de/jobs/vollzeit?search=Pflege`);
  const next = page.locator('nav a[href*="page=2"]').first();
  if (await next.count()) {
    await next.click();
    await expect(page).toHaveURL(`${SW.origin}/de/jobs/vollzeit?search=Pflege&page=2`);
  }
  await page.locator('main a[href*="/job/"]').first().click();
  await expect(page.locator('h1')).toBeVisible();
  await context.close();
});

test('French: /fr/emploi with French facet aliases, canonical and alternates in each language', async ({ page }) => {
  const watch = watchPage(page, SW.origin);
  await page.goto(`${SW.origin}/fr/emploi`);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Offres d’emploi');
  // Head titles come from the locale's messages, not their keys (they printed keys for a while).
  await expect(page).toHaveTitle('Offres d’emploi – Jobs im Südwesten');
  await page.getByRole('checkbox', { name: /^Temps plein \(\d+\)$/ }).check();
  await expect(page).toHaveURL(`${SW.origin}/fr/emploi/temps-plein`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.jobs-suedwest.de/fr/emploi/temps-plein');
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    'https://www.jobs-suedwest.de/de/jobs/vollzeit',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
    'href',
    'https://www.jobs-suedwest.de/en/jobs/full-time',
  );
  // a German alias on the French page moves to the French one; lower case is forced
  await page.goto(`${SW.origin}/fr/emploi/Vollzeit`);
  await expect(page).toHaveURL(`${SW.origin}/fr/emploi/temps-plein`);
  await page.goto(`${SW.origin}/fr/jobs/temps-plein?search=soins`);
  await expect(page).toHaveURL(`${SW.origin}/fr/emploi/temps-plein?search=soins`);
  await expectNoProblems(watch);
});

test('an empty result is a normal page, noindex, with ways to fewer filters', async ({ page }) => {
  const response = await page.goto(`${SW.origin}/de/jobs/vollzeit?search=Quantenchromodynamik`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: 'Keine passenden Stellenangebote' })).toBeVisible();
  await hydrated(page);
  await page
    .getByRole('region', { name: 'Keine passenden Stellenangebote' })
    .getByRole('link', { name: 'Filter entfernen: „Quantenchromodynamik“' })
    .click();
  await expect(page).toHaveURL(`${SW.origin}/de/jobs/vollzeit`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('nonsense parameters give a normal page (invalid parts dropped), never a 500', async ({ page, request }) => {
  const nonsense = [
    '/jobs?page=-5',
    '/jobs?radius=7&lat=48.77&lon=9.18&locationType=locality',
    '/jobs?lat=999&lon=9&locationType=locality',
    `/jobs?search=${'Pflege '.repeat(1500)}`,
    '/jobs?employmentType=99999999,abc,-1&company=x',
    '/jobs?sort=distance&page=1e9',
    '/jobs?search=%F0%9F%92%A9&geo_location=%00&country=DEU&locationType=planet',
    '/jobs?search=[1,2]&industry={"a":1}',
    '/jobs?page=2&page=3&search=a&search=b',
    // Past the deepest page the platform answers (offset 10,000): the last one it does.
    '/jobs?page=1002',
    '/jobs?page=10000',
  ];
  for (const path of nonsense) {
    const response = await page.goto(`${SITES.default.origin}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId('search-total'), path).toBeVisible();
  }
  const unknown = await request.get(`${SITES.default.origin}/jobs/gibt-es-nicht`);
  expect(unknown.status()).toBe(404);
  // A NUL in a job's path is no path at all (PostgreSQL text cannot hold it): 404, not 500.
  for (const path of ['/job/%00', '/job/a%00b/apply'])
    expect((await request.get(`${SITES.default.origin}${path}`)).status(), path).toBe(404);
  await page.goto(`${SITES.default.origin}/job/gibt-es-nicht`);
  await expect(page).toHaveTitle('Stellenanzeige nicht gefunden – Jobs Regional');
  await page.goto(`${SITES.default.origin}/jobs?radius=7&lat=48.77&lon=9.18&locationType=locality`);
  await expect(page.getByLabel('Umkreis')).toHaveValue('100');
  expect(new URL(page.url()).searchParams.get('radius')).toBe('100');
});

test('the home page search box is a GET form to the search', async ({ page, browser }) => {
  await page.goto(`${SITES.default.origin}/`);
  await hydrated(page);
  await page.locator('main').getByLabel('Was?').fill('Pflege');
  await page.locator('main').getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page).toHaveURL(`${SITES.default.origin}/jobs?search=Pflege`);
  await expect(page.locator('h1')).toHaveText('Stellenangebote: Pflege');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${SITES.default.origin}/`);
  await plain.locator('main').getByLabel('Was?').fill('Koch');
  await plain.locator('main').getByRole('button', { name: 'Jobs finden' }).click();
  await expect(plain).toHaveURL(`${SITES.default.origin}/jobs?search=Koch`);
  await context.close();
});

test('the search page goes to a guest brotli-compressed, to a visitor with a session uncompressed (BREACH)', async ({ request, page }) => {
  const url = `${SITES.default.origin}/jobs?search=Pflege`;
  const guest = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  // Rendered: brotli; from a worker's page cache (an Age header), the kept gzip.
  expect(guest.headers()['content-encoding']).toBe(guest.headers().age === undefined ? 'br' : 'gzip');
  expect(guest.headers().vary).toContain('Accept-Encoding');
  expect(await guest.text()).toContain('Stellenangebote: Pflege');
  const member = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', cookie: `${SESSION_COOKIE}=any-token` } });
  expect(member.headers()['content-encoding']).toBeUndefined();
  expect(await member.text()).toContain('Stellenangebote: Pflege');
  // A browser renders and hydrates the compressed page.
  await page.goto(url);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Stellenangebote: Pflege');
});

test('/jobs?jobId= shows that job first, marked, and the plain search stays canonical', async ({ page }) => {
  const watch = watchPage(page, SITES.default.origin);
  // A job from further down the list: the second page's first card.
  await page.goto(`${SITES.default.origin}/jobs?page=2`);
  const card = page.locator('ul[aria-label="Suchergebnisse"] > li').first();
  const id = await card.locator('[data-bookmark-login]').first().getAttribute('data-bookmark-login');
  const title = (await card.locator('h2').first().innerText()).trim();
  expect(id).toMatch(/^\d+$/);

  await page.goto(`${SITES.default.origin}/jobs?jobId=${id}`);
  await expect(page).toHaveURL(`${SITES.default.origin}/jobs?jobId=${id}`);
  const pinned = page.getByRole('region', { name: 'Die Stelle, zu der dein Link führt' });
  await expect(pinned.getByRole('heading', { level: 2 })).toHaveText(title);
  // above the results, and not again among them
  expect((await pinned.boundingBox())!.y).toBeLessThan((await page.locator('ul[aria-label="Suchergebnisse"]').boundingBox())!.y);
  await expect(page.locator('ul[aria-label="Suchergebnisse"]').getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.jobs-regional.de/jobs');

  // A job that does not exist leaves the search as it is.
  await page.goto(`${SITES.default.origin}/jobs?jobId=999999999`);
  await expect(page.getByTestId('pinned-job')).toHaveCount(0);
  await expect(page.locator('ul[aria-label="Suchergebnisse"] > li').first()).toBeVisible();
  await expectNoProblems(watch);
});

test('job_organization_name lists the jobs of that organization only, by its whole name', async ({ page }) => {
  await page.goto(`${SITES.default.origin}/jobs`);
  const organization = (await page.locator('.job-card-organization').first().innerText()).trim();
  expect(organization.length).toBeGreaterThan(5);
  await page.goto(`${SITES.default.origin}/jobs?job_organization_name=${encodeURIComponent(organization)}`);
  expect(await countOf(page)).toBeGreaterThan(0);
  const shown = await page.locator('ul[aria-label="Suchergebnisse"] .job-card-organization').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown.map((s) => s.trim()))).toEqual(new Set([organization]));
  await expect(page.getByRole('link', { name: `Filter entfernen: Arbeitgeber: ${organization}` })).toBeVisible();
  // A part of the name is not the organization.
  await page.goto(`${SITES.default.origin}/jobs?job_organization_name=${encodeURIComponent(organization.slice(0, 5))}`);
  expect(await countOf(page)).toBe(0);
});

test('facet groups: an occupational field holds its occupations; ticking it selects them all, with and without JavaScript', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' });
    const page = await context.newPage();
    const watch = watchPage(page, SW.origin);
    await page.goto(`${SW.origin}/de/jobs`);
    if (javaScriptEnabled) await hydrated(page);
    const apply = async () => {
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Filter anwenden' }).click();
    };
    const box = page.getByTestId('facet-group').filter({ hasText: 'Gesundheit & Soziales' });
    const group = box.getByRole('checkbox', { name: /^Gesundheit & Soziales \(\d+\)$/ });
    const children = box.locator('ul input[type="checkbox"]');
    await expect(children).toHaveCount(3);
    await expect(box.getByRole('checkbox', { name: /^Pflege \(\d+\)$/ })).toBeVisible();
    const groupCount = Number(
      ((await group.getAttribute('aria-label')) ?? (await box.locator('label').first().innerText())).replace(/\D/g, ''),
    );

    await group.check();
    await apply();
    await expect(page).toHaveURL(/\/de\/jobs\?occupations=\d+%2C\d+%2C\d+$/);
    await expect(group).toBeChecked();
    for (const child of await children.all()) await expect(child).toBeChecked();
    // The group's count is the jobs with any of its occupations: exactly what ticking it finds (with
    // JavaScript the address changes first, the results follow).
    await expect.poll(() => countOf(page)).toBe(groupCount);

    await box.getByRole('checkbox', { name: /^Pflege \(\d+\)$/ }).uncheck();
    await apply();
    await expect(page).toHaveURL(/\/de\/jobs\?occupations=\d+%2C\d+$/);
    await expect(group).not.toBeChecked();
    if (javaScriptEnabled) {
      // Partly selected: the native mixed state, which screen readers announce as such.
      await expect(group).toHaveJSProperty('indeterminate', true);
      const { violations } = await new AxeBuilder({ page }).include('#search-filters').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      // Unticking the group unticks its children.
      await group.check();
      await expect(page).toHaveURL(/\/de\/jobs\?occupations=\d+%2C\d+%2C\d+$/);
      await group.uncheck();
      await expect(page).toHaveURL(`${SW.origin}/de/jobs`);
      await expect(children.first()).not.toBeChecked();
      await expectNoProblems(watch);
    }
    await context.close();
  }
});

test('unticking a fully ticked facet group unticks it and all its children, with and without JavaScript', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' });
    const page = await context.newPage();
    const watch = watchPage(page, SW.origin);
    await page.goto(`${SW.origin}/de/jobs`);
    if (javaScriptEnabled) await hydrated(page);
    const apply = async () => {
      if (!javaScriptEnabled) await page.getByRole('button', { name: 'Filter anwenden' }).click();
    };
    const box = page.getByTestId('facet-group').filter({ hasText: 'Gesundheit & Soziales' });
    const group = box.getByRole('checkbox', { name: /^Gesundheit & Soziales \(\d+\)$/ });
    const children = box.locator('ul input[type="checkbox"]');
    const all = await countOf(page);

    await group.check();
    await apply();
    await expect(page).toHaveURL(/\/de\/jobs\?occupations=\d+%2C\d+%2C\d+$/);
    for (const child of await children.all()) await expect(child).toBeChecked();

    // One uncheck of the group, not one per child.
    await group.uncheck();
    await apply();
    await expect(page).toHaveURL(`${SW.origin}/de/jobs`);
    await expect(group).not.toBeChecked();
    for (const child of await children.all()) await expect(child).not.toBeChecked();
    await expect.poll(() => countOf(page)).toBe(all);
    await expectNoProblems(watch);
    await context.close();
  }
});
