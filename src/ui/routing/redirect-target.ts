import type { Locale } from '../../domain/shared/locale';
import { addLocalePrefix } from '../../domain/routing/locale-prefix';

/**
 * Where a platform redirect (route lookup) sends the visitor: other hosts as they are, own paths with
 * the current locale prefix (the platform answers in unprefixed paths).
 */
export function redirectHref(target: string, prefixLocale: Locale | undefined): string {
  if (/^https?:\/\//i.test(target)) return target;
  return addLocalePrefix(target, prefixLocale);
}

/** Platform redirect codes we pass on; anything odd becomes a permanent redirect. */
export const redirectStatus = (code: number): 301 | 302 | 307 | 308 => ([301, 302, 307, 308].includes(code) ? (code as 301 | 302 | 307 | 308) : 301);
