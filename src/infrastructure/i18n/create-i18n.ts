import i18next, { type i18n } from 'i18next';
import type { Locale } from '../../domain/shared/locale';
import type { Messages } from './messages';

/**
 * An i18next instance for one locale, ready synchronously from messages already at hand (the browser
 * loads them before it hydrates), so the first render is translated: no flash of keys. Missing keys are
 * silent and render as the key itself; German is already layered under other locales by the
 * catalog.
 */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages as Record<string, unknown> } },
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    saveMissing: false,
    debug: false,
    // React escapes output already; escaping here would double-encode `&` and apostrophes.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const instances = new WeakMap<Messages, Map<Locale, i18n>>();

/**
 * One instance per messages object and locale, shared by every render that uses them: the server keeps
 * a locale's messages for the process (ui/server/messages.ts), and building an instance from them cost
 * ≈ 0.7 ms per page. Renders only read an instance (the language is fixed; nothing changes it).
 */
export function i18nFor(locale: Locale, messages: Messages): i18n {
  let byLocale = instances.get(messages);
  if (!byLocale) instances.set(messages, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) byLocale.set(locale, (instance = createI18n(locale, messages)));
  return instance;
}
