import { localePrefix, type Locale } from '../shared/locale';
import { hasLocalePrefix, type SiteConfig } from '../site/site-config';

/** Public path of an internal path in a locale: the locale prefix only where the site has several locales. */
export function publicPath(site: Pick<SiteConfig, 'locales'>, locale: Locale, internalPath: string): string {
  const path = internalPath.startsWith('/') ? internalPath : `/${internalPath}`;
  if (!hasLocalePrefix(site)) return path;
  return `/${localePrefix(locale)}${path === '/' ? '' : path}` || '/';
}

/** Canonical URL (spec §2): host + default-language prefix when several locales + localized path. */
export function canonicalUrl(site: Pick<SiteConfig, 'locales' | 'host'>, locale: Locale, internalPath: string): string {
  return `https://${site.host}${publicPath(site, locale, internalPath)}`;
}
