/*
 * The query of the resume editor and the resume wizard (a refused form's errors, the open entry, the CV
 * import under review). Kept apart from the pages: route files validate it in the route tree every page
 * loads, and importing it from the editor's page module would bring the whole editor along.
 */

export interface ResumeEditSearch {
  readonly errors?: string | undefined;
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
  /** The form that was refused (its errors show next to it). */
  readonly form?: string | undefined;
  /** The entry of the refused form (an attachment's id). */
  readonly entry?: string | undefined;
  /** `workExperience:3`: the entry whose form is open. */
  readonly edit?: string | undefined;
  readonly org?: string | undefined;
  /** The wizard's CV import under review. */
  readonly import?: string | undefined;
}

export function parseResumeEditSearch(search: Record<string, unknown>): ResumeEditSearch {
  const str = (v: unknown, max = 2000) => {
    const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
    return typeof text === 'string' && text.length > 0 && text.length <= max ? text : undefined;
  };
  return {
    errors: str(search.errors),
    error: str(search.error, 40),
    notice: str(search.notice, 40),
    form: str(search.form, 40),
    entry: str(search.entry, 40),
    edit: str(search.edit, 40),
    org: str(search.org, 200),
    import: str(search.import, 18),
  };
}
