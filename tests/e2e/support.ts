import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** PORT_OFFSET shifts every site's port (two checkouts running the journeys side by side). */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

export const SITES = {
  default: { origin: `http://localhost:${3000 + OFFSET}`, prefix: '' },
  suedwest: { origin: `http://localhost:${3001 + OFFSET}`, prefix: '/de' },
} as const;

/** The session cookie as the production workers name it (`__Host-` prefix: Secure, Path=/, no Domain). */
export const SESSION_COOKIE = '__Host-jb_session';

/** A session cookie for Playwright's `context.addCookies`, set the way the platform sets it. */
// Chromium refuses a Secure cookie set for an http: URL through the protocol, but sends one set for the
// same host over https: to http://localhost, which it counts as a secure context (as the server's own do).
export const sessionCookieFor = (token: string, origin: string) => ({
  name: SESSION_COOKIE,
  value: token,
  url: origin.replace(/^http:/, 'https:'),
  secure: true,
});

/** Fails the test on any uncaught page error, console error (hydration mismatches log there) or outside request. */
export function watchPage(page: Page, origin: string): { problems: string[] } {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  page.on('request', (r) => {
    const url = r.url();
    // blob: URLs of this origin are the page's own object URLs (image previews), never a request elsewhere.
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith(`blob:${origin}/`)) problems.push(`outside request: ${url}`);
  });
  return { problems };
}

export async function expectNoProblems(watch: { problems: string[] }): Promise<void> {
  expect(watch.problems, watch.problems.join('\n')).toEqual([]);
}

/**
 * Waits until React has hydrated the page (the page sets the marker), so clicks reach handlers. A
 * visitor's page loads its scripts on the first interaction, so this interacts first, as a visitor
 * would: a Shift key press, which no page acts on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Fills and sends the login form of `origin` (where it leads is the caller's to check). */
export async function submitLogin(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/user/login`);
  await hydrated(page);
  await page.locator('form[data-form="login"] input[name="email"]').fill(email);
  await page.locator('form[data-form="login"] input[name="password"]').fill(password);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
}

export interface CaughtMail {
  readonly subject: string;
  readonly text: string;
}

/**
 * The newest mail to `to` (any case) that matches — a subject pattern or a predicate — as the local
 * catch-all SMTP server received it (`/dev/mailbox` of `origin`); polls until it arrives.
 */
export async function mailTo(
  request: APIRequestContext,
  origin: string,
  to: string,
  match: RegExp | ((mail: CaughtMail) => boolean),
): Promise<CaughtMail> {
  const matches = typeof match === 'function' ? match : (mail: CaughtMail) => match.test(mail.subject);
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = (await (await request.get(`${origin}/dev/mailbox?format=json`)).json()) as {
          mails: Array<CaughtMail & { to: string }>;
        };
        found = mails.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && matches(m));
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/**
 * The changed-terms dialog greets every signed-in user who has not accepted the latest terms — new
 * accounts made by social sign-in always. The root loader decides on the server, but the dialog's module
 * is loaded on demand after hydration: once the network is quiet it is there or not.
 */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog', { name: 'Unsere Nutzungsbedingungen haben sich geändert' });
  if (!(await dialog.isVisible())) return;
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog).toBeHidden();
}
