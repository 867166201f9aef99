import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { e2eDatabase, sessionFor } from './database';
import { expectNoProblems, hydrated, SITES, sessionCookieFor, watchPage } from './support';

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
// Far ahead, so the imprint in force stays the demo's for every other journey; publishing the same day
// again rewords that version, so the journey runs again on the same database.
const VERSION = '2099-01-01';

/** The German imprint's "new version" form of the console's legal pages. */
const imprintForm = (page: Page) =>
  page
    .locator('form[data-form="legal-version"]')
    .filter({ has: page.locator('input[name="page"][value="imprint"]') })
    .filter({ has: page.locator('input[name="language"][value="de"]') });

/*
 * The console's legal pages as an administrator meets them: a version dated in the past is refused with
 * its localized message and the text typed kept; a version for a later day is published, listed as
 * scheduled, filtered of its script, and the imprint in force is unchanged until that day.
 */
test('an administrator schedules a new imprint version; a past date is refused with the text kept', async ({ page, context }) => {
  test.setTimeout(120_000);
  const watch = watchPage(page, origin);
  const db = e2eDatabase();
  try {
    const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
    await context.addCookies([sessionCookieFor(token, origin)]);
  } finally {
    await db.end();
  }
  const text = `Impressum der Journey ${Date.now().toString(36)}`;

  await page.goto(`${origin}/admin/content/legal`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Rechtliche Seiten' })).toBeVisible();
  await expectAccessible(page, 'the console’s legal pages');

  await imprintForm(page).locator('input[name="version"]').fill('2020-01-01');
  await imprintForm(page).locator('textarea[name="html"]').fill(`<p>${text}</p>`);
  await imprintForm(page).locator('button[type="submit"]').click();
  await expect(page.getByTestId('legal-error')).toBeVisible();
  await expect(page.getByText('Eine Fassung kann nicht ab einem vergangenen Tag gelten.')).toBeVisible();
  await expect(imprintForm(page).locator('textarea[name="html"]')).toHaveValue(`<p>${text}</p>`);

  await hydrated(page);
  await imprintForm(page).locator('input[name="version"]').fill(VERSION);
  await imprintForm(page).locator('textarea[name="html"]').fill(`<p>${text}</p><script>alert(1)</script>`);
  await imprintForm(page).locator('button[type="submit"]').click();
  await expect(page.getByTestId('legal-notice')).toHaveText('Die neue Fassung ist veröffentlicht.');
  const imprint = page.getByTestId('legal-page').filter({ has: imprintForm(page) });
  const scheduled = imprint.getByTestId('legal-version-row').filter({ hasText: VERSION });
  await expect(scheduled).toContainText('Geplant');
  // The newest wording prefills the form: stored without its script.
  await expect(imprintForm(page).locator('textarea[name="html"]')).toHaveValue(`<p>${text}</p>`);

  await page.goto(`${origin}/impressum`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expectNoProblems(watch);
});
