import { createIsomorphicFn } from '@tanstack/react-start';
import type { Locale } from '../../domain/shared/locale';
import { fetchMessages } from '../../infrastructure/i18n/fetch-messages';
import type { Messages } from '../../infrastructure/i18n/messages';
import { getMessages } from './site.functions';

/*
 * A locale's messages (≈ 45 kB) do not travel inside each page: the page names them by version in a
 * preload link (`/api/messages/{locale}?v=…`, cached for good by the browser), and the browser has them
 * before it hydrates (client.tsx). The server renders from the process's catalog. So the root loader's
 * data — serialized into every page — holds the version only.
 */

/** Messages per locale: the process's (server), the page's (browser). They change only with a deploy. */
const loaded = new Map<Locale, Messages>();

/** The messages the page renders with; undefined only if loading failed (the page then shows keys). */
export const messagesOf = (locale: Locale): Messages | undefined => loaded.get(locale);

/** Where a page's messages are fetched from: the version makes the URL cacheable for good. */
export const messagesHref = (locale: Locale, version: string | null): string =>
  `/api/messages/${encodeURIComponent(locale)}${version ? `?v=${encodeURIComponent(version)}` : ''}`;

/** The URL the page's preload link names (a page without one, e.g. an error document: unversioned). */
const preloadedHref = (page: Document, locale: Locale): string =>
  page.querySelector<HTMLLinkElement>('link[rel="preload"][href^="/api/messages/"]')?.getAttribute('href') ?? messagesHref(locale, null);

/**
 * For the root loader: makes the locale's messages available to `messagesOf` and answers their version.
 * The browser only runs it when the root route loads again, which a page never needs (the language
 * switch reloads the document); it then keeps what client.tsx loaded.
 */
export const loadMessages = createIsomorphicFn()
  .server(async (locale: Locale): Promise<string> => {
    const { messages, version } = await getMessages({ data: { locale } });
    loaded.set(locale, messages);
    return version;
  })
  .client(async (locale: Locale): Promise<string> => {
    if (!loaded.has(locale)) await fetchInto(document, locale);
    return new URL(preloadedHref(document, locale), location.href).searchParams.get('v') ?? '';
  });

/** Before hydration (client.tsx): the page's locale's messages, from the URL its preload link names. */
export const loadPageMessages = (page: Document): Promise<void> => fetchInto(page, page.documentElement.lang as Locale);

async function fetchInto(page: Document, locale: Locale): Promise<void> {
  loaded.set(locale, await fetchMessages(locale, fetch, preloadedHref(page, locale)));
}
