/*
 * Which internal paths `/router?router=<path>` may show ("Some paths are non-landing paths and
 * are not shown through the router"). Landing pages are the public, indexable ones a visitor can land
 * on from outside: home, job search (with taxonomy), job pages, the organizations directory and
 * organization profiles, the blog. Everything else — accounts, dashboard, checkout, job manager, the
 * self-service wizard, resumes, contact, the router itself — is non-landing and answers 404 there.
 */

/** These paths and anything below them are landing pages. */
const LANDING_FAMILIES = ['/jobs', '/organizations', '/blog'] as const;

/** Organization profiles: `/organization/<slug>…`, not the bare `/organization`. */
const ORGANIZATION_PAGE = /^\/organization\/[^/]/;

/** `/job/<slug>` is a job page, but the self-service wizard lives under `/job/wizard`. */
const JOB_PAGE = /^\/job\/(?!wizard(?:\/|$))[^/]+$/;

/** The path part of an internal href, without query, hash and trailing slashes. */
export function landingPathOf(href: string): string {
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  return path.replace(/\/+$/, '') || '/';
}

/** Whether an internal path (optionally with query) may be shown through `/router`. */
export function isLandingPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = landingPathOf(href);
  // No dot segments (`/jobs/../user/login`), backslashes or control characters: a landing path is plain.
  if (/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(path) || /[\\\x00-\x1f\x7f]/.test(path)) return false;
  if (path === '/') return true;
  if (JOB_PAGE.test(path) || ORGANIZATION_PAGE.test(path)) return true;
  return LANDING_FAMILIES.some((family) => path === family || path.startsWith(`${family}/`));
}
