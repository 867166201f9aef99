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
  rememberPlainTexts(instance);
  return instance;
}

/**
 * Texts asked for by key alone (`t('job.location')`, most of a page's) are looked up once per instance:
 * i18next copies its whole option set for every call of a component's `t` (`getFixedT`), which made it
 * the fifth largest cost of a search page's server render. Calls with options (counts, values) go to
 * i18next as before. An instance's language and messages never change (i18nFor).
 */
function rememberPlainTexts(instance: i18n): void {
  const fixedTOf = instance.getFixedT.bind(instance);
  const plain = new Map<string, string>();
  instance.getFixedT = ((...args: Parameters<i18n['getFixedT']>) => {
    const fixed = fixedTOf(...args) as unknown as LooseT;
    const [lng, ns, keyPrefix] = args;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000`;
    const fast = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
      const id = scope + key;
      let text = plain.get(id);
      if (text === undefined) {
        text = String(fixed(key));
        plain.set(id, text);
      }
      return text;
    };
    return Object.assign(fast, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as i18n['getFixedT'];
}

/** A fixed `t` as i18next makes it: a function carrying its language, namespace and key prefix. */
type LooseT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

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
