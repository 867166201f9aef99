/*
 * What a plain (no JavaScript) save of the profile form answered, carried in the edit page's address by
 * the 303 that brings the browser back: a notice, the form's general problem, and per field the message
 * key to show there (`v.` a validation message, `e.` a platform error). Codes only: what was typed
 * travels in an HttpOnly cookie, never in an address.
 */

export interface ProfileFeedback {
  readonly notice?: 'saved';
  /** organizationEdit.errors.{error}: the form's general message. */
  readonly error?: string;
  /** Field path → full i18n key of the message shown at that field. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

const FIELD = /^[A-Za-z][A-Za-z0-9.-]{0,60}$/;
const KEY = /^(v|e)\.([A-Za-z_]{1,40})$/;
const PREFIX = { v: 'organizationEdit.validation.', e: 'organizationEdit.errors.' } as const;
const MAX_QUERY = 1500;

/** `field:v.key,field:e.CODE`, cut between entries to stay a short address. */
export function encodeProfileFieldErrors(errors: ReadonlyArray<{ readonly field: string; readonly key: string }>): string {
  let out = '';
  for (const { field, key } of errors) {
    const short = key.startsWith(PREFIX.v)
      ? `v.${key.slice(PREFIX.v.length)}`
      : key.startsWith(PREFIX.e)
        ? `e.${key.slice(PREFIX.e.length)}`
        : null;
    if (!short || !FIELD.test(field) || !KEY.test(short)) continue;
    const entry = `${out ? ',' : ''}${field}:${short}`;
    if (out.length + entry.length > MAX_QUERY) break;
    out += entry;
  }
  return out;
}

/** `?profileNotice=saved&profileError=CODE&profileErrors=…` → the feedback; anything malformed is ignored. */
export function parseProfileFeedback(search: Record<string, unknown>): ProfileFeedback {
  const str = (key: string): string | undefined => {
    const value = search[key];
    return typeof value === 'string' && value.length <= MAX_QUERY ? value : undefined;
  };
  const fieldErrors: Record<string, string> = {};
  for (const part of (str('profileErrors') ?? '').split(',')) {
    const at = part.indexOf(':');
    const field = part.slice(0, at);
    const match = KEY.exec(part.slice(at + 1));
    if (at > 0 && FIELD.test(field) && match && !Object.hasOwn(fieldErrors, field))
      fieldErrors[field] = `${PREFIX[match[1] as 'v' | 'e']}${match[2]}`;
  }
  const error = str('profileError');
  return {
    ...(str('profileNotice') === 'saved' ? { notice: 'saved' as const } : {}),
    ...(error && /^[A-Za-z_]{1,40}$/.test(error) ? { error } : {}),
    fieldErrors,
  };
}
