import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Response } from '@playwright/test';
import { SITES, expectNoProblems, hydrated, watchPage } from './support';

/*
 * A visitor without cookies gets `/jobs` from the worker's page cache (an `Age` header says so): a
 * gzip answer whose script nonce is new, in the policy and on every script, so the page hydrates and
 * runs under the same Content-Security-Policy as a rendered one, with nothing refused.
 */

const { origin } = SITES.default;
const nonceOfPolicy = (response: Response) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

test('an anonymous visitor gets /jobs from the page cache with a fresh nonce, and the page works', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  // Each worker keeps its own copy for a few seconds: ask again quickly until one answers from it.
  const nonces = new Set<string>();
  let response: Response | null = null;
  for (let attempt = 0; attempt < 20 && !response; attempt++) {
    const answer = await page.goto(`${origin}/jobs`, { waitUntil: 'commit' });
    expect(answer?.status()).toBe(200);
    const nonce = nonceOfPolicy(answer!) ?? '';
    // Never the same nonce twice, whether rendered or kept.
    expect(nonces.has(nonce)).toBe(false);
    nonces.add(nonce);
    if (answer!.headers().age !== undefined) response = answer;
  }
  if (!response) throw new Error('no anonymous visit of /jobs came from the page cache');
  const watch = watchPage(page, origin);
  await page.waitForLoadState('load');

  expect(response.headers()['content-encoding']).toBe('gzip');
  const nonce = nonceOfPolicy(response);
  expect(nonce).toBeTruthy();
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
