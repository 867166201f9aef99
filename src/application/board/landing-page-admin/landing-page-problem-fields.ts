/**
 * The form field each of the platform's landing page problems belongs to, so a refused form names the
 * problem where it was typed. A problem this list does not know goes above the form (`null`).
 */
const FIELD_OF: Readonly<Record<string, string>> = {
  TITLE_REQUIRED: 'title',
  TITLE_TOO_LONG: 'title',
  PATH_INVALID: 'path',
  PATH_RESERVED: 'path',
  PATH_TAKEN: 'path',
  ALIAS_INVALID: 'aliases',
  ALIAS_RESERVED: 'aliases',
  ALIAS_TAKEN: 'aliases',
  ALIAS_DUPLICATE: 'aliases',
  TOO_MANY_ALIASES: 'aliases',
  INTRO_TOO_LONG: 'introHtml',
  SEARCH_QUERY_INVALID: 'searchQuery',
  SEO_TITLE_TOO_LONG: 'seoTitle',
  SEO_DESCRIPTION_TOO_LONG: 'seoDescription',
  UNKNOWN_SITE: 'site',
  LOCALE_NOT_ON_SITE: 'locale',
};

export interface FieldProblem {
  /** null: the form as a whole. */
  readonly field: string | null;
  readonly code: string;
}

/** Each problem on its field, the first one per field only (a field shows one message). */
export function problemsByField(problems: readonly string[]): readonly FieldProblem[] {
  const seen = new Set<string>();
  const out: FieldProblem[] = [];
  for (const code of problems) {
    const field = FIELD_OF[code] ?? null;
    const key = field ?? `:${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field, code });
  }
  return out;
}
