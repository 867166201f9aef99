import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support';

/*
 * Consent before tracking on mainfranken, which the journeys' server gives three stand-in trackers (page
 * analytics, a social pixel and event tracking, playwright.config.ts) served from a local port by this
 * file: nothing reaches the tracker host before the visitor agrees, each tracker loads with its service's
 * consent and the page's nonce, events reach the data layer and the tags of consented trackers, taking a
 * running tracker's consent back reloads the page, and it all works without JavaScript too (plain form,
 * first-party cookie).
 */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const origin = `http://localhost:${3002 + OFFSET}`;
const trackerPort = 4200 + OFFSET;

/** The tags' global functions as playwright.config.ts names them for mainfranken. */
const TAG_FUNCTIONS: Record<string, string> = { 'page-analytics': 'standInGtag', 'event-tracking': 'standInWebTracking' };

let trackerHost: Server;
const trackerRequests: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  trackerHost = createServer((req, res) => {
    trackerRequests.push(req.url ?? '');
    const service = /^\/([a-z-]+)\.js$/.exec(req.url ?? '')?.[1];
    if (!service) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
    // The page analytics and the event tracking bring the tags' functions, as a real tag's script would.
    const tag = TAG_FUNCTIONS[service];
    const defineTag = tag
      ? `window.${tag} = function (command, event, params) { (window.__tagCalls = window.__tagCalls || []).push([${JSON.stringify(service)}, command, event, params]); };`
      : '';
    res.end(`(window.__standInTrackers = window.__standInTrackers || []).push(${JSON.stringify(service)});${defineTag}`);
  });
  await new Promise<void>((resolve) => trackerHost.listen(trackerPort, '127.0.0.1', resolve));
  // The journeys' server waits for one site only; mainfranken's workers may still be starting.
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => trackerHost.close(() => resolve()));
});

test.beforeEach(() => {
  // Several pages and a reload: the default minute is short on a machine shared with other journeys.
  test.setTimeout(180_000);
  trackerRequests.length = 0;
});

const loadedTrackers = (page: Page) => page.evaluate(() => (window as unknown as { __standInTrackers?: string[] }).__standInTrackers ?? []);
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
const tagCalls = (page: Page) => page.evaluate(() => (window as unknown as { __tagCalls?: unknown[] }).__tagCalls ?? []);
const banner = (page: Page) => page.locator('[data-consent-banner]');

test('nothing reaches a tracker before consent; accepting loads each tracker with the nonce; withdrawing one reloads the page', async ({
  page,
}) => {
  const response = await page.goto(`${origin}/`);
  // The banner comes with the page (no shift when it appears), at the top, in the page's flow.
  expect(await response!.text()).toContain('data-consent-banner');
  await hydrated(page);
  await expect(banner(page).getByRole('heading', { name: 'Cookies und Dienste' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[data-consent-banner]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.waitForTimeout(1000);
  expect(trackerRequests).toEqual([]);
  expect(await loadedTrackers(page)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await loadedTrackers(page)).sort()).toEqual(['event-tracking', 'page-analytics', 'social-pixel']);
  expect(trackerRequests.sort()).toEqual(['/event-tracking.js', '/page-analytics.js', '/social-pixel.js']);
  // The trackers carry the page's nonce (the CSP trusts them without a host list).
  const nonces = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[data-tracker]')].map((s) => s.nonce));
  expect(nonces).toHaveLength(3);
  for (const nonce of nonces) expect(nonce.length).toBeGreaterThan(10);
  expect((await page.context().cookies(origin)).find((c) => c.name === 'jb_consent')?.value).toBe(
    'v1~pageAnalytics:1~socialPixel:1~eventTracking:1~youtube:1~vimeo:1~map:1',
  );

  // The next page asks nothing and loads the trackers at once.
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await loadedTrackers(page)).sort()).toEqual(['event-tracking', 'page-analytics', 'social-pixel']);
  // The page view went to the data layer, as a guest's: anonymous, user id -1, the page's shape.
  const jobsView = { route: '/jobs', user_role: 'anonymous', current_user_role: 'anonymous', current_user_id: '-1' };
  expect(await dataLayer(page)).toContainEqual({ event: 'page_view', ...jobsView });
  // And to both tags, gtag's way, once their scripts brought them.
  await expect.poll(() => tagCalls(page)).toContainEqual(['page-analytics', 'event', 'page_view', jobsView]);
  await expect.poll(() => tagCalls(page)).toContainEqual(['event-tracking', 'event', 'page_view', jobsView]);

  // The footer's cookie settings reopen the banner in place; taking analytics back reloads the page.
  const url = page.url();
  await page.locator('footer').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
  await expect(banner(page)).toBeVisible();
  expect(page.url()).toBe(url);
  await banner(page).getByText('Dienste auswählen').click();
  const analytics = banner(page).getByRole('checkbox', { name: /Seitenanalyse/ });
  await expect(analytics).toBeChecked();
  await analytics.uncheck();
  trackerRequests.length = 0;
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await reloaded;
  // A reload on a machine busy with other journeys can take a while to hydrate.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect.poll(async () => (await loadedTrackers(page)).sort()).toEqual(['event-tracking', 'social-pixel']);
  expect(trackerRequests.sort()).toEqual(['/event-tracking.js', '/social-pixel.js']);
  // Without analytics' consent its tag gets nothing; the web tracking tag still gets the page view.
  await expect
    .poll(() => tagCalls(page))
    .toContainEqual(['event-tracking', 'event', 'page_view', expect.objectContaining({ route: '/jobs' })]);
  expect((await tagCalls(page)).filter((call) => (call as string[])[0] === 'page-analytics')).toEqual([]);
});

