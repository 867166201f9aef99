/**
 * The landing page form's text fields, as posted and as a refused post brings them back. `language` is
 * the page's language; `locale` (the console's own) travels apart. The long body goes last, so the
 * short fields always come back whole when the values are shortened to fit their cookie.
 */
export const LANDING_PAGE_FIELDS = [
  'site',
  'language',
  'title',
  'path',
  'aliases',
  'searchQuery',
  'seoTitle',
  'seoDescription',
  'published',
  'introHtml',
] as const;
export type LandingPageFormValues = Partial<Record<(typeof LANDING_PAGE_FIELDS)[number], string>>;

/** The console's list of landing pages, and one page's editor (`new` for a new one). */
export const LANDING_PAGE_DESK = '/admin/content/pages';
export const landingPageEditorPath = (id: string | null): string => `${LANDING_PAGE_DESK}/${id ?? 'new'}`;
