import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Response } from '@playwright/test';
import { SITES, expectNoProblems, hydrated, watchPage } from './support';

/*
 * A visitor without cookies gets `/jobs` from the worker's page cache (an `Age` header says so): a
 * gzip answer whose script nonce is new, in the policy and on every script, so the page hydrates and
 * runs under the same Content-Security-Policy as a rendered one, with nothing refused.
 */

const { origin } = SITES.default;
const nonceOfPolicy = (response: Response) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** Opens `/jobs` in fresh contexts (new connections, so maybe another worker) until one is served from the cache. */
async function cachedVisit(browser: Browser) {
  for (let attempt = 0; attempt < 12; attempt++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const watch = watchPage(page, origin);
    const response = await page.goto(`${origin}/jobs`);
    if (response?.headers().age !== undefined) return { context, page, response, watch };
    await context.close();
  }
  throw new Error('no anonymous visit of /jobs came from the page cache');
}

test('an anonymous visitor gets /jobs from the page cache with a fresh nonce, and the page works', async ({ browser, request }) => {
  // Warm the workers: each keeps its own copy (new connections reach different workers).
  const nonces = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const answer = await request.get(`${origin}/jobs`, { headers: { connection: 'close' } });
    expect(answer.status()).toBe(200);
    nonces.add(/'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? '');
  }
  // Never the same nonce twice, whether rendered or kept.
  expect(nonces.size).toBe(8);

  const { context, page, response, watch } = await cachedVisit(browser);
  expect(response.headers()['content-encoding']).toBe('gzip');
  const nonce = nonceOfPolicy(response);
  expect(nonce).toBeTruthy();
  expect(nonces.has(nonce!)).toBe(false);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs, `<script${attrs}>`).toContain(`nonce="${nonce}"`);

  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  await expect(page.locator('main a[href^="/job/"]').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await expectNoProblems(watch);
  await context.close();
});
