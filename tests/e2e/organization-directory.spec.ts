import { expect, test } from '@playwright/test';
import { SITES, expectNoProblems, hydrated, watchPage } from './support';

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;

test('a visitor filters the employer directory by two facets (clean path), sees the counts, and opens a profile', async ({ page }) => {
  const watch = watchPage(page, origin);
  const response = await page.goto(`${origin}/arbeitgeber-suchen`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Arbeitgeber finden');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/arbeitgeber-suchen$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const cards = page.getByTestId('directory-card');
  await expect(cards).toHaveCount(12);
  // The site's featured employers come first.
  await expect(cards.first()).toContainText('Empfohlen');

  const industry = page.getByRole('group', { name: 'Branche' });
  await industry.getByLabel(/^IT & Software \(\d+\)$/).check();
  await expect(page).toHaveURL(`${origin}/arbeitgeber-suchen/it-software`);
  // Multi-select: the chosen industry's facet still offers the others, with their counts.
  await expect(industry.getByRole('checkbox', { name: /^Handel \(\d+\)$/ })).not.toBeChecked();
  const occupations = page.getByRole('group', { name: 'Berufsfelder' });
  const dev = occupations.getByLabel(/^Softwareentwicklung \(\d+\)$/);
  const expected = Number(/\((\d+)\)$/.exec((await dev.locator('xpath=..').innerText()).trim())![1]);
  await dev.check();
  await expect(page).toHaveURL(`${origin}/arbeitgeber-suchen/it-software/softwareentwicklung`);
  await expect(page.getByTestId('directory-total')).toHaveText(`${expected} Arbeitgeber`);
  await expect(cards).toHaveCount(Math.min(expected, 12));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/arbeitgeber-suchen\/it-software\/softwareentwicklung$/);

  const first = cards.first();
  const name = (await first.locator('h2').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/organization\/[a-z0-9-]+$/);
  await expect(page.locator('h1')).toHaveText(name);
  await expectNoProblems(watch);
});

test('a search nothing matches says so and is not indexed; a path segment naming nothing is a 404', async ({ page }) => {
  await page.goto(`${origin}/arbeitgeber-suchen?search=gibtesnichtxyz`);
  await expect(page.getByText('Kein Arbeitgeber passt zu dieser Suche.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const missing = await page.goto(`${origin}/arbeitgeber-suchen/gibt-es-nicht`);
  expect(missing?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form filters and the answer moves to the clean URL', async ({ page }) => {
    await page.goto(`${origin}/arbeitgeber-suchen`);
    await page
      .getByRole('group', { name: 'Studienrichtungen' })
      .getByLabel(/^Informatik \(\d+\)$/)
      .check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(`${origin}/arbeitgeber-suchen/informatik`);
    await expect(page.getByTestId('directory-card').first()).toBeVisible();
  });
});

test('the home page shows the featured employers', async ({ page }) => {
  await page.goto(`${origin}/`);
  await hydrated(page);
  const block = page.getByTestId('featured-organizations');
  await expect(block.getByRole('heading', { name: 'Empfohlene Arbeitgeber' })).toBeVisible();
  await expect(block.getByTestId('directory-card')).toHaveCount(4);
  await expect(block.getByRole('link', { name: 'Alle Arbeitgeber' })).toHaveAttribute('href', '/arbeitgeber-suchen');
});
