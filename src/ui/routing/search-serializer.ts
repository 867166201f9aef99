import { defaultParseSearch } from '@tanstack/react-router';

/*
 * How the router writes and reads the query. Its default writes a string that reads as a number quoted
 * (`?job=%22640%22`) and a list as one JSON value (`?error=%5B…%5D`), and after hydration it rewrites the
 * address that way: forms' repeated `?error=` then lost all but a JSON blob. Here numbers stay plain, a list
 * is its key repeated (as HTML forms post it), and only a string that would be read back as JSON is quoted.
 * Reading is the router's own: plain numbers and booleans become numbers and booleans, repeated keys a
 * list, and old quoted links (`%22640%22`) still read as the text.
 */

type Plain = string | number | boolean;

const isPlain = (v: unknown): v is Plain =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';

/** What the router reads back from one plain value written as `text`. */
const readBack = (text: string): unknown => (defaultParseSearch(`?v=${encodeURIComponent(text)}`) as Record<string, unknown>).v;

/** One value as written: plain when it reads back as itself or as the number/boolean it spells; else JSON. */
function written(value: Plain): string {
  if (typeof value !== 'string') return String(value);
  const back = readBack(value);
  if (back === value || ((typeof back === 'number' || typeof back === 'boolean') && String(back) === value)) return value;
  return JSON.stringify(value);
}

/** `stringifySearch` of the router. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    // The router reads a repeated key's items as text, numbers and booleans but never as JSON, so items go plain.
    if (Array.isArray(value) && value.every(isPlain)) for (const item of value) params.append(key, String(item));
    else if (isPlain(value)) params.append(key, written(value));
    else params.append(key, JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `parseSearch` of the router (its default, named here so the pair is seen together). */
export const parseSearch: (searchStr: string) => Record<string, unknown> = defaultParseSearch;
