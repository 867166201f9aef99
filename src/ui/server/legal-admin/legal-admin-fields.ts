/**
 * The new version form's fields, as posted and as a refused post brings them back (page and language
 * say which form). `language` is the wording's language; `locale` (the page's own) travels apart.
 */
export const LEGAL_VERSION_FIELDS = ['page', 'language', 'version', 'html'] as const;
export type LegalVersionFormValues = Partial<Record<(typeof LEGAL_VERSION_FIELDS)[number], string>>;

/** The anchor of one page's form in one language (`legal-terms-en-GB`). */
export const legalFormAnchor = (page: string, language: string): string => `legal-${page}-${language}`;
