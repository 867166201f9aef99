/**
 * The query of the newsletter pages. Kept apart from the page so that a route reading it does not pull the page into the first JavaScript
 * every visitor loads.
 */

export interface NewsletterPageSearch {
  readonly token?: string | undefined;
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
  readonly done?: string | undefined;
}

/** `?token=…&error=…&notice=…&done=1` of the newsletter pages, as plain strings (anything else dropped). */
export function parseNewsletterPageSearch(search: Record<string, unknown>): NewsletterPageSearch {
  // The router reads `done=1` as the number 1 (JSON values in the query): numbers count as their text.
  const str = (v: unknown) => {
    const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
    return typeof text === 'string' && text.length > 0 && text.length <= 512 ? text : undefined;
  };
  return { token: str(search.token), error: str(search.error), notice: str(search.notice), done: str(search.done) };
}
