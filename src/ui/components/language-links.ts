import type { Locale } from '../../domain/shared/locale';
import { addLocalePrefix } from '../../domain/routing/locale-prefix';
import { localizedPathTranslator, type PathTranslator } from '../../domain/routing/path-translator';

/** Public href of the current page in another locale: its path localized for that locale, same query. */
export function hrefInLocale(
  internalPath: string,
  search: string,
  locale: Locale,
  translator: PathTranslator = localizedPathTranslator(),
): string {
  return addLocalePrefix(translator.toPublic(internalPath, locale), locale) + search;
}
