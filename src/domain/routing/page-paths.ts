/**
 * Paths of the board's endpoints that are not pages: the API, health, messages, feeds, static and site
 * files, server functions. They keep their unprefixed address on every site (no locale redirect).
 */
const ENDPOINT_FAMILIES = [
  '/graphql',
  '/healthz',
  '/api',
  '/xml',
  '/sites',
  '/assets',
  '/_serverFn',
  '/__ops',
  '/job-file',
  '/job-logo',
  '/application-file',
  '/dev',
  '/organization-image',
  '/resume-picture',
] as const;

/** First segments of the endpoints that are not pages (`graphql`, `job-file`…). */
export const ENDPOINT_FIRST_SEGMENTS: readonly string[] = ENDPOINT_FAMILIES.map((family) => family.slice(1).toLowerCase());

/** Files (`/sitemap.xml`, `/de/jobs/sitemap.xml`, `/robots.txt`): a last segment with an extension. */
const FILE = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** Whether a request path (without query) addresses a page, which on multi-locale sites carries a locale prefix. */
export function isPagePath(path: string): boolean {
  if (FILE.test(path)) return false;
  return !ENDPOINT_FAMILIES.some((family) => path === family || path.startsWith(`${family}/`));
}
