/**
 * The query of the alert pages. Kept apart from the pages so that a route reading it does not pull the
 * pages (and their form library) into the first JavaScript every visitor loads.
 */
export interface AlertPageSearch {
  readonly token?: string | undefined;
  readonly query?: string | undefined;
  /**
   * The error of the address, or its errors when a refused form came back with several (`?error=…&error=…`):
   * kept as the router read them, so that the address it writes back is the same.
   */
  readonly error?: string | readonly string[] | undefined;
  readonly notice?: string | undefined;
  readonly done?: string | undefined;
  /** The frequency a refused plain form carried. */
  readonly frequency?: string | undefined;
}

/** `?token=…&query=…&error=…&notice=…&done=1` of the alert pages, as plain strings (anything else dropped). */
export function parseAlertPageSearch(search: Record<string, unknown>): AlertPageSearch {
  // The router reads `done=1` as the number 1 (JSON values in the query): numbers count as their text.
  const str = (v: unknown) => {
    const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
    return typeof text === 'string' && text.length > 0 && text.length <= 4096 ? text : undefined;
  };
  const errors = (Array.isArray(search.error) ? search.error : [search.error]).map(str).filter((e): e is string => e !== undefined);
  return {
    token: str(search.token),
    query: str(search.query),
    error: errors.length > 1 ? errors : errors[0],
    notice: str(search.notice),
    done: str(search.done),
    frequency: str(search.frequency),
  };
}

/** Every error of the address, in its order. */
export const errorsOf = (search: AlertPageSearch): readonly string[] =>
  search.error === undefined ? [] : typeof search.error === 'string' ? [search.error] : search.error;
