import { createServerFn } from '@tanstack/react-start';
import type { User } from '../../domain/identity/user';
import { board, boardContextFor } from './board-context.server';
import { csrfTokenFor } from './session.server';
import { pageInput } from './page-input';

/**
 * The CSRF token the account forms carry (double submit: the signed cookie is set here when missing),
 * so they post correctly with and without JavaScript.
 */
const issueCsrfToken = createServerFn({ method: 'GET' }).handler(async (): Promise<{ csrfToken: string }> => {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  return { csrfToken: csrfTokenFor((await board()).csrfGuard, getCookie, setCookie) };
});

let csrfTokenInFlight: Promise<{ csrfToken: string }> | null = null;

/**
 * The page's CSRF token. In the browser, loads that overlap share one answer: a visitor without the
 * cookie (a cached anonymous page sets none) whose link preload and navigation both asked would get two
 * tokens, each with its own cookie, and the form could keep the token whose cookie lost.
 */
export function loadCsrfToken(): Promise<{ csrfToken: string }> {
  if (typeof window === 'undefined') return issueCsrfToken();
  csrfTokenInFlight ??= issueCsrfToken().finally(() => {
    csrfTokenInFlight = null;
  });
  return csrfTokenInFlight;
}

/** The signed-in user (getUser over the platform API with the session as Bearer), or null. */
export const loadCurrentUser = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<{ user: User | null }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    if (!ctx.token) return { user: null };
    try {
      return { user: await b.users.current(ctx) };
    } catch (error) {
      if ((error as { code?: string }).code === 'USER_GONE') return { user: null };
      throw error;
    }
  });
