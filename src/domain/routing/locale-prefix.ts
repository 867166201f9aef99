import { localeFromPrefix, localePrefix, type Locale } from '../shared/locale';

/** A public pathname split into its locale prefix (when it has a known one) and the rest. */
export interface PrefixedPath {
  readonly locale: Locale | undefined;
  /** The pathname without the prefix; always starts with `/`. */
  readonly path: string;
}

/**
 * `/en/jobs` → `{ locale: 'en-GB', path: '/jobs' }`, `/en` → `{ 'en-GB', '/' }`, `/jobs` → `{ undefined, '/jobs' }`.
 * Only the first segment is looked at, and only known locale prefixes count: `/xx/jobs` stays as it is
 * (so it matches no route and becomes a 404).
 */
export function stripLocalePrefix(pathname: string): PrefixedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] ? localeFromPrefix(match[1]) : undefined;
  if (!match || !locale) return { locale: undefined, path: pathname || '/' };
  return { locale, path: match[2] || '/' };
}

/** The inverse: `/jobs` + `en-GB` → `/en/jobs`; `/` + `de` → `/de`; without a locale the path is unchanged. */
export function addLocalePrefix(path: string, locale: Locale | undefined): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!locale) return clean;
  return `/${localePrefix(locale)}${clean === '/' ? '' : clean}`;
}
