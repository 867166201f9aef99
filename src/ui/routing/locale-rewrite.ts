import type { Locale } from '../../domain/shared/locale';
import { addLocalePrefix, stripLocalePrefix } from '../../domain/routing/locale-prefix';
import { identityPathTranslator, type PathTranslator } from '../../domain/routing/path-translator';

/**
 * The locale prefix of the URL being shown, shared by the router's `rewrite` pair. `input` records it
 * from each incoming URL; the root route corrects it once the site is known (a single-locale site
 * never prefixes); `output` adds it to every link and navigation the router builds.
 */
export interface LocaleState {
  prefixLocale: Locale | undefined;
}

export const createLocaleState = (): LocaleState => ({ prefixLocale: undefined });

/** Internal href (path + search + hash) of a public URL, and the locale its prefix named. */
export function toInternalUrl(url: URL, translator: PathTranslator = identityPathTranslator): { url: URL; locale: Locale | undefined } {
  const { locale, path } = stripLocalePrefix(url.pathname);
  const next = new URL(url.href);
  next.pathname = translator.toInternal(path, locale);
  return { url: next, locale };
}

export function toPublicUrl(url: URL, locale: Locale | undefined, translator: PathTranslator = identityPathTranslator): URL {
  const next = new URL(url.href);
  next.pathname = addLocalePrefix(translator.toPublic(url.pathname, locale), locale);
  return next;
}

/** The `{ input, output }` pair for `createRouter({ rewrite })`. */
export function createLocaleRewrite(state: LocaleState, translator: PathTranslator = identityPathTranslator) {
  return {
    input: ({ url }: { url: URL }) => {
      const result = toInternalUrl(url, translator);
      state.prefixLocale = result.locale;
      return result.url;
    },
    output: ({ url }: { url: URL }) => toPublicUrl(url, state.prefixLocale, translator),
  };
}
