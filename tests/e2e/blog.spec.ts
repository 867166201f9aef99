import { expect, test } from '@playwright/test';
import { SITES, expectNoProblems, watchPage, hydrated } from './support';

test.use({ locale: 'de-DE' });

const { origin } = SITES.default;
const POST_URL = /\/blog\/\d{4}\/\d{2}\/[a-z0-9-]+$/;

test('home → blog → post → tag → back, hydrated without errors', async ({ page }) => {
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/`);
  await hydrated(page);

  await page.locator('header a[href="/blog"]').click();
  await expect(page).toHaveURL(`${origin}/blog`);
  await expect(page.locator('h1')).toHaveText('Magazin');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/www\.[^/]+\/blog$/);
  const posts = page.locator('main article h2 a');
  await expect(posts.first()).toBeVisible();
  const title = (await posts.first().innerText()).trim();

  await posts.first().click();
  await expect(page).toHaveURL(POST_URL);
  const postUrl = page.url();
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(postUrl).pathname}$`));
  await expect(page.locator('main h2').first()).toBeVisible(); // the body's rich text

  const tag = page.locator('main a[href^="/blog/tag/"]').first();
  const tagName = (await tag.innerText()).trim();
  await tag.click();
  await expect(page).toHaveURL(/\/blog\/tag\/[^/]+$/);
  await expect(page.locator('h1')).toContainText(tagName);
  await expect(page.locator('main article h2 a', { hasText: title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(postUrl);
  await expect(page.locator('h1')).toHaveText(title);
  await expectNoProblems(watch);
});

test('list and post render with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const list = await page.goto(`${origin}/blog`);
  expect(list?.status()).toBe(200);
  await expect(page.locator('main article h2 a').first()).toBeVisible();
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(POST_URL);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('main a[href^="/blog/tag/"]').first()).toBeVisible();
  await context.close();
});

test('a post under the wrong year and month answers 301 to its URL; unknown posts 404', async ({ page, request }) => {
  await page.goto(`${origin}/blog`);
  const href = (await page.locator('main article h2 a').first().getAttribute('href'))!;
  const slug = href.split('/').pop()!;
  const response = await request.get(`${origin}/blog/2000/01/${slug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location!, origin).pathname).toBe(href);

  const missing = await page.goto(`${origin}/blog/2000/01/gibt-es-nicht`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Beitrag nicht gefunden');
});
