import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { AlertListItem } from '../../application/board/alerts/show-my-alerts.use-case';
import type { BookmarksPage } from '../../application/board/bookmarks/show-bookmarks.use-case';
import { MAX_ALERT_QUERY_LENGTH } from '../../domain/alerts/alert-search';
import { MAX_BOOKMARK_STATE_IDS } from '../../domain/bookmarks/bookmark-rules';
import { sisterOrigin } from '../../domain/site/public-origin';
import type { Board } from '../../infrastructure/di/board';
import { TYPED_ALERT_EMAIL_COOKIE } from './auth/auth-cookies';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/*
 * What pages need of bookmarks and alerts. Secondary blocks: when the platform fails here the page
 * still renders (logged; buttons in their default state, lists empty) rather than an error page.
 */

/** Which of the page's jobs the visitor has bookmarked (guests: none, without a platform call). */
export const loadBookmarkStates = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ jobIds: z.array(z.string().regex(ENTITY_ID)).max(MAX_BOOKMARK_STATE_IDS) }))
  .handler(async ({ data }): Promise<string[]> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      return await b.bookmarkStates.execute({ jobIds: data.jobIds }, ctx);
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'bookmark states unavailable');
      return [];
    }
  });

/** Whether the signed-in visitor has an alert for this search (the prompt stays away then). */
export const loadAlertState = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ query: z.string().max(MAX_ALERT_QUERY_LENGTH) }))
  .handler(async ({ data }): Promise<{ hasAlert: boolean }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      return { hasAlert: (await b.alertStateForSearch.execute({ query: data.query }, ctx)).hasAlert };
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'alert state unavailable');
      return { hasAlert: false };
    }
  });

/** The dashboard's bookmarks (one page) and alerts; null each for guests. */
export const loadDashboardLists = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ bookmarksPage: z.number().int().min(1).max(10_000) }))
  .handler(async ({ data }): Promise<{ bookmarks: BookmarksPage | null; alerts: AlertListItem[] | null }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const [bookmarks, alerts] = await Promise.all([
      b.showBookmarks.execute({ page: data.bookmarksPage }, ctx),
      b.showMyAlerts.execute(undefined, ctx),
    ]);
    const { getRequest } = await import('@tanstack/react-start/server');
    return { bookmarks: bookmarks && withReachableSisterLinks(bookmarks, b, getRequest().url), alerts };
  });

/**
 * Links to a job on a sister site name its canonical URL; on a loopback address (the local demo) that
 * host is not where the sister site answers, its local port is.
 */
function withReachableSisterLinks(page: BookmarksPage, b: Board, requestUrl: string): BookmarksPage {
  return {
    ...page,
    items: page.items.map((item) => {
      const sister = item.liveOn && b.sites.get(item.liveOn.key);
      if (!item.liveOn || !sister) return item;
      const url = new URL(item.liveOn.url);
      return { ...item, liveOn: { ...item.liveOn, url: `${sisterOrigin(b.site, sister, requestUrl)}${url.pathname}${url.search}` } };
    }),
  };
}

/** The /alerts/new page: the offered search normalized and described; null when it cannot be read. */
export const loadAlertDraft = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ query: z.string().max(MAX_ALERT_QUERY_LENGTH) }))
  .handler(async ({ data }): Promise<{ query: string; description: string } | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.describeAlertSearch.execute({ query: data.query }, ctx);
  });

/**
 * The address a refused plain alert form carried (alert-endpoints.server.ts keeps it in a short-lived
 * HttpOnly cookie), read once: the cookie goes as it is read.
 */
export const takeTypedAlertEmail = createServerFn({ method: 'GET' }).handler(async (): Promise<string> => {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const typed = getCookie(TYPED_ALERT_EMAIL_COOKIE);
  if (typed === undefined) return '';
  setCookie(TYPED_ALERT_EMAIL_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return typed.slice(0, 320);
});
