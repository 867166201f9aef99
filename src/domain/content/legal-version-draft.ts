import { plainText } from '../job/job-metatags';
import type { Locale } from '../shared/locale';
import { LEGAL_VERSION, type LegalPage } from './legal-document';

/** Longest wording of a legal page, in characters of sanitized HTML (a privacy policy runs long). */
export const MAX_LEGAL_TEXT_LENGTH = 200_000;

export type LegalVersionProblem =
  | { readonly field: 'locale'; readonly code: 'LOCALE_NOT_OF_SITE' | 'GERMAN_FIRST' }
  | { readonly field: 'version'; readonly code: 'INVALID_DATE' | 'DATE_IN_PAST' | 'OLDER_THAN_NEWEST' }
  | { readonly field: 'html'; readonly code: 'TEXT_REQUIRED' | 'TEXT_TOO_LONG' };

/** A new wording as staff typed it, its HTML already sanitized. */
export interface LegalVersionDraft {
  readonly page: LegalPage;
  readonly locale: Locale;
  /** `YYYY-MM-DD`, the UTC day it takes effect. */
  readonly version: string;
  readonly html: string;
}

/**
 * A wording may be published when its language is one of the site's, its body says something, and its
 * date is today or later and not before the page's newest version: an earlier date would rewrite which
 * wording was in force (and which terms users accepted) on days already past, or slip a version in
 * under one already announced. The newest version's own date is allowed, so a language can be added to
 * it or its wording corrected before (or on) its first day. A version starts with its German wording:
 * once in force it replaces the page in every language, and a language it lacks shows the German one.
 */
export function checkLegalVersion(
  draft: LegalVersionDraft,
  context: {
    readonly siteLocales: readonly Locale[];
    readonly newestVersion: string | null;
    /** Whether the draft's version already has a German wording. */
    readonly versionHasGerman: boolean;
    readonly now: Date;
  },
): readonly LegalVersionProblem[] {
  const problems: LegalVersionProblem[] = [];
  if (!context.siteLocales.includes(draft.locale)) problems.push({ field: 'locale', code: 'LOCALE_NOT_OF_SITE' });
  else if (draft.locale !== 'de' && !context.versionHasGerman) problems.push({ field: 'locale', code: 'GERMAN_FIRST' });
  const today = context.now.toISOString().slice(0, 10);
  if (!isLegalVersionDay(draft.version)) problems.push({ field: 'version', code: 'INVALID_DATE' });
  else if (draft.version < today) problems.push({ field: 'version', code: 'DATE_IN_PAST' });
  else if (context.newestVersion !== null && draft.version < context.newestVersion)
    problems.push({ field: 'version', code: 'OLDER_THAN_NEWEST' });
  const html = draft.html.trim();
  if (html.length > MAX_LEGAL_TEXT_LENGTH) problems.push({ field: 'html', code: 'TEXT_TOO_LONG' });
  else if (plainText(html).length === 0) problems.push({ field: 'html', code: 'TEXT_REQUIRED' });
  return problems;
}

/** A version that names a real day (`2026-02-30` matches the pattern but is none). */
export const isLegalVersionDay = (version: string): boolean =>
  LEGAL_VERSION.test(version) && new Date(`${version}T00:00:00Z`).toISOString().slice(0, 10) === version;

/** The newest of the versions (dates compare as text), or null. */
export const newestLegalVersion = (versions: readonly string[]): string | null =>
  versions.reduce<string | null>((best, v) => (best === null || v > best ? v : best), null);
