import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * The console's landing pages as an administrator meets them: a new page with an alias, saved with the
 * plain form, opens on the board at both paths; deleted with the ticked confirmation, both answer 404.
 */

const origin = SITES.default.origin;
const db = e2eDatabase();

test.afterAll(async () => {
  await db.end();
});

test('an administrator creates a landing page with an alias, opens it at both paths and deletes it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const watch = watchPage(page, origin);
  const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);
  // Digits keep the paths apart when the journey runs again on the same database.
  const stamp = Date.now();
  const path = `/pflegejobs-journey-${stamp}`;
  const alias = `/pflege-journey-${stamp}`;
  const title = `Pflegejobs Journey ${stamp}`;

  await page.goto(`${origin}/admin/content/pages`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Landingpages' })).toBeVisible();
  await expectAccessible(page, 'the console’s landing pages');
  await page.getByTestId('landing-page-new').click();
  await expect(page).toHaveURL(`${origin}/admin/content/pages/new`);
  await hydrated(page);
  const form = page.locator('form[data-form="landing-page"]');
  await form.locator('input[name="title"]').fill(title);
  await form.locator('input[name="path"]').fill(path);
  await form.locator('textarea[name="aliases"]').fill(alias);
  await form.locator('textarea[name="introHtml"]').fill('<p>Pflegejobs in der Region.</p>');
  await form.locator('input[name="searchQuery"]').fill('search=Pflege');
  await form.locator('input[name="published"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${origin}/admin/content/pages/\\d+\\?notice=saved$`));
  await expect(page.getByTestId('landing-page-notice')).toBeVisible();
  await expectAccessible(page, 'a landing page’s form in the console');
  const editor = page.url().replace(/\?.*$/, '');

  for (const at of [path, alias]) {
    await page.goto(`${origin}${at}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await expectNoProblems(watch);

  await page.goto(editor);
  await hydrated(page);
  const remove = page.locator('form[data-form="landing-page-delete"]');
  await remove.locator('input[name="confirmed"]').check();
  await remove.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(`${origin}/admin/content/pages?notice=deleted`);
  await expect(page.getByTestId('landing-page-notice')).toBeVisible();

  for (const at of [path, alias]) {
    const response = await page.goto(`${origin}${at}`);
    expect(response?.status()).toBe(404);
  }
});
