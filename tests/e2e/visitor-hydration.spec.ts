import { type Page, expect, test } from '@playwright/test';
import { visitorLoaderScript } from '../../src/ui/server/visitor-loader-script';
import { SITES, expectNoProblems, hydrated, submitLogin, watchPage } from './support';

/**
 * A visitor's page loads none of the board's scripts until the visitor does something: reading needs no
 * JavaScript, so a phone spends neither the bytes nor the main thread on it. The first interaction loads
 * them, and nothing typed meanwhile is lost. A job page counts as viewed without any interaction, once.
 * Signed-in users, and visitors who allowed a tracker, get the scripts at once.
 */
test.use({ locale: 'de-DE' });

const { origin } = SITES.default;

/** The board's scripts and its messages the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js') || path.startsWith('/api/messages/')) asked.push(path);
  });
  return asked;
}

/** What the page reported to the job statistics (a beacon's body is not always visible to the test: then "?"). */
function statisticsBeacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/job-events') sent.push(r.postData() ?? '?');
  });
  return sent;
}

test('a visitor’s job list loads no script until the visitor interacts, and keeps what was typed meanwhile', async ({ page }) => {
  const watch = watchPage(page, origin);
  const asked = scriptRequests(page);
  // The entry module waits until the typing is done, as it would on a slow phone.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await typed;
    await route.continue();
  });

  await page.goto(`${origin}/jobs`);
  await page.waitForLoadState('networkidle');
  expect(asked, 'no script before the visitor does anything').toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  const place = page.getByRole('combobox', { name: 'Wo?' });
  await place.click();
  await place.pressSequentially('Freiburg', { delay: 20 });
  expect(asked.length, 'the first interaction asks for the scripts').toBeGreaterThan(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(place).toHaveValue('Freiburg');

  // The search now runs in the page (the same document), with the place typed before hydration.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('button', { name: 'Jobs finden' }).click();
  await expect(page).toHaveURL(/[?&]lat=47\.\d+/);
  expect(new URL(page.url()).searchParams.get('geo_location')).toMatch(/^Freiburg/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectNoProblems(watch);
});

test('a visitor whose first interaction is a scroll stays where they scrolled when the page hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 800 });
  await page.goto(`${origin}/jobs`);
  await page.waitForLoadState('networkidle');
  // The wheel is the interaction that loads the scripts.
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The router's first render after hydration put such a page back at the top.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1200);
});

test('a job page counts its view without any interaction, and not again once it hydrates', async ({ page }) => {
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/jobs`);
  const href = await page.locator('main a[href^="/job/"]').first().getAttribute('href');
  const beacons = statisticsBeacons(page);
  const asked = scriptRequests(page);
  await page.goto(`${origin}${href}`);
  const jobId = await page.locator('article[data-job-id]').getAttribute('data-job-id');
  await expect.poll(() => beacons.length).toBe(1);
  if (beacons[0] !== '?') expect(JSON.parse(beacons[0] as string)).toEqual({ jobId, kind: 'view' });
  expect(asked).toEqual([]);

  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(beacons.length, 'the view is not reported again after hydration').toBe(1);
  await expectNoProblems(watch);
});

test('a signed-in user’s page, and a visitor who allowed a tracker, get the scripts at once', async ({ page, context }) => {
  await context.addCookies([{ name: 'jb_consent', value: 'v1~pageAnalytics:1', url: origin }]);
  await page.goto(`${origin}/jobs`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await context.clearCookies();
  await submitLogin(page, origin, 'bewerber@demo.jobboard.test', 'Demo-Passwort-2026!');
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto(`${origin}/jobs`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('the waiting script starts a campaign visit at once only where the site keeps the campaign', async ({ page }) => {
  // The script alone, on a page of its own whose entry module only says that it ran.
  let campaignAtOnce = true;
  await page.route('http://loader.test/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/entry.js') return route.fulfill({ contentType: 'text/javascript', body: 'window.started = true;' });
    const script = visitorLoaderScript(['/entry.js'], null, { campaignAtOnce });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><html><body><p>Stellen</p><script>${script}</script></body></html>`,
    });
  });
  const started = () => page.evaluate(() => (window as { started?: boolean }).started === true);

  await page.goto('http://loader.test/jobs?utm_source=newsletter');
  await expect.poll(started).toBe(true);

  await page.goto('http://loader.test/jobs');
  await page.waitForTimeout(300);
  expect(await started()).toBe(false);
  await page.keyboard.press('Shift');
  await expect.poll(started).toBe(true);

  campaignAtOnce = false;
  await page.goto('http://loader.test/jobs?utm_source=newsletter');
  await page.waitForTimeout(300);
  expect(await started()).toBe(false);
});
