import type { Locale } from '../../domain/shared/locale';
import type { Messages } from './messages';

/**
 * Browser side of `GET /api/messages/{locale}`, at `href` when
 * the page names a versioned URL. When loading fails the error is logged and an empty set is used
 *: the page shows keys, it does not break.
 */
export async function fetchMessages(
  locale: Locale,
  fetchFn: typeof fetch = fetch,
  href = `/api/messages/${encodeURIComponent(locale)}`,
): Promise<Messages> {
  try {
    // No request headers of our own: the fetch must match the page's preload of `href` to reuse it.
    const response = await fetchFn(href);
    if (!response.ok) throw new Error(`Received status code ${response.status}`);
    const body = (await response.json()) as { messages?: unknown };
    if (typeof body.messages !== 'string') throw new Error('Answer has no messages');
    return JSON.parse(body.messages) as Messages;
  } catch (error) {
    console.error(`Could not load messages for ${locale}:`, error);
    return {};
  }
}