test('rejecting loads nothing, now and on the next pages', async ({ page }) => {
  await page.goto(`${origin}/`);
  await hydrated(page);
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(trackerRequests).toEqual([]);
  expect((await page.context().cookies(origin)).find((c) => c.name === 'jb_consent')?.value).toBe(
    'v1~pageAnalytics:0~socialPixel:0~eventTracking:0~youtube:0~vimeo:0~map:0',
  );
  expect(await dataLayer(page)).toEqual([]);
});

test('without JavaScript the banner and the cookie settings page are plain forms', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/jobs`);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(page).toHaveURL(`${origin}/jobs`);
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies(origin)).find((c) => c.name === 'jb_consent')?.value).toBe(
    'v1~pageAnalytics:0~socialPixel:0~eventTracking:0~youtube:0~vimeo:0~map:0',
  );

  // The settings page shows the answers and takes a new one.
  await page.goto(`${origin}/cookie-einstellungen`);
  const settings = page.locator('[data-consent-settings]');
  await expect(settings.getByRole('checkbox', { name: /Social-Media-Pixel/ })).not.toBeChecked();
  await settings.getByRole('checkbox', { name: /Social-Media-Pixel/ }).check();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page).toHaveURL(`${origin}/cookie-einstellungen?saved=1`);
  await expect(settings.getByRole('status')).toHaveText('Ihre Auswahl wurde gespeichert.');
  await expect(settings.getByRole('checkbox', { name: /Social-Media-Pixel/ })).toBeChecked();
  expect((await context.cookies(origin)).find((c) => c.name === 'jb_consent')?.value).toBe(
    'v1~pageAnalytics:0~socialPixel:1~eventTracking:0~youtube:0~vimeo:0~map:0',
  );
  expect(trackerRequests).toEqual([]);
  await context.close();
});

test('a consent post from another site or without the token changes nothing', async ({ request }) => {
  const forged = await request.post(`${origin}/api/tracking/consent`, {
    form: { choice: 'accept', returnTo: '/' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBeGreaterThanOrEqual(300);
  expect(forged.headers()['set-cookie'] ?? '').not.toContain('jb_consent');
  const tokenless = await request.post(`${origin}/api/tracking/consent`, {
    form: { choice: 'accept', returnTo: '/' },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(tokenless.headers()['set-cookie'] ?? '').not.toContain('jb_consent');
});

test('after consent the search, the job, its share and its employer reach the data layer with their dimensions', async ({ page }) => {
  // A share opens the network's page in a new tab: nothing may leave this machine.
  await page.context().route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.goto(`${origin}/`);
  await hydrated(page);
  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner(page)).toHaveCount(0);

  await page.goto(`${origin}/jobs`);
  await hydrated(page);
  await expect.poll(async () => (await dataLayer(page)).map((e) => (e as { event: string }).event)).toContain('job_search');
  expect(await dataLayer(page)).toContainEqual({
    event: 'job_search',
    search_query: '(none)',
    region: '(none)',
    entity_type: 'job',
    entity_id: '-1',
    route: '/jobs',
    request_status: 'results',
    user_role: 'anonymous',
    current_user_role: 'anonymous',
    current_user_id: '-1',
  });

  // The first job of the list: its page view and its visit, by the job's shape, never its slug.
  const card = page.locator('.job-card-title a').first();
  const title = (await card.innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/job\//);
  await hydrated(page);
  const jobId = await page.locator('article[data-job-id]').getAttribute('data-job-id');
  const visit = async () =>
    (await dataLayer(page)).find((e) => (e as { event: string }).event === 'job_visit') as Record<string, string> | undefined;
  await expect.poll(visit).toBeTruthy();
  expect(await visit()).toMatchObject({
    event: 'job_visit',
    entity_id: jobId,
    entity_type: 'job',
    route: '/job/{...}',
    current_user_id: '-1',
  });
  expect((await visit())?.entity_title).toBe(title);
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'page_view', route: '/job/{...}' }));

  const popup = page.waitForEvent('popup');
  await page.locator('[data-share="whatsapp"]').click();
  await (await popup).close();
  expect(await dataLayer(page)).toContainEqual(
    expect.objectContaining({ event: 'job_share', entity_id: jobId, event_occurrence_place: 'whatsapp', route: '/job/{...}' }),
  );

  // The employer's profile: the organization page's own announcement reaches the data layer now.
  await page.locator('article[data-job-id] h1 + * a[href*="/organization/"]').click();
  await expect(page).toHaveURL(/\/organization\//);
  await hydrated(page);
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => (e as { event: string }).event === 'orgprofile_visit'))
    .toMatchObject({ entity_type: 'organization', route: '/organization/{...}', current_user_id: '-1' });

  // The directory, in German at /arbeitgeber-suchen, is reported in the internal spelling.
  await page.goto(`${origin}/arbeitgeber-suchen`);
  await hydrated(page);
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => (e as { event: string }).event === 'orgprofile_search'))
    .toMatchObject({ route: '/organizations', search_query: '(none)' });
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'page_view', route: '/organizations' }));
  // Nothing about a visit went out before the visitor agreed: no event without consent was kept.
  expect(trackerRequests.every((url) => /^\/[a-z-]+\.js$/.test(url))).toBe(true);
});
