import { hasLocalePrefix, supportsLocale, type SiteConfig } from '../site/site-config';
import type { Locale } from '../shared/locale';
import { addLocalePrefix, stripLocalePrefix } from './locale-prefix';
import { canonicalPublicPath } from './localized-paths';
import { localizedPathTranslator, type PathTranslator } from './path-translator';
import { isSafeRedirectTarget, redirectHostsOf } from './safe-redirect';

/*
 * The redirects ("Redirects and rewrites", "/robots.txt", "/privacy-policy, /datenschutz"),
 * decided before any routing from the public URL alone. Rules look at the path WITHOUT the locale prefix;
 * the Location gets the same prefix and the query string back ("redirects keep the locale prefix").
 * Same-site targets come out in their localized form (localized-paths.ts), so `/fr/Jobs` takes one hop
 * to `/fr/emploi`; a path that is valid but not localized (`/fr/jobs`, `/resume` in German) gets a 301
 * to its localized form last. Every Location passes the open-redirect guard (safe-redirect.ts) or no
 * redirect happens.
 */

export interface Redirect {
  readonly status: 301 | 302;
  /** A same-site path (`/de/blog?x=1`) or an allow-listed sister-site URL. */
  readonly location: string;
}

export type RedirectSite = Pick<
  SiteConfig,
  'key' | 'host' | 'locales' | 'defaultLocale' | 'privacyPath' | 'features' | 'sisterSiteRedirect'
>;

/** Target of the resume paths when the resume feature is off: a page that answers 404. */
export const NOT_FOUND_PATH = '/404';

/** Where `/robots.txt` points: the site's static robots file. */
export const robotsPath = (siteKey: string): string => `/sites/${siteKey}/robots.txt`;

interface RuleInput {
  readonly site: RedirectSite;
  /** Public path as requested, without locale prefix (still percent-encoded). */
  readonly rawPath: string;
  /** The same without trailing slashes: what the rules compare. */
  readonly path: string;
  /** The path as route files know it (localized segments translated back: `/lebenslauf` → `/resume`). */
  readonly internalPath: string;
  /** The locale the path is localized in; undefined on a multi-locale site reached without a prefix. */
  readonly pathLocale: Locale | undefined;
}

type RuleTarget =
  /** On this site: the locale prefix and the query string are put back. */
  | { readonly status: 301 | 302; readonly path: string }
  /** On the sister site of site.json (https, same path, prefix and query). */
  | { readonly status: 301; readonly host: string; readonly path: string };

interface RedirectRule {
  /** Which sentence of the spec this is. */
  readonly spec: string;
  readonly target: (input: RuleInput) => RuleTarget | null;
}

const RESUME_PATH = /^\/resume(?:\/.*)?$/;
const RESUME_ALERT_EDIT_PATH = /^\/resume-alert\/edit\/[^/]+$/;
const COMPANY_SEARCH_PATH = /^\/unternehmen-suchen((?:\/.*)?)$/;
/** First segments on which lower case is forced. */
const LOWERCASE_FAMILIES = new Set(['jobs', 'organization']);

