import type { Locale } from '../shared/locale';
import { hasLocalePrefix, supportsLocale, type SiteConfig } from '../site/site-config';
import { addLocalePrefix, stripLocalePrefix } from './locale-prefix';
import { canonicalPublicPath } from './localized-paths';

export type LocaleResolution =
  /** Render in `locale`; `prefixLocale` is what links carry (none on single-locale sites). */
  | { readonly kind: 'ok'; readonly locale: Locale; readonly prefixLocale: Locale | undefined }
  /** A multi-locale site reached without a prefix: send the visitor to the prefixed URL. */
  | { readonly kind: 'redirect'; readonly href: string }
  /** A prefix this site does not speak (or any prefix on a single-locale site): 404 in `locale`. */
  | { readonly kind: 'not-found'; readonly locale: Locale; readonly prefixLocale: Locale | undefined };

/**
 * Which locale a public URL asks for on a site. `preferred` (from Accept-Language) only matters when a
 * multi-locale site is entered without a prefix.
 */
export function resolveLocale(
  site: Pick<SiteConfig, 'locales' | 'defaultLocale'>,
  publicHref: string,
  preferred: Locale | undefined,
): LocaleResolution {
  const [pathname = '/', rest = ''] = splitHref(publicHref);
  const { locale, path } = stripLocalePrefix(pathname);
  if (!hasLocalePrefix(site)) {
    return locale
      ? { kind: 'not-found', locale: site.defaultLocale, prefixLocale: undefined }
      : { kind: 'ok', locale: site.defaultLocale, prefixLocale: undefined };
  }
  if (!locale) {
    const target = preferred && supportsLocale(site, preferred) ? preferred : site.defaultLocale;
    // Straight to the path as the target locale spells it (`/jobs` → `/fr/emploi`, `/resume` → `/en/cv`):
    // one hop, not a 302 to the prefix followed by a 301 to the localized segment.
    return { kind: 'redirect', href: addLocalePrefix(canonicalPublicPath(path, target), target) + rest };
  }
  if (!supportsLocale(site, locale)) {
    return { kind: 'not-found', locale: site.defaultLocale, prefixLocale: site.defaultLocale };
  }
  return { kind: 'ok', locale, prefixLocale: locale };
}

function splitHref(href: string): [string, string] {
  const i = href.search(/[?#]/);
  return i < 0 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}
