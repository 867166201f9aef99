import { expect, test, type Locator, type Page } from '@playwright/test';
import { SITES, expectNoProblems, hydrated, watchPage } from './support';

/**
 * The job search as a new visitor uses it: on a phone (390 × 844) the header shows whole labels and a
 * way to register, the filters open from a button above the results, and ticking a filter keeps the
 * place and the focus (on a desktop too); a place typed without picking a suggestion is searched, also
 * where the visitor said no to place suggestions.
 */
test.use({ locale: 'de-DE' });

const PHONE = { width: 390, height: 844 };
const countOf = async (page: Page) => Number((await page.getByTestId('search-total').innerText()).replace(/\D/g, ''));

/** Whether an element shows its whole text (nothing cut by an ellipsis or an overflow). */
const showsWholeText = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.scrollWidth <= el.clientWidth + 1 && box.left >= 0 && box.right <= window.innerWidth;
  });

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

test('phone: the header shows whole labels, its menu offers registering and gives the focus back', async ({ page }) => {
  const watch = watchPage(page, SITES.default.origin);
  await page.setViewportSize(PHONE);
  await page.goto(`${SITES.default.origin}/jobs`);
  await hydrated(page);
  await page.screenshot({ path: 'test-results/search-phone-header.png' });
  const header = page.locator('header');
  for (const link of await header.getByRole('link').all()) {
    if (await link.isVisible()) expect(await showsWholeText(link), await link.innerText()).toBe(true);
  }
  await expect(header.getByRole('link', { name: 'Anmelden' })).toBeInViewport();

  const menuButton = header.getByRole('button', { name: 'Menü öffnen' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Hauptnavigation' });
  await expect(menu).toBeVisible();
  for (const name of ['Startseite', 'Jobs', 'Magazin']) {
    const link = menu.getByRole('link', { name });
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect.poll(() => showsWholeText(link.getByText(name))).toBe(true);
  }
  await expect(menu.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Registrieren' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await isFocused(menuButton)).toBe(true);

  await menuButton.click();
  await page.getByRole('dialog', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(`${SITES.default.origin}/user/register`);
  await expectNoProblems(watch);
});

test('phone: a Filters button above the results opens the filters; a tick keeps the focus there', async ({ page }) => {
  const watch = watchPage(page, SITES.default.origin);
  await page.setViewportSize(PHONE);
  await page.goto(`${SITES.default.origin}/jobs`);
  await hydrated(page);
  const all = await countOf(page);

  const filters = page.getByRole('button', { name: 'Filter', exact: true });
  await expect(filters).toBeInViewport();
  const firstResult = page.locator('main a[href*="/job/"]').first();
  expect((await filters.boundingBox())!.y).toBeLessThan((await firstResult.boundingBox())!.y);
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: 'test-results/search-phone-filters.png' });

  const vollzeit = drawer.getByRole('checkbox', { name: /^Vollzeit \(\d+\)$/ });
  await vollzeit.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(`${SITES.default.origin}/jobs/vollzeit`);
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  await expect(drawer).toBeVisible();
  await expect(vollzeit).toBeChecked();
  expect(await isFocused(vollzeit)).toBe(true);
  await expect(drawer.getByTestId('show-results')).toHaveText(`${await countOf(page)} Stellenangebote anzeigen`);

  // The drawer keeps the focus inside while open, and gives it back to its button when it closes.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const reopened = page.getByRole('button', { name: 'Filter (1)' });
  expect(await isFocused(reopened)).toBe(true);
  // The filters still belong to the search: a new word keeps the ticked one.
  await page.getByLabel('Was?').fill('Pflege');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page).toHaveURL(`${SITES.default.origin}/jobs/vollzeit?search=Pflege`);
  await expectNoProblems(watch);
});

test('desktop: ticking a filter keeps the scroll position and the focus on the checkbox', async ({ page }) => {
  const watch = watchPage(page, SITES.default.origin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${SITES.default.origin}/jobs`);
  await hydrated(page);
  const box = page.getByRole('checkbox', { name: /^Teilzeit \(\d+\)$/ });
  await box.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await box.check();
  await expect(page).toHaveURL(`${SITES.default.origin}/jobs/teilzeit`);
  await expect(page.getByRole('link', { name: 'Filter entfernen: Teilzeit' })).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
  await expect(box).toBeChecked();
  expect(await isFocused(box)).toBe(true);
  await expectNoProblems(watch);
});

test('a place typed but not picked is searched with JavaScript too', async ({ page }) => {
  const watch = watchPage(page, SITES.default.origin);
  await page.goto(`${SITES.default.origin}/jobs`);
  await hydrated(page);
  const all = await countOf(page);
  await page.getByLabel('Wo?').fill('Freiburg');
  await page.getByLabel('Umkreis').selectOption('25');
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page).toHaveURL(/[?&]lat=47\.\d+/);
  const url = new URL(page.url());
  expect(url.searchParams.get('geo_location')).toMatch(/^Freiburg/);
  expect(url.searchParams.get('radius')).toBe('25');
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  await expect(page.getByRole('link', { name: /Filter entfernen: Freiburg.*25 km/ })).toBeVisible();
  await expectNoProblems(watch);
});

test('where suggestions need consent, a visitor who says no still searches by place, with no suggestion fetched', async ({ page }) => {
  const SW = SITES.suedwest;
  const watch = watchPage(page, SW.origin);
  await page.goto(`${SW.origin}/de/jobs`);
  await hydrated(page);
  const all = await countOf(page);
  const place = page.getByLabel('Wo?');
  await place.click();
  const prompt = page.locator('[data-geo-consent]');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Nein, danke' }).click();
  await expect(prompt).toBeHidden();

  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await place.pressSequentially('Stuttgart', { delay: 30 });
  await page.waitForTimeout(600);
  expect(asked, 'no request while typing').toEqual([]);
  await expect(page.locator('[data-place-option]')).toHaveCount(0);
  await expect(prompt).toBeHidden();

  await place.press('Enter');
  await expect(page).toHaveURL(/[?&]lat=48\.\d+/);
  expect(new URL(page.url()).searchParams.get('geo_location')).toBe('Stuttgart');
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  await expectNoProblems(watch);
});

test('phone without JavaScript: the Filters button is a link down to the filters, which still apply', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${SITES.default.origin}/jobs`);
  const filters = page.getByRole('link', { name: 'Filter', exact: true });
  await expect(filters).toBeInViewport();
  await expect(filters).toHaveAttribute('href', '#search-filters');
  await filters.click();
  await expect(page.getByRole('heading', { name: 'Filter', exact: true })).toBeInViewport();
  await page.getByRole('checkbox', { name: /^Teilzeit \(\d+\)$/ }).check();
  await page.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(`${SITES.default.origin}/jobs/teilzeit`);
  await context.close();
});
