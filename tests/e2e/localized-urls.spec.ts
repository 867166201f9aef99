import { expect, test, type Page } from '@playwright/test';
import { SITES, expectNoProblems, hydrated, watchPage } from './support';

/*
 * Localized URLs (spec §2 rewrites): route files know `/jobs`, visitors see `/fr/emploi`. The address
 * bar, the links, the canonical link and the hreflang alternates all carry the localized path, on the
 * server-rendered page and after client-side navigation.
 */

const ORIGIN = SITES.suedwest.origin;
const HOST = 'https://www.jobs-suedwest.de';

/** Public paths of one internal path in each locale of suedwest (x-default is German). */
interface Alternates {
  readonly de: string;
  readonly en: string;
  readonly fr: string;
}

async function expectHead(page: Page, canonicalPath: string, alternates: Alternates): Promise<void> {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${HOST}${canonicalPath}`);
  const expected: Array<[string, string]> = [
    ['de', alternates.de],
    ['en-GB', alternates.en],
    ['fr', alternates.fr],
    ['x-default', alternates.de],
  ];
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(expected.length);
  for (const [hreflang, path] of expected) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', `${HOST}${path}`);
  }
}

test.describe('French on suedwest', () => {
  test.use({ locale: 'fr-FR' });

  test('home → jobs → page 2 → job: localized address bar, canonical and hreflang', async ({ page }) => {
    const watch = watchPage(page, ORIGIN);
    await page.goto(`${ORIGIN}/`);
    await expect(page).toHaveURL(`${ORIGIN}/fr`);
    await expectHead(page, '/fr', { de: '/de', en: '/en', fr: '/fr' });
    await hydrated(page);

    await page.locator('header a[href="/fr/emploi"]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/fr/emploi`);
    await expectHead(page, '/fr/emploi', { de: '/de/jobs', en: '/en/jobs', fr: '/fr/emploi' });

    await page.locator('nav a[href="/fr/emploi?page=2"]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/fr/emploi?page=2`);
    await expectHead(page, '/fr/emploi?page=2', { de: '/de/jobs?page=2', en: '/en/jobs?page=2', fr: '/fr/emploi?page=2' });
    // The language switcher points at the same page, localized for each language.
    await expect(page.locator('a[hreflang="de"]')).toHaveAttribute('href', '/de/jobs?page=2');
    await expect(page.locator('a[hreflang="en-GB"]')).toHaveAttribute('href', '/en/jobs?page=2');

    const job = page.locator('main a[href^="/fr/job/"]').first();
    const href = (await job.getAttribute('href'))!;
    const slugPath = href.replace(/^\/fr/, '');
    await job.click();
    await expect(page).toHaveURL(`${ORIGIN}${href}`);
    await expect(page.locator('h1')).toBeVisible();
    await expectHead(page, href, { de: `/de${slugPath}`, en: `/en${slugPath}`, fr: href });
    await expectNoProblems(watch);
  });

  test('links are localized in the server-rendered page (JavaScript off)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    const response = await page.goto(`${ORIGIN}/fr/emploi`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('header a[href="/fr/emploi"]').first()).toBeVisible();
    await expect(page.locator('a[href="/fr/emploi?page=2"]').first()).toBeVisible();
    await expect(page.locator('a[href^="/fr/jobs"]')).toHaveCount(0);
    await expectHead(page, '/fr/emploi', { de: '/de/jobs', en: '/en/jobs', fr: '/fr/emploi' });
    await page.locator('a[href="/fr/emploi?page=2"]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/fr/emploi?page=2`);
    await context.close();
  });

  test('the unlocalized /fr/jobs redirects permanently to /fr/emploi, query kept', async ({ page, request }) => {
    const response = await request.get(`${ORIGIN}/fr/jobs?page=2`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers().location!, ORIGIN);
    expect(location.pathname + location.search).toBe('/fr/emploi?page=2');
    const direct = await page.goto(`${ORIGIN}/fr/emploi`);
    expect(direct?.status()).toBe(200);
    await page.goto(`${ORIGIN}/fr/jobs`);
    await expect(page).toHaveURL(`${ORIGIN}/fr/emploi`);
  });
});

test.describe('English on suedwest', () => {
  test.use({ locale: 'en-GB' });

  test('home → jobs → page 2 keep /en/jobs, alternates name /fr/emploi', async ({ page }) => {
    const watch = watchPage(page, ORIGIN);
    await page.goto(`${ORIGIN}/`);
    await expect(page).toHaveURL(`${ORIGIN}/en`);
    await hydrated(page);

    await page.locator('header a[href="/en/jobs"]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/en/jobs`);
    await expectHead(page, '/en/jobs', { de: '/de/jobs', en: '/en/jobs', fr: '/fr/emploi' });

    await page.locator('nav a[href="/en/jobs?page=2"]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/en/jobs?page=2`);
    await expectHead(page, '/en/jobs?page=2', { de: '/de/jobs?page=2', en: '/en/jobs?page=2', fr: '/fr/emploi?page=2' });
    await expect(page.locator('a[hreflang="fr"]')).toHaveAttribute('href', '/fr/emploi?page=2');

    // Switching language loads the French page at its localized address.
    await page.locator('a[hreflang="fr"]').click();
    await expect(page).toHaveURL(`${ORIGIN}/fr/emploi?page=2`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoProblems(watch);
  });
});

test('single-locale sites have a canonical link but no hreflang alternates', async ({ page }) => {
  await page.goto(`${SITES.default.origin}/jobs`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.jobs-regional.de/jobs');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});
