import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/*
 * Consent from a vendor on karriere, which the journeys' server configures with ConsentManager
 * (playwright.config.ts): event tracking and page analytics are the vendor's services `s1` and `s26`.
 * This file stands in for the vendor's script with the browser API consentmanager.net documents
 * (`__cmp('getCMPData')`, `__cmp('addEventListener', ['consent', …])`, `showScreenAdvanced`), keeping
 * its answer in the browser as the real one keeps its cookie. Nothing reaches the data layer and no
 * tracker loads before the vendor says yes; withdrawing a running tracker's consent reloads the page.
 */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const origin = `http://localhost:${3004 + OFFSET}`;
const vendorHost = `http://127.0.0.1:${4200 + OFFSET}/vendor`;

const STAND_IN_CMP = `(() => {
  const KEY = 'standInCmp';
  const listeners = {};
  const stored = () => JSON.parse(localStorage.getItem(KEY) || 'null');
  const fire = (name) => (listeners[name] || []).slice().forEach((handler) => handler(name, null));
  const answer = (all) => {
    localStorage.setItem(KEY, JSON.stringify({ s1: all, s26: all }));
    layer.hidden = true;
    fire('consent');
    fire('consentscreenoff');
  };
  const layer = document.createElement('div');
  layer.id = 'stand-in-cmp';
  layer.setAttribute('role', 'dialog');
  layer.setAttribute('aria-label', 'Stand-in consent layer');
  for (const [label, all] of [['Accept all', true], ['Reject all', false]]) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', () => answer(all));
    layer.appendChild(button);
  }
  layer.hidden = stored() !== null;
  document.body.appendChild(layer);
  window.__cmp = (command, parameter) => {
    if (command === 'getCMPData') {
      const consents = stored();
      return { consentExists: consents !== null, vendorConsents: consents || {}, purposeConsents: {} };
    }
    if (command === 'addEventListener') (listeners[parameter[0]] = listeners[parameter[0]] || []).push(parameter[1]);
    if (command === 'removeEventListener') listeners[parameter[0]] = (listeners[parameter[0]] || []).filter((h) => h !== parameter[1]);
    if (command === 'showScreenAdvanced') layer.hidden = false;
    return undefined;
  };
  setTimeout(() => fire('settings'), 50);
})();`;

const vendorRequests: string[] = [];

async function standInVendor(context: BrowserContext): Promise<void> {
  await context.route(`${vendorHost}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    vendorRequests.push(path);
    const body =
      path === '/vendor/consentmanager.js'
        ? STAND_IN_CMP
        : path === '/vendor/page-analytics.js'
          ? `(window.__standInTrackers = window.__standInTrackers || []).push('page-analytics');`
          : null;
    return body === null
      ? route.fulfill({ status: 404 })
      : route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'Cache-Control': 'no-store' }, body });
  });
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, string>> }).dataLayer ?? []);
const loadedTrackers = (page: Page) => page.evaluate(() => (window as unknown as { __standInTrackers?: string[] }).__standInTrackers ?? []);
const layer = (page: Page) => page.getByRole('dialog', { name: 'Stand-in consent layer' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The journeys' server waits for one site only; karriere's workers may still be starting.
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] })
    .toBe(200);
});

test.beforeEach(() => {
  test.setTimeout(180_000);
  vendorRequests.length = 0;
});

test('the vendor’s answer gates the data layer and the trackers; taking it back reloads the page', async ({ page, context }) => {
  await standInVendor(context);
  await page.goto(`${origin}/de/jobs`);
  await hydrated(page);
  // The vendor asks, not the board: its script comes with the page's nonce and no board banner shows.
  await expect(layer(page)).toBeVisible();
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
  const nonce = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[data-consent-vendor="consentmanager"]')?.nonce ?? '',
  );
  expect(nonce.length).toBeGreaterThan(10);
  const { violations } = await new AxeBuilder({ page }).exclude('#stand-in-cmp').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Without the vendor's yes the page view and the search went nowhere, and no tracker loaded.
  await page.waitForTimeout(1500);
  expect(await dataLayer(page)).toEqual([]);
  expect(await loadedTrackers(page)).toEqual([]);
  expect(vendorRequests).toEqual(['/vendor/consentmanager.js']);

  await layer(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(layer(page)).toBeHidden();
  await expect.poll(() => loadedTrackers(page)).toEqual(['page-analytics']);
  // What happened before the yes is not reported afterwards.
  expect((await dataLayer(page)).map((e) => e.event)).not.toContain('page_view');

  // The next page: the vendor remembers the yes, the page view reaches the data layer as a guest's.
  await page.goto(`${origin}/de/jobs`);
  await hydrated(page);
  await expect(layer(page)).toBeHidden();
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => e.event === 'page_view'))
    .toEqual({ event: 'page_view', route: '/jobs', user_role: 'anonymous', current_user_role: 'anonymous', current_user_id: '-1' });
  await expect.poll(() => loadedTrackers(page)).toEqual(['page-analytics']);

  // The footer's cookie settings open the vendor's layer; rejecting stops a running tracker: the page reloads.
  await page.locator('footer').getByRole('link', { name: 'Cookie-Einstellungen' }).click();
  await expect(layer(page)).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await layer(page).getByRole('button', { name: 'Reject all' }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await page.waitForTimeout(1500);
  expect(await dataLayer(page)).toEqual([]);
  expect(await loadedTrackers(page)).toEqual([]);
});
