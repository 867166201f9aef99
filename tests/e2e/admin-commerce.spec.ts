import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoProblems, hydrated, SITES, submitLogin, watchPage } from './support';

/*
 * The shop's section of the staff console: an administrator adds a product (a negative price is
 * refused with the typed values kept), sees it offered, and retires it again, so the shop the next
 * journeys meet is the demo's.
 */
test('an administrator adds a product, a negative price is refused, and the product is retired again', async ({ page }) => {
  const { origin } = SITES.default;
  const watch = watchPage(page, origin);
  await submitLogin(page, origin, 'admin@demo.jobboard.test', 'Demo-Passwort-2026!');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto(`${origin}/admin/commerce`);
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  const name = `Journey-Paket ${Date.now().toString(36)}`;
  const form = page.locator('form[data-form="commerce-product"]');
  await form.locator('input[name="nameDe"]').fill(name);
  await form.locator('input[name="price"]').fill('-5');
  await form.locator('input[name="units"]').fill('2');
  await form.locator('input[name="runtimeDays"]').fill('30');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('commerce-error')).toBeVisible();
  await expect(page.locator('#product-price-helper-text')).toHaveText('Ein Preis kann nicht negativ sein.');
  await expect(page.locator('#product-nameDe')).toHaveValue(name);
  await hydrated(page);

  await page.locator('#product-price').fill('129,90');
  await page.getByRole('button', { name: 'Produkt speichern' }).click();
  await expect(page.getByTestId('commerce-notice')).toBeVisible();
  const row = page.getByTestId('commerce-product-row').filter({ hasText: name });
  await expect(row).toContainText('129,90');
  await expect(row).toContainText('Im Angebot');

  await hydrated(page);
  await row.getByRole('button', { name: `Zurückziehen: ${name}` }).click();
  await expect(page).toHaveURL(/notice=retired/);
  await expect(page.getByTestId('commerce-product-row').filter({ hasText: name })).toContainText('Zurückgezogen');
  await expectNoProblems(watch);
});
