import { serializeCookie } from './auth/auth-cookies';

/*
 * What a refused plain form (no JavaScript) carried, for the page that shows the form again: the same
 * way /alerts/new keeps a refused address — a short-lived HttpOnly cookie per form, read once by the
 * form's page and deleted as it is read — so personal text lands in no URL, log or history. Only text
 * fields the endpoint names travel; never a password, never a file.
 */

/** The forms that come back filled; each has its own cookie, so two open forms do not mix. */
export type TypedForm =
  | 'contact'
  | 'resume'
  | 'checkout'
  | 'organization'
  | 'application'
  | 'commerce-product'
  | 'credit-adjustment'
  | 'order-cancellation'
  | 'subscription-end'
  | 'team'
  | 'consent-revision'
  | 'legal-version'
  | 'home-pick'
  | 'landing-page'
  | 'config-entry'
  | 'importer'
  | 'blog-post';

export const typedValuesCookieName = (form: TypedForm): string => `jb_typed_${form}`;

/** Seconds the values wait for the page (the 303 is followed at once). */
const TYPED_VALUES_SECONDS = 300;
/** A browser keeps a cookie of at most 4096 bytes with its name; the values take what is left. */
const MAX_COOKIE_VALUE_BYTES = 3800;

const encodedLength = (values: Record<string, string>): number => encodeURIComponent(JSON.stringify(values)).length;

/**
 * The values as one cookie, in the order given; a value that does not fit in full is shortened to what
 * fits (the long message of a form goes last, so the short fields always come back whole).
 */
export function typedValuesCookie(form: TypedForm, values: ReadonlyArray<readonly [string, string]>, url: URL): string {
  const kept: Record<string, string> = {};
  for (const [name, value] of values) {
    kept[name] = value;
    if (encodedLength(kept) <= MAX_COOKIE_VALUE_BYTES) continue;
    // The longest prefix that fits, found by halving (encoded, a character takes 1 to 12 bytes); cut
    // between code points, as half a surrogate pair cannot be encoded.
    const chars = Array.from(value);
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      kept[name] = chars.slice(0, mid).join('');
      if (encodedLength(kept) <= MAX_COOKIE_VALUE_BYTES) low = mid;
      else high = mid - 1;
    }
    kept[name] = chars.slice(0, low).join('');
    break;
  }
  return serializeCookie(typedValuesCookieName(form), JSON.stringify(kept), {
    secure: url.protocol === 'https:',
    maxAge: TYPED_VALUES_SECONDS,
  });
}

/** The values of a typed-values cookie as the page reads them: only strings of the names it asks for. */
export function parseTypedValues<K extends string>(raw: string | undefined, names: readonly K[]): Partial<Record<K, string>> {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') out[name] = value.slice(0, 20_000);
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The values of a typed-values cookie whose field names the page cannot list in advance (an application's
 * answers are named after the job's questions): only strings whose name `accepts`.
 */
export function parseTypedRecord(raw: string | undefined, accepts: (name: string) => boolean): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(parsed)) if (accepts(name) && typeof value === 'string') out[name] = value.slice(0, 20_000);
    return out;
  } catch {
    return {};
  }
}
