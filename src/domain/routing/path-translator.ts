import type { Locale } from '../shared/locale';
import { delocalizePath, localizePath } from './localized-paths';

/**
 * Maps internal route paths to the localized public ones and back (`/jobs` ↔ `/emploi` in French,
 * rewrites). Paths here carry no locale prefix: callers strip it before / add it after.
 */
export interface PathTranslator {
  toInternal(publicPath: string, locale: Locale | undefined): string;
  toPublic(internalPath: string, locale: Locale | undefined): string;
}

/** Public and internal paths taken as the same (for rules that must not depend on localization). */
export const identityPathTranslator: PathTranslator = {
  toInternal: (path) => path,
  toPublic: (path) => path,
};

/**
 * The translator of localized-paths.ts. `locale` is undefined where a path carries no prefix — on a
 * single-locale site — and then `siteLocale` (that site's default locale) decides: a German-only site
 * still shows `/kontakt`.
 */
export function localizedPathTranslator(siteLocale: Locale = 'de'): PathTranslator {
  return {
    toInternal: (path, locale) => delocalizePath(path, locale ?? siteLocale),
    toPublic: (path, locale) => localizePath(path, locale ?? siteLocale),
  };
}
