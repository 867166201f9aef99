import type { Locale } from '../shared/locale';
import { hasLocalePrefix, type SiteConfig } from '../site/site-config';
import { canonicalUrl } from './canonical';

/** One `<link rel="alternate" hreflang href>` of a page. */
export interface HreflangAlternate {
  readonly hreflang: Locale | 'x-default';
  /** Absolute URL of the page in that locale, its path localized for it. */
  readonly href: string;
}

/**
 * The language alternates of a page ("hreflang alternates between a page's locales"): one per
 * locale of the site, each built from the page's INTERNAL path so it is localized for its own locale
 * (`/de/jobs`, `/en/jobs`, `/fr/emploi`), plus `x-default` for the site's default locale. Single-locale
 * sites have no alternates. Every page exists in all of its site's locales.
 */
export function hreflangAlternates(
  site: Pick<SiteConfig, 'locales' | 'defaultLocale' | 'host'>,
  internalPath: string,
): readonly HreflangAlternate[] {
  if (!hasLocalePrefix(site)) return [];
  return [
    ...site.locales.map((locale) => ({ hreflang: locale, href: canonicalUrl(site, locale, internalPath) })),
    { hreflang: 'x-default', href: canonicalUrl(site, site.defaultLocale, internalPath) },
  ];
}
