import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { DEMO_RECRUITER, logIn } from './job-wizard-steps';
import { SESSION_COOKIE, SITES, expectNoProblems, hydrated, watchPage } from './support';

/*
 * What every page type answers with: a Content-Security-Policy whose nonce is on every script the page
 * runs (and nothing refused in the browser), the opener isolation, no cache for what carries a signed-in
 * user's data, the `__Host-` session cookie, and no serious or critical accessibility finding.
 */

const { origin } = SITES.default;
const { origin: multi, prefix } = SITES.suedwest;

/** Records every CSP violation the browser reports, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
}

async function expectPolicy(page: Page, response: Response | null): Promise<void> {
  expect(response, 'page answered').not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // Every script the server wrote carries this answer's nonce (data blocks such as JSON-LD do not run).
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs, `<script${attrs}>`).toContain(`nonce="${nonce}"`);
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`)).toEqual([]);
}

test('every anonymous page type: the nonce policy holds, nothing is refused, nothing is serious for axe', async ({ page }) => {
  // Ten pages, each analysed by axe in full.
  test.setTimeout(300_000);
  await recordViolations(page);
  const watch = watchPage(page, origin);
  await page.goto(`${origin}/jobs`);
  const jobPath = await page.locator('main a[href^="/job/"]').first().getAttribute('href');
  await page.goto(`${origin}${jobPath}`);
  const organizationPath = await page.locator('main a[href^="/organization/"]').first().getAttribute('href');
  for (const path of ['/', '/jobs', jobPath!, organizationPath!, '/user/login', '/user/register/applicant', '/blog']) {
    await test.step(path, async () => {
      await expectPolicy(page, await page.goto(`${origin}${path}`));
      await expectAccessible(page);
    });
  }
  await expectNoProblems(watch);
});

test('the not-found page carries the same policy', async ({ page }) => {
  // No watchPage here: the browser logs the 404 answer itself as a console error.
  await recordViolations(page);
  const response = await page.goto(`${origin}/job/no-such-job-anywhere`);
  expect(response?.status()).toBe(404);
  await expectPolicy(page, response);
});

test('a page of a multi-locale site carries the same policy', async ({ page }) => {
  await recordViolations(page);
  const watch = watchPage(page, multi);
  await expectPolicy(page, await page.goto(`${multi}${prefix}/jobs`));
  await expectNoProblems(watch);
});

test('signed in: the session cookie is __Host-, and pages and data of the user are never stored by a cache', async ({
  page,
  context,
  request,
}) => {
  await recordViolations(page);
  const watch = watchPage(page, origin);
  await logIn(page, DEMO_RECRUITER);
  const session = (await context.cookies(origin)).find((c) => c.name === SESSION_COOKIE);
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
  for (const path of ['/dashboard', '/job-manager', '/job/wizard', '/user/settings']) {
    await test.step(path, async () => {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expectPolicy(page, response);
    });
  }
  const cookie = `${SESSION_COOKIE}=${session!.value}`;
  const sessionAnswer = await request.get(`${origin}/api/auth/session`, { headers: { cookie } });
  expect(sessionAnswer.headers()['cache-control']).toBe('private, no-store');
  expect(((await sessionAnswer.json()) as { user?: { email?: string } }).user?.email).toBe(DEMO_RECRUITER);
  const graphql = await request.post(`${origin}/graphql`, {
    headers: { cookie, 'content-type': 'application/json', 'x-frontend': 'default', 'apollo-require-preflight': 'true' },
    data: { query: '{ getUser { email } }' },
  });
  expect(graphql.headers()['cache-control']).toBe('private, no-store');
  // A guest's page may be cached by the browser as the page says (no user data in it).
  const guest = await request.get(`${origin}/jobs`, { headers: { cookie: '' } });
  expect(guest.headers()['cache-control'] ?? '').not.toContain('private');
  await expectNoProblems(watch);
});
