import type { Locale } from '../shared/locale';

/**
 * The legal pages every site has: privacy, terms, imprint
 * and cookie settings. Each is versioned by the date its wording takes effect; a page shows the newest
 * version already in effect, so a new wording can be put in place ahead of its date.
 */
export const LEGAL_PAGES = ['privacy', 'terms', 'imprint', 'cookies'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const isLegalPage = (value: unknown): value is LegalPage => (LEGAL_PAGES as readonly unknown[]).includes(value);

/** A version is the day its wording takes effect, `YYYY-MM-DD` (UTC). */
export const LEGAL_VERSION = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The newest version in effect on `now`'s UTC day, or null when none is yet. */
export function currentLegalVersion(versions: readonly string[], now: Date): string | null {
  const today = now.toISOString().slice(0, 10);
  let best: string | null = null;
  for (const v of versions) if (LEGAL_VERSION.test(v) && v <= today && (best === null || v > best)) best = v;
  return best;
}

/** Internal paths of the legal pages; privacy lives where the site says (`/privacy-policy` or `/datenschutz`). */
export function legalPagePath(page: LegalPage, privacyPath: string): string {
  switch (page) {
    case 'privacy':
      return privacyPath;
    case 'terms':
      return '/terms';
    case 'imprint':
      return '/imprint';
    case 'cookies':
      return '/cookie-settings';
  }
}

/** One legal page as shown: its wording in one language, which version it is, which versions exist. */
export interface LegalDocument {
  readonly page: LegalPage;
  readonly version: string;
  /** The language of `html` (German when the page has no wording in the asked one). */
  readonly locale: Locale;
  /** Sanitized HTML (filtered rich text). */
  readonly html: string;
}
