import type { Locale } from '../shared/locale';

/*
 * Localized public paths. Route files keep the English internal
 * paths (`/jobs`, `/resume/edit`, `/organizations`, `/contact`); a visitor sees them in the language of
 * the page: `/emploi` in French, `/lebenslauf/edit` in German, `/cv/edit` in English. Localization depends
 * on the page's locale only — the locale prefix (`/fr/…`) is a separate matter of the site having several
 * locales, so a single-locale German site still shows `/arbeitgeber-suchen` and `/kontakt`.
 *
 * Rules replace a leading run of whole segments: `/resumes` and `/resumes/…`, never `/resumesx`. The
 * query string and hash are never touched; neither are the segments after the replaced ones.
 */

interface PathRule {
  /** Leading segments of the internal (English) path. */
  readonly internal: readonly string[];
  /** The same segments as the visitor sees them; always lower-case. */
  readonly localized: readonly string[];
  /** `children`: the rule also covers deeper paths (`/resumes*`); `exact`: only the path itself. */
  readonly scope: 'children' | 'exact';
}

const rule = (internal: string, localized: string, scope: PathRule['scope']): PathRule => ({
  internal: internal.split('/').slice(1),
  localized: localized.split('/').slice(1),
  scope,
});

/**
 * Sorted most specific first (more segments first) so `/resume/edit*` wins over `/resume`. Both sides of
 * a rule have the same number of segments, so the order serves both directions.
 */
const bySpecificity = (rules: readonly PathRule[]): readonly PathRule[] => [...rules].sort((a, b) => b.internal.length - a.internal.length);

const RULES: Readonly<Record<Locale, readonly PathRule[]>> = {
  de: bySpecificity([
    // "/resumes* becomes /bewerbersuche*"
    rule('/resumes', '/bewerbersuche', 'children'),
    // "/resume/edit* becomes /lebenslauf/edit*"
    rule('/resume/edit', '/lebenslauf/edit', 'children'),
    // "wizard steps (import, job-preferences, personal-info) sit under /lebenslauf/wizard/..."; the
    // wizard's own entry goes with its steps. Other `/resume/…` children keep their English path.
    rule('/resume/wizard', '/lebenslauf/wizard', 'exact'),
    rule('/resume/wizard/import', '/lebenslauf/wizard/import', 'children'),
    rule('/resume/wizard/job-preferences', '/lebenslauf/wizard/job-preferences', 'children'),
    rule('/resume/wizard/personal-info', '/lebenslauf/wizard/personal-info', 'children'),
    // "/resume becomes /lebenslauf"
    rule('/resume', '/lebenslauf', 'exact'),
    // "/organizations* becomes /arbeitgeber-suchen*"
    rule('/organizations', '/arbeitgeber-suchen', 'children'),
    // "/contact becomes /kontakt"
    rule('/contact', '/kontakt', 'exact'),
    // The legal pages under the names German visitors look for.
    rule('/terms', '/agb', 'exact'),
    rule('/imprint', '/impressum', 'exact'),
    rule('/cookie-settings', '/cookie-einstellungen', 'exact'),
  ]),
  'en-GB': bySpecificity([
    // "/resumes* becomes /cvs*"
    rule('/resumes', '/cvs', 'children'),
    // "/resume/edit* becomes /cv/edit*, /resume/wizard becomes /cv/wizard (plus import and
    // job-preferences), /resume becomes /cv, /resume/* becomes /cv/*": together, `/resume` and all of
    // its children.
    rule('/resume', '/cv', 'children'),
  ]),
  fr: bySpecificity([
    // "/jobs* becomes /emploi*"
    rule('/jobs', '/emploi', 'children'),
    // The newsletter's pages (sign-up, confirm, unsubscribe) under the French name.
    rule('/newsletter', '/lettre-information', 'children'),
  ]),
};

/**
 * Files the backend proxies (`/jobs/sitemap.xml`, `/fr/jobs/sitemap.xsl`) are not pages: their
 * paths name a type, not a translated route, and stay as they are in every locale.
 */
const PROXIED_FILE = /\.(?:xml|xsl)$/i;

/** Public path of an internal path in a locale: `/jobs?page=2` + `fr` → `/emploi?page=2`. */
export function localizePath(internalPath: string, locale: Locale): string {
  return translate(internalPath, RULES[locale], 'internal', 'localized');
}

/**
 * Internal path of a public path (without locale prefix) in a locale: `/emploi/x` + `fr` → `/jobs/x`.
 * Localized segments are recognized in any letter case. A path that is not localized — including the
 * English internal path itself, e.g. `/jobs` in French — comes back unchanged, so it still reaches its
 * route; {@link canonicalPublicPath} says where it belongs.
 */
export function delocalizePath(publicPath: string, locale: Locale): string {
  return translate(publicPath, RULES[locale], 'localized', 'internal');
}

/**
 * The path a public path (without locale prefix) should have in a locale: `/jobs?page=2` in French →
 * `/emploi?page=2`, `/Emploi` → `/emploi`, `/emploi` → `/emploi`. When it differs from the requested
 * path, the request deserves a permanent redirect to it (the redirect rules keep the prefix).
 */
export function canonicalPublicPath(publicPath: string, locale: Locale): string {
  return localizePath(delocalizePath(publicPath, locale), locale);
}

/** Every lower-case segment some locale localizes to: internal route paths must not start with one. */
export const LOCALIZED_FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  Object.values(RULES).flatMap((rules) => rules.map((r) => r.localized[0]!)),
);

/** Every first segment of an internal path some locale localizes (`terms`, `imprint`, `resume`…). */
export const LOCALIZED_INTERNAL_FIRST_SEGMENTS: ReadonlySet<string> = new Set(
  Object.values(RULES).flatMap((rules) => rules.map((r) => r.internal[0]!)),
);

function translate(href: string, rules: readonly PathRule[], from: 'internal' | 'localized', to: 'internal' | 'localized'): string {
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const rest = end < 0 ? '' : href.slice(end);
  if (!path.startsWith('/') || PROXIED_FILE.test(path)) return href;
  const segments = path.split('/').slice(1);
  const hit = rules.find((r) => matches(r[from], r.scope, segments));
  if (!hit) return href;
  return `/${[...hit[to], ...segments.slice(hit[from].length)].join('/')}${rest}`;
}

function matches(head: readonly string[], scope: PathRule['scope'], segments: readonly string[]): boolean {
  if (segments.length < head.length) return false;
  if (!head.every((s, i) => s === segments[i]!.toLowerCase())) return false;
  const tail = segments.slice(head.length);
  // An exact rule still takes its path with a trailing slash (`/contact/`), which the router treats alike.
  return scope === 'children' || tail.length === 0 || (tail.length === 1 && tail[0] === '');
}
