import { isSafeLocalPath } from './safe-redirect';

/*
 * Login and sign-up dispatch parameters ("trigger a follow-up action after sign-in; an optional
 * destination parameter is kept when the route is cleaned"; "dispatch actions run once and the
 * dispatch parameter is removed from the address"). The spec does not name them; we use
 * `?dispatch=login|sign-up` and `?destination=/same/site/path`. The accounts issue acts on them; this
 * file decides how they are read and what the address looks like afterwards.
 */

export const DISPATCH_PARAM = 'dispatch';
export const DESTINATION_PARAM = 'destination';

export const DISPATCH_ACTIONS = ['login', 'sign-up'] as const;
export type DispatchAction = (typeof DISPATCH_ACTIONS)[number];

export interface Dispatch {
  readonly action: DispatchAction;
  /** Same-site path to go to once the action ran; never another host (open-redirect guard). */
  readonly destination: string | null;
}

interface Pair {
  /** The `name=value` text exactly as received. */
  readonly raw: string;
  readonly name: string;
  readonly value: string;
}

/** The dispatch a query string asks for (the first known action), or null. */
export function readDispatch(search: string): Dispatch | null {
  const pairs = parse(search);
  const action = pairs.find((p) => p.name === DISPATCH_PARAM && (DISPATCH_ACTIONS as readonly string[]).includes(p.value))?.value as
    | DispatchAction
    | undefined;
  if (!action) return null;
  return { action, destination: destinationOf(pairs) };
}

/**
 * The query string once the route is cleaned: every dispatch parameter removed, one safe `destination`
 * kept (an unsafe or repeated one is dropped), all other parameters left exactly as they were.
 * Returns `''` or `?…`; cleaning twice changes nothing.
 */
export function cleanRouteQuery(search: string): string {
  const pairs = parse(search);
  const destination = destinationOf(pairs);
  let destinationKept = false;
  const kept = pairs.filter((p) => {
    if (p.name === DISPATCH_PARAM) return false;
    if (p.name !== DESTINATION_PARAM) return true;
    if (destinationKept || p.value !== destination) return false;
    destinationKept = true;
    return true;
  });
  return kept.length ? `?${kept.map((p) => p.raw).join('&')}` : '';
}

function destinationOf(pairs: readonly Pair[]): string | null {
  const value = pairs.find((p) => p.name === DESTINATION_PARAM)?.value;
  return value !== undefined && isSafeLocalPath(value) ? value : null;
}

function parse(search: string): Pair[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return [];
  return query
    .split('&')
    .filter((raw) => raw !== '')
    .map((raw) => {
      const eq = raw.indexOf('=');
      const name = decode(eq < 0 ? raw : raw.slice(0, eq));
      const value = decode(eq < 0 ? '' : raw.slice(eq + 1));
      return { raw, name, value };
    });
}

/** Form-style decoding; malformed escapes keep their text (a bad value is then simply not safe). */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
