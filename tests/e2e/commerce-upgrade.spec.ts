import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_RECRUITER } from './job-wizard-steps';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';
import { fillBillingAddress } from './commerce-support';

test.use({ locale: 'de-DE' });

const { origin, prefix } = SITES.suedwest;

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('a recruiter buys a Top upgrade for one of their jobs (picked at checkout), pays by invoice, and the job comes first in /jobs with a Top badge', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const watch = watchPage(page, origin);
  const suffix = Date.now().toString(36);
  await submitLogin(page, origin, DEMO_RECRUITER, DEMO_PASSWORD);
  // Generous waits: the machine running the journeys is shared.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });

  // The job manager offers an upgrade for a published job; it leads to the upgrades on sale.
  await page.goto(`${origin}${prefix}/job-manager?state=published`);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByTestId('upgrade-job').first().click();
  await expect(page).toHaveURL(/\/my-products\?job=\d+/, { timeout: 60_000 });
  await hydrated(page);
  await page.getByRole('link', { name: 'Kaufen: Top-Job' }).click();

  // The checkout asks which of the organization's live jobs gets it.
  await expect(page).toHaveURL(/\/checkout\?/, { timeout: 60_000 });
  await hydrated(page);
  await expectAccessible(page);
  const picker = page.locator('form[data-form="checkout"] select[name="jobId"]');
  await expect(picker).toBeVisible();
  if ((await picker.inputValue()) === '') await picker.selectOption({ index: 1 });
  const jobId = await picker.inputValue();
  const title = (await picker.locator(`option[value="${jobId}"]`).textContent())!.trim();
  await expect(page.getByTestId('checkout-gross')).toHaveText('117,81\u00a0€');
  const checkout = page.locator('form[data-form="checkout"]');
  await fillBillingAddress(checkout, { companyName: 'Demo Arbeitgeber GmbH', email: `top-${suffix}@example.test`, vatNumber: '' });
  await checkout.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/my-products\?ordered=SUEDWEST-/, { timeout: 60_000 });

  // /jobs: the Top jobs come first, each with its badge in words; the bought one is among them.
  await page.goto(`${origin}${prefix}/jobs`);
  await hydrated(page);
  const cards = page.locator('ul[aria-label] > li article');
  const badges = await cards.evaluateAll((articles) => articles.map((a) => a.querySelector('[data-top-badge]') !== null));
  const tops = badges.indexOf(false) < 0 ? badges.length : badges.indexOf(false);
  expect(tops).toBeGreaterThan(0);
  expect(badges.slice(tops).every((b) => !b)).toBe(true);
  const ours = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first();
  await expect(ours.locator('[data-top-badge]')).toHaveText('Top-Job');
  const position = await cards.evaluateAll(
    (articles, t) => articles.findIndex((a) => a.querySelector('h2')?.textContent?.trim() === t),
    title,
  );
  expect(position).toBeGreaterThanOrEqual(0);
  expect(position).toBeLessThan(tops);
  await expectAccessible(page);
  await expectNoProblems(watch);
});
