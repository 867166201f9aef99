import type { TypedResumeForm } from '../../components/resumes/resume-form-parts';
import { typedValuesCookie } from '../typed-values.server';

/*
 * A refused resume form without JavaScript comes back with what was typed: its text fields travel in the
 * short-lived HttpOnly typed-values cookie (never in the address), named with the form and the entry they
 * belong to, so only that form shows them again.
 */

/** Fields the form carries for the endpoint, not for the person. */
const NOT_TYPED = new Set(['csrfToken', 'locale', 'json', 'id']);
const MAX_VALUES = 40;

export function typedResumeCookie(action: string, fields: Record<string, string>, request: Request): string {
  const values = Object.entries(fields)
    .filter(([name]) => !NOT_TYPED.has(name) && !name.startsWith('_'))
    .slice(0, MAX_VALUES);
  // The long texts last: the cookie shortens the last value that does not fit, so the short fields come back whole.
  values.sort(([, a], [, b]) => a.length - b.length);
  return typedValuesCookie('resume', [['_form', action], ['_entry', fields.id ?? ''], ...values], new URL(request.url));
}

/** The cookie's value as the edit page reads it: the form, its entry and the typed strings; null for anything else. */
export function parseTypedResume(raw: string): TypedResumeForm | null {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { _form: form, _entry: entry, ...rest } = parsed as Record<string, unknown>;
    if (typeof form !== 'string' || !/^[a-z-]{1,40}$/.test(form)) return null;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(rest).slice(0, MAX_VALUES))
      if (typeof value === 'string' && /^[\w.]{1,60}$/.test(name)) values[name] = value.slice(0, 20_000);
    return { form, entry: typeof entry === 'string' ? entry.slice(0, 40) : '', values };
  } catch {
    return null;
  }
}
