/**
 * Paths the platform answers itself, not the board's pages: its API, sessions and accounts, personal
 * data, the payment provider's notices, files, feeds and sitemaps, health, and the local demo's mailbox. A board-only process hands
 * these to the platform over HTTP; a platform-only process answers nothing else.
 */
export const PLATFORM_FAMILIES = [
  '/graphql',
  '/healthz',
  '/api/auth',
  '/api/privacy',
  '/api/stripe',
  '/api/ai-writing',
  '/api/statistics',
  '/xml/jobs',
  '/job-file',
  '/job-logo',
  '/application-file',
  '/organization-image',
  '/organization-brochure',
  '/resume-picture',
  '/resume-attachment',
  '/dev/mailbox',
] as const;

/** `/sitemap.xml`, its stylesheets, and every `/{type}/sitemap.xml` (with or without a locale prefix). */
const SITEMAP = /^(?:\/sitemap\.xml|\/sitemap(?:-index)?\.xsl|(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/[a-z][a-z-]*\/sitemap\.xml)$/;

/** Whether a request path (without query) is one the platform answers. */
export function isPlatformPath(path: string): boolean {
  if (SITEMAP.test(path)) return true;
  return PLATFORM_FAMILIES.some((family) => path === family || path.startsWith(`${family}/`));
}
