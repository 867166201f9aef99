import type { Locale } from '../../domain/shared/locale';
import { addLocalePrefix } from '../../domain/routing/locale-prefix';
import { safeRedirectTarget } from '../../domain/routing/safe-redirect';

/**
 * Where a platform redirect (route lookup) sends the visitor: own paths with the current locale prefix
 * (the platform answers in unprefixed paths), absolute URLs only to this site's own host. Every target
 * goes through the same open-redirect guard as the request-level redirects; anything else lands on home.
 */
export function redirectHref(target: string, prefixLocale: Locale | undefined, siteHost: string): string {
  const href = /^https?:\/\//i.test(target) ? target : addLocalePrefix(target, prefixLocale);
  return safeRedirectTarget(href, [siteHost], addLocalePrefix('/', prefixLocale));
}

/** Platform redirect codes we pass on; anything odd becomes a permanent redirect. */
export const redirectStatus = (code: number): 301 | 302 | 307 | 308 =>
  [301, 302, 307, 308].includes(code) ? (code as 301 | 302 | 307 | 308) : 301;
