import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * The console's home page picks as an administrator meets them: a staff pick of the featured block is
 * ended on /admin/content/home and its job is not among the home page's featured jobs; picked again by
 * its number, it is back. The demo's blocks end as they were (the same jobs, one picked from now on).
 */

const origin = SITES.default.origin;
const db = e2eDatabase();

test.afterAll(async () => {
  await db.end();
});

test('an administrator ends a featured pick, the home page drops the job, and picks it again', async ({ page, context }) => {
  test.setTimeout(120_000);
  const watch = watchPage(page, origin);
  const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);
  const featuredOnHome = page.locator('[data-home-block="featured-jobs"]');

  await page.goto(`${origin}/admin/content/home`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Startseiten-Auswahl' })).toBeVisible();
  await expectAccessible(page, 'the console’s home page picks');
  const featured = page.locator('[data-testid="home-block"][data-kind="featured"]');
  const firstPick = featured.locator('[data-testid="home-highlight-row"][data-source="staff"]').first();
  const title = (await firstPick.getByRole('link').textContent())?.trim() ?? '';
  const href = (await firstPick.getByRole('link').getAttribute('href')) ?? '';
  const number = /(\d+)\)\s*$/.exec((await firstPick.locator('td').first().textContent()) ?? '')?.[1] ?? '';
  expect(title.length).toBeGreaterThan(0);
  expect(href).toMatch(/\/job\/[a-z0-9-]+$/);
  expect(number).toMatch(/^\d+$/);
  const onHome = featuredOnHome.locator(`a[href="${href}"]`);

  await page.getByRole('button', { name: `Auswahl von ${title} jetzt beenden` }).click();
  await expect(page.getByTestId('home-picks-notice')).toHaveText('Die Auswahl wurde beendet.');
  await expect(featured.locator(`[data-source="staff"] a[href="${href}"]`)).toHaveCount(0);
  await page.goto(`${origin}/`);
  await expect(onHome).toHaveCount(0);

  // Picked again by the number the desk shows: the newest pick, so the home page's block shows it.
  await page.goto(`${origin}/admin/content/home`);
  await hydrated(page);
  const form = page.locator('#home-pick-form');
  await form.locator('input[name="job"]').fill(`Nr. ${number}`);
  await form.locator('select[name="kind"]').selectOption('featured');
  await form.getByRole('button', { name: 'Auswählen' }).click();
  await expect(page.getByTestId('home-picks-notice')).toHaveText('Die Stelle wurde für die Startseite ausgewählt.');
  await expect(featured.locator(`[data-source="staff"] a[href="${href}"]`)).toHaveCount(1);
  await expectAccessible(page, 'the home page picks after a pick');
  await page.goto(`${origin}/`);
  await expect(onHome.first()).toBeVisible();
  expectNoProblems(watch);
});
