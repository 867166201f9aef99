import { expect, test } from '@playwright/test';
import { e2eDatabase } from './database';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

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

test('the owner adds a field of study and takes the profile out of the directory; the directory follows', async ({ page }) => {
  const watch = watchPage(page, origin);
  await submitLogin(page, origin, 'recruiter@demo.jobboard.test', 'Demo-Passwort-2026!');
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await hydrated(page);
  try {
    await page.goto(`${origin}/organization/neckar-software-gmbh/edit`);
    const form = page.locator('form[data-form="organization-profile"]');
    await expect(form.getByTestId('rich-text-editor')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await form.getByLabel('Studienrichtungen').click();
    await page.getByRole('option', { name: 'Chemie', exact: true }).click();
    await form.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(page.getByTestId('profile-saved')).toContainText('Das Profil wurde gespeichert.');

    await page.goto(`${origin}/arbeitgeber-suchen/chemie`);
    await expect(page.getByTestId('directory-card').filter({ hasText: 'Neckar Software GmbH' })).toHaveCount(1);

    await page.goto(`${origin}/organization/neckar-software-gmbh/edit`);
    await expect(form.getByTestId('rich-text-editor')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await form.getByLabel('Im Arbeitgeberverzeichnis zeigen').uncheck();
    await form.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(page.getByTestId('profile-saved')).toContainText('Das Profil wurde gespeichert.');
    await page.goto(`${origin}/arbeitgeber-suchen/chemie`);
    await expect(page.getByTestId('directory-card').filter({ hasText: 'Neckar Software GmbH' })).toHaveCount(0);
    // The profile page itself stays reachable, and shows the field of study.
    await page.goto(`${origin}/organization/neckar-software-gmbh`);
    await expect(page.getByRole('region', { name: 'Studienrichtungen' }).getByText('Chemie')).toBeVisible();
    await expectNoProblems(watch);
  } finally {
    const db = e2eDatabase();
    await db
      .query(
        `with o as (select id from organizations where slug = 'neckar-software-gmbh')
         , d as (delete from organization_terms ot using terms t, o
                 where ot.organization_id = o.id and t.id = ot.term_id and t.vocabulary = 'fieldsOfStudy' and t.aliases ->> 'de' = 'chemie')
         update organizations set published = true where id = (select id from o)`,
      )
      .finally(() => db.end());
  }
});
