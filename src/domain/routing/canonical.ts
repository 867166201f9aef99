import { localePrefix, type Locale } from '../shared/locale';
import { hasLocalePrefix, type SiteConfig } from '../site/site-config';
import { localizePath } from './localized-paths';

/**
 * Public path of an internal path (query allowed) in a locale: localized segments (`/jobs` → `/emploi`
 * in French), and the locale prefix only where the site has several locales.
 */
export function publicPath(site: Pick<SiteConfig, 'locales'>, locale: Locale, internalPath: string): string {
  const path = localizePath(internalPath.startsWith('/') ? internalPath : `/${internalPath}`, locale);
  if (!hasLocalePrefix(site)) return path;
  // `/?x=1` under a prefix is `/fr?x=1`, like the prefix-only home page `/fr`.
  return `/${localePrefix(locale)}${path === '/' ? '' : path.replace(/^\/(?=[?#])/, '')}`;
}

/** Canonical URL: host + default-language prefix when several locales + localized path. */
export function canonicalUrl(site: Pick<SiteConfig, 'locales' | 'host'>, locale: Locale, internalPath: string): string {
  return `https://${site.host}${publicPath(site, locale, internalPath)}`;
}
