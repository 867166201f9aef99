import type { TypedResumeForm } from '../../components/resumes/resume-form-parts';
import { CV_REVIEW_FORM } from '../../forms/resume-forms';
import { typedValuesCookie } from '../typed-values.server';

/*
 * A refused resume form without JavaScript comes back with what was typed: its text fields travel in the
 * short-lived HttpOnly typed-values cookie (never in the address), named with the form and the entry they
 * belong to, so only that form shows them again.
 */

/** Fields the form carries for the endpoint, not for the person. */
const NOT_TYPED = new Set(['csrfToken', 'locale', 'json', 'id']);
const MAX_VALUES = 40;
/** The import's review holds every proposed entry (the cookie's bytes bound it further). */
const MAX_REVIEW_VALUES = 400;

export function typedResumeCookie(action: string, fields: Record<string, string>, request: Request): string {
  const values = Object.entries(fields)
    .filter(([name]) => !NOT_TYPED.has(name) && !name.startsWith('_'))
    .slice(0, MAX_VALUES);
  // The long texts last: the cookie shortens the last value that does not fit, so the short fields come back whole.
  values.sort(([, a], [, b]) => a.length - b.length);
  return typedValuesCookie('resume', [['_form', action], ['_entry', fields.id ?? ''], ...values], new URL(request.url));
}

/** An entry's "take it over" box of the review: the browser sends it only when ticked. */
const INCLUDE = /^(work|edu|lang)\.(\d{1,3})\.include$/;
const ENTRY_FIELD = /^(work|edu|lang)\.(\d{1,3})\./;

/**
 * A refused review of a CV import, for the wizard's import step: every field as sent, in the form's order
 * (entries by their number), and each entry's box as `on` or `off` — an unticked box is not sent, and
 * without `off` the page could not tell it from a box the cookie had no room for.
 */
export function typedImportReviewCookie(importId: string, fields: ReadonlyArray<readonly [string, string]>, request: Request): string {
  const first = new Map<string, string>();
  for (const [name, value] of fields) if (!NOT_TYPED.has(name) && name !== 'importId' && !first.has(name)) first.set(name, value);
  const boxes: Array<[string, string]> = [];
  for (const name of first.keys()) {
    const entry = ENTRY_FIELD.exec(name);
    const box = entry ? `${entry[1]}.${entry[2]}.include` : null;
    if (box && !boxes.some(([b]) => b === box)) boxes.push([box, first.get(box) === 'on' ? 'on' : 'off']);
  }
  const values = [...first.entries()].filter(([name]) => !INCLUDE.test(name)).slice(0, MAX_REVIEW_VALUES - boxes.length);
  // The boxes first: a long skills list cut short by the cookie must not leave an entry looking unticked.
  return typedValuesCookie('resume', [['_form', CV_REVIEW_FORM], ['_entry', importId], ...boxes, ...values], new URL(request.url));
}

/** The cookie's value as the edit page reads it: the form, its entry and the typed strings; null for anything else. */
export function parseTypedResume(raw: string): TypedResumeForm | null {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { _form: form, _entry: entry, ...rest } = parsed as Record<string, unknown>;
    if (typeof form !== 'string' || !/^[a-z-]{1,40}$/.test(form)) return null;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(rest).slice(0, form === CV_REVIEW_FORM ? MAX_REVIEW_VALUES : MAX_VALUES))
      if (typeof value === 'string' && /^[\w.]{1,60}$/.test(name)) values[name] = value.slice(0, 20_000);
    return { form, entry: typeof entry === 'string' ? entry.slice(0, 40) : '', values };
  } catch {
    return null;
  }
}
