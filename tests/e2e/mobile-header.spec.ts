import { expect, test, type Page } from '@playwright/test';
import { SITES, submitLogin, hydrated } from './support';

/**
 * The header on a phone: the page never gets wider than the screen (it did: logo, links and the account
 * buttons in one row made it ≈ 600 px wide, the login off-screen), the login or the user menu stays in
 * view, and the links open from a menu button (search-phone.spec.ts checks their labels and registering).
 */
test.use({ locale: 'de-DE' });

async function expectFits(page: Page, url: string, account: string) {
  await page.goto(url);
  await hydrated(page);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page width at ${client} px`).toBe(client);
  const box = await page.locator(account).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= client).toBe(true);
}

for (const width of [320, 390]) {
  test(`at ${width} px a guest sees the login, a signed-in user the menu, and nothing is wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await expectFits(page, `${SITES.suedwest.origin}/fr/emploi`, '[data-testid="guest-menu"] a[href*="login"]');
    await expectFits(page, `${SITES.default.origin}/jobs`, '[data-testid="guest-menu"] a[href*="login"]');
    await submitLogin(page, SITES.default.origin, 'recruiter@demo.jobboard.test', 'Demo-Passwort-2026!');
    await page.waitForURL((u) => !u.pathname.includes('login'));
    await expectFits(page, `${SITES.default.origin}/jobs`, '[data-testid="user-menu"]');
    // The links stay reachable with their whole labels: in the menu the header opens on a phone.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const last = page.getByRole('dialog', { name: 'Hauptnavigation' }).getByRole('link').last();
    await expect(last).toBeInViewport();
    await page.keyboard.press('Escape');
  });
}
