import { expect, type Page } from '@playwright/test';

/** Helpers of the social sign-in and privacy journeys. */

const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

/** The local OpenID provider `npm start` runs when no Google/LinkedIn credentials are set (OAUTH_DEV_PORT). */
export const DEV_IDENTITY_PROVIDER = `http://127.0.0.1:${Number(process.env.OAUTH_DEV_PORT ?? 3900 + OFFSET)}`;

/**
 * mainfranken: social sign-in switched off (both flags). The journeys serve it for that alone — it is not
 * in support.ts' SITES, which the other journeys walk through.
 */
export const FLAG_OFF_SITE = { origin: `http://localhost:${3002 + OFFSET}` } as const;

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/** On the local provider's sign-in page: say who you are, and whether the provider vouches for the address. */
export async function signInAtProvider(
  page: Page,
  person: { email: string; firstName: string; lastName?: string; verified?: boolean },
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${DEV_IDENTITY_PROVIDER.replace(/[.]/g, '\\.')}/interaction/`));
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="given_name"]').fill(person.firstName);
  await page.locator('input[name="family_name"]').fill(person.lastName ?? 'Sozial');
  if (person.verified === false) await page.locator('input[name="email_verified"]').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The session as the browser sees it (GET /api/auth/session with the page's cookies). */
export async function sessionOf(
  page: Page,
  origin: string,
): Promise<{ user?: { email: string; name: string }; isNewUserViaSocial?: boolean }> {
  return (await (await page.request.get(`${origin}/api/auth/session`)).json()) as {
    user?: { email: string; name: string };
    isNewUserViaSocial?: boolean;
  };
}
