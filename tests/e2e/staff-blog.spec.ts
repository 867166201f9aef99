import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility-support';
import { e2eDatabase, sessionFor } from './database';
import { SITES, expectNoProblems, hydrated, sessionCookieFor, watchPage } from './support';

/*
 * The console's blog as an administrator meets it: a new post written and published from
 * /admin/content shows on the site's /blog; taken back to draft it is gone from there; then it is
 * deleted with the ticked confirmation, so the demo’s blog ends as it was. A job editor gets the 403 page.
 */

const origin = SITES.default.origin;
const db = e2eDatabase();

test.afterAll(async () => {
  await db.end();
});

test('an administrator publishes a post, sees it on /blog, unpublishes it and it is gone', async ({ page, context }) => {
  test.setTimeout(120_000);
  const watch = watchPage(page, origin);
  const { token } = await sessionFor(db, 'admin@demo.jobboard.test');
  await context.addCookies([sessionCookieFor(token, origin)]);
  const title = `Bewerbungstipps ${Date.now()}`;

  await page.goto(`${origin}/admin/content`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogbeiträge' })).toBeVisible();
  await expectAccessible(page, 'the console’s blog posts');
  await page.getByTestId('blog-new').click();
  await expect(page).toHaveURL(`${origin}/admin/content/new`);
  await hydrated(page);
  const form = page.locator('form[data-form="blog-post"]');
  await form.locator('input[name="title"]').fill(title);
  await form.locator('textarea[name="teaser"]').fill('Worauf es im Anschreiben ankommt.');
  await form.locator('textarea[name="bodyHtml"]').fill('<h2>Anschreiben</h2><p>Kurz und konkret.</p>');
  await form.locator('input[name="tags"]').fill('Bewerbung, Tipps');
  // The site the console runs on is ticked for a new post.
  await expect(form.locator('input[name="sites"][value="default"]')).toBeChecked();
  await form.getByLabel('Jetzt veröffentlichen').check();
  await page.getByTestId('blog-save').click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/content/\\d+\\?notice=saved$`));
  await expect(page.getByTestId('blog-notice')).toContainText('Der Beitrag wurde gespeichert.');
  await expect(page.getByTestId('blog-state')).toHaveText('Veröffentlicht');
  await expectAccessible(page, 'a blog post’s form in the console');
  const editPage = page.url().replace(/\?.*$/, '');

  await page.goto(`${origin}/blog`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  await page.goto(editPage);
  await hydrated(page);
  await page.getByTestId('blog-unpublish').click();
  await expect(page.getByTestId('blog-notice')).toContainText('wieder ein Entwurf');
  await expect(page.getByTestId('blog-state')).toHaveText('Entwurf');

  await page.goto(`${origin}/blog`);
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto(editPage);
  await hydrated(page);
  await page.locator('form[data-form="blog-delete"] input[name="confirm"]').check();
  await page.getByTestId('blog-delete').click();
  await expect(page).toHaveURL(`${origin}/admin/content?notice=deleted`);
  await expect(page.getByText(title)).toHaveCount(0);
  await expectNoProblems(watch);
});

test('a job editor gets the console’s 403 page for the blog posts', async ({ browser }) => {
  const editor = await sessionFor(db, 'jobeditor@demo.jobboard.test');
  const editorContext = await browser.newContext();
  await editorContext.addCookies([sessionCookieFor(editor.token, origin)]);
  const page = await editorContext.newPage();
  expect((await page.goto(`${origin}/admin/content`))?.status()).toBe(403);
  await expect(page.getByTestId('staff-forbidden')).toBeVisible();
  expect((await page.goto(`${origin}/admin/content/new`))?.status()).toBe(403);
  await expect(page.getByTestId('staff-forbidden')).toBeVisible();
  await editorContext.close();
});