/** First match wins; the order puts the sister site before everything (its paths exist nowhere here). */
const RULES: readonly RedirectRule[] = [
  {
    spec: 'One regional site permanently redirects /user/login, /user/register(/applicant|/recruiter), /job/wizard(/bundles) and /produkte to another regional site.',
    target: ({ site, path, internalPath }) => {
      const sister = site.sisterSiteRedirect;
      if (!sister || !(sister.paths.includes(path) || sister.paths.includes(internalPath))) return null;
      return { status: 301, host: sister.host, path };
    },
  },
  {
    spec: 'When the resume feature is off, /resume, /resume/{children} and /resume-alert/edit/{id} redirect permanently to a not-found page.',
    target: ({ site, path, internalPath }) => {
      if (site.features.resume) return null;
      const matches = (p: string) => RESUME_PATH.test(p) || RESUME_ALERT_EDIT_PATH.test(p);
      return matches(path) || matches(internalPath) ? { status: 301, path: NOT_FOUND_PATH } : null;
    },
  },
  {
    spec: '/magazin goes permanently to /blog.',
    target: ({ path }) => (path === '/magazin' ? { status: 301, path: '/blog' } : null),
  },
  {
    spec: '/unternehmen-suchen/{slug*} goes permanently to /arbeitgeber-suchen/{slug*}.',
    target: ({ path }) => {
      const match = COMPANY_SEARCH_PATH.exec(path);
      return match ? { status: 301, path: `/arbeitgeber-suchen${match[1] ?? ''}` } : null;
    },
  },
  {
    spec: '/privacy-policy, /datenschutz: privacy page (name varies by site) — the other name leads to the site’s one.',
    target: ({ site, path }) => {
      const other = site.privacyPath === '/privacy-policy' ? '/datenschutz' : '/privacy-policy';
      return path === other ? { status: 301, path: site.privacyPath } : null;
    },
  },
  {
    spec: 'Lowercase is forced on paths /jobs and /organization (also in their localized form, `/emploi`).',
    target: ({ rawPath, pathLocale }) => {
      const lower = lowerCaseKeepingEscapes(rawPath);
      if (lower === rawPath) return null;
      const internal = pathLocale ? localizedPathTranslator(pathLocale).toInternal(lower, pathLocale) : lower;
      return LOWERCASE_FAMILIES.has(internal.split('/')[1] ?? '') ? { status: 301, path: lower } : null;
    },
  },
  {
    spec: 'English (GB), German, French: /resumes* becomes /cvs* / /bewerbersuche*, /jobs* becomes /emploi*, … — the unlocalized path goes to the localized one.',
    target: ({ rawPath, pathLocale }) => {
      if (!pathLocale) return null;
      const localized = canonicalPublicPath(rawPath, pathLocale);
      return localized !== rawPath ? { status: 301, path: localized } : null;
    },
  },
];

/**
 * The redirect a request for `publicUrl` (path + optional query, as received) gets on `site`, or null
 * when it should be routed normally. `translator` maps localized public paths to internal ones, so the
 * resume and sister-site rules also catch `/lebenslauf`, `/cv` and friends.
 */
export function redirectFor(
  site: RedirectSite,
  publicUrl: string,
  translator: PathTranslator = localizedPathTranslator(site.defaultLocale),
): Redirect | null {
  const queryStart = publicUrl.indexOf('?');
  const pathname = queryStart < 0 ? publicUrl : publicUrl.slice(0, queryStart);
  const search = queryStart < 0 ? '' : publicUrl.slice(queryStart);

  if (pathname === '/robots.txt') return checked(site, { status: 302, location: robotsPath(site.key) });

  const { locale, path: rawPath } = stripLocalePrefix(pathname);
  // A prefix the site does not speak is a 404 (routes/_site.tsx), not something to redirect.
  if (locale && (!hasLocalePrefix(site) || !supportsLocale(site, locale))) return null;
  const path = rawPath.replace(/\/+$/, '') || '/';
  // Without a prefix a multi-locale site has not chosen the locale yet (the root route redirects next).
  const pathLocale = locale ?? (hasLocalePrefix(site) ? undefined : site.defaultLocale);
  const input: RuleInput = { site, rawPath, path, internalPath: translator.toInternal(path, pathLocale), pathLocale };

  for (const rule of RULES) {
    const target = rule.target(input);
    if (!target) continue;
    const targetPath = 'host' in target || !pathLocale ? target.path : canonicalPublicPath(target.path, pathLocale);
    const localPath = addLocalePrefix(targetPath, locale) + search;
    const location = 'host' in target ? `https://${target.host}${localPath}` : localPath;
    return checked(site, { status: target.status, location });
  }
  return null;
}

/** The open-redirect guard has the last word. */
function checked(site: RedirectSite, redirect: Redirect): Redirect | null {
  return isSafeRedirectTarget(redirect.location, redirectHostsOf(site)) ? redirect : null;
}

/** `/Jobs/M%C3%BCnchen` → `/jobs/m%C3%BCnchen`: letters lowered, percent escapes left as they are. */
function lowerCaseKeepingEscapes(path: string): string {
  return path.replace(/%[0-9a-fA-F]{2}|[^%]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
}
