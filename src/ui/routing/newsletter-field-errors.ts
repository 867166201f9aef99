/**
 * The refusals a plain post of the newsletter editor brings back. Kept apart from the page so that a route
 * reading them does not pull the page (and its rich-text editor) into the first JavaScript every visitor loads.
 */

/** `?fieldErrors=subject~REQUIRED,body~TOO_LONG` of a refused plain post, as field → code. */
export function parseFieldErrors(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (value ?? '').split(',').slice(0, 8)) {
    const [field, code] = part.split('~');
    if (field && code && /^[a-z]{1,20}$/.test(field) && /^[A-Z_]{1,30}$/.test(code)) out[field] = code;
  }
  return out;
}
