import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SITES, hydrated } from './support';

/*
 * The progress bar of client-side navigations: shown while the next page loads, and no ARIA role
 * of its own (NProgress's template says role="bar", which axe reports as serious).
 */
test.use({ locale: 'de-DE' });
const { origin } = SITES.default;

test('after a client-side navigation the page has no serious accessibility problem, the bar none either', async ({ page }) => {
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  // The bar lives a few hundred milliseconds: every one the page shows is recorded as it appears.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { bars: string[] }).bars = seen;
    new MutationObserver(() => {
      const bar = document.getElementById('nprogress');
      if (bar) seen.push(bar.innerHTML);
    }).observe(document.body, { childList: true, subtree: true });
  });
  const link = page.locator('main a[href^="/job/"]').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { bars: string[] }).bars.length)).toBeGreaterThan(0);
  const bars = await page.evaluate(() => (window as unknown as { bars: string[] }).bars);
  for (const bar of bars) {
    expect(bar).toContain('class="bar" aria-hidden="true"');
    expect(bar).not.toContain('role=');
  }
  await expect(page).toHaveURL(`${origin}${target}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
