import { expect, test } from '@playwright/test';
import { SITES, expectNoProblems, watchPage, hydrated } from './support';

// A German browser: multi-locale sites pick the visitor's language from Accept-Language.
test.use({ locale: 'de-DE' });

for (const [key, site] of Object.entries(SITES)) {
  test.describe(`${key} site`, () => {
    test('home → jobs → page 2 → job detail, hydrated without errors', async ({ page }) => {
      const watch = watchPage(page, site.origin);
      const home = await page.goto(`${site.origin}/`);
      expect(home?.status()).toBe(200);
      await expect(page).toHaveURL(`${site.origin}${site.prefix || '/'}`);
      expect(home?.headers()['x-frame-options']).toBe('SAMEORIGIN');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/www\./);
      await expect(page.locator('a[href*="/job/"]').first()).toBeVisible();
      await hydrated(page);

      await page.locator(`header a[href="${site.prefix}/jobs"]`).first().click();
      await expect(page).toHaveURL(`${site.origin}${site.prefix}/jobs`);
      await expect(page.locator('main a[href*="/job/"]')).toHaveCount(10);
      const firstOnPage1 = await page.locator('main a[href*="/job/"]').first().getAttribute('href');

      await page.locator('nav a[href*="page=2"]').first().click();
      await expect(page).toHaveURL(/[?&]page=2/);
      const job = page.locator('main a[href*="/job/"]').first();
      await expect(job).not.toHaveAttribute('href', firstOnPage1!);
      await expect(page.locator('main a[href*="/job/"]')).toHaveCount(10);
      const title = (await job.innerText()).split('\n')[0]!.trim();

      await job.click();
      await expect(page).toHaveURL(new RegExp(`${site.prefix}/job/[a-z0-9-]+-\\d+$`));
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expectNoProblems(watch);
    });

    test('works with JavaScript off (server-rendered links and paging)', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${site.origin}${site.prefix}/jobs`);
      await expect(page.locator('main a[href*="/job/"]')).toHaveCount(10);
      await page.locator('nav a[href*="page=2"]').first().click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await page.locator('main a[href*="/job/"]').first().click();
      await expect(page.locator('h1')).toBeVisible();
      await context.close();
    });
  });
}

test('unknown job paths answer a localized 404 page', async ({ page }) => {
  const response = await page.goto(`${SITES.default.origin}/job/does-not-exist-999999`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('body')).toContainText(/nicht gefunden/i);
});

test('the suedwest site speaks English under /en', async ({ page }) => {
  const watch = watchPage(page, SITES.suedwest.origin);
  await page.goto(`${SITES.suedwest.origin}/en/jobs`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.jobs-suedwest.de/en/jobs');
  await page.locator('main a[href*="/job/"]').first().click();
  await expect(page).toHaveURL(/\/en\/job\//);
  await expectNoProblems(watch);
});
