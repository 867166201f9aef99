import type { Locale } from '../../domain/shared/locale';
import { addLocalePrefix, stripLocalePrefix } from '../../domain/routing/locale-prefix';
import { localizedPathTranslator, type PathTranslator } from '../../domain/routing/path-translator';

/**
 * What the router's `rewrite` pair needs to know about the page being shown. `input` records it from
 * each incoming URL; the root route corrects it once the site is known (a single-locale site never
 * prefixes); `output` uses it for every link and navigation the router builds.
 */
export interface LocaleState {
  /** The prefix links carry; none on single-locale sites. */
  prefixLocale: Locale | undefined;
  /**
   * The page's locale, which localizes path segments (`/jobs` → `/emploi`) even without a prefix.
   * Until the root route has resolved the site it is {@link PATH_LOCALE_BEFORE_SITE}.
   */
  locale: Locale;
}

/**
 * Locale of unprefixed paths before the site is known: every single-locale site speaks German, so the
 * first parse of `/kontakt` on such a site already finds `/contact` (on the server and on hydration alike).
 */
export const PATH_LOCALE_BEFORE_SITE: Locale = 'de';

export const createLocaleState = (): LocaleState => ({ prefixLocale: undefined, locale: PATH_LOCALE_BEFORE_SITE });

/**
 * Internal URL of a public one: prefix stripped, segments delocalized in the prefix's locale (or
 * `unprefixedLocale` when there is none). Search and hash stay.
 */
export function toInternalUrl(
  url: URL,
  unprefixedLocale: Locale,
  translator: PathTranslator = localizedPathTranslator(),
): { url: URL; locale: Locale | undefined } {
  const { locale, path } = stripLocalePrefix(url.pathname);
  const next = new URL(url.href);
  next.pathname = translator.toInternal(path, locale ?? unprefixedLocale);
  return { url: next, locale };
}

/** Public URL of an internal one: segments localized in `locale`, then the prefix of `prefixLocale`. */
export function toPublicUrl(url: URL, state: Readonly<LocaleState>, translator: PathTranslator = localizedPathTranslator()): URL {
  const next = new URL(url.href);
  next.pathname = addLocalePrefix(translator.toPublic(url.pathname, state.locale), state.prefixLocale);
  return next;
}

/** The `{ input, output }` pair for `createRouter({ rewrite })`. */
export function createLocaleRewrite(state: LocaleState, translator: PathTranslator = localizedPathTranslator()) {
  return {
    input: ({ url }: { url: URL }) => {
      const result = toInternalUrl(url, state.locale, translator);
      state.prefixLocale = result.locale;
      if (result.locale) state.locale = result.locale;
      return result.url;
    },
    output: ({ url }: { url: URL }) => toPublicUrl(url, state, translator),
  };
}
