import type { Locale } from '../../domain/shared/locale';
import { addLocalePrefix } from '../../domain/routing/locale-prefix';
import { identityPathTranslator, type PathTranslator } from '../../domain/routing/path-translator';

/** Public href of the current page in another locale (same path, same query). */
export function hrefInLocale(internalPath: string, search: string, locale: Locale, translator: PathTranslator = identityPathTranslator): string {
  return addLocalePrefix(translator.toPublic(internalPath, locale), locale) + search;
}
