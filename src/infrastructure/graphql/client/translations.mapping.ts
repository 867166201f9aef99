import { isLocale, LOCALES, type Translated } from '../../../domain/shared/locale';

/**
 * The schema's Translation list → the domain's Translated. The API answers every translation it has;
 * German stands in with `fallback` (the label in the request locale) only if the answer lacked it.
 */
export function fromTranslations(list: ReadonlyArray<{ locale: string; value: string }>, fallback?: string): Translated {
  const out: Partial<Record<string, string>> = {};
  for (const { locale, value } of list) if (isLocale(locale)) out[locale] = value;
  return { ...out, de: out.de ?? fallback ?? Object.values(out)[0] ?? '' } as Translated;
}

/** The domain's Translated → the schema's TranslationInput list (empty translations left out). */
export const toTranslationInputs = (value: Translated): Array<{ locale: string; value: string }> =>
  LOCALES.flatMap((locale) => {
    const text = value[locale];
    return text ? [{ locale, value: text }] : [];
  });
