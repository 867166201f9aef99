import { LOCALES, translate, type Locale, type Translated } from '../../../../domain/shared/locale';

/** The schema's Translation list: every translation the platform has, German first. */
export const toTranslations = (value: Partial<Record<Locale, string>>): Array<{ locale: Locale; value: string }> =>
  LOCALES.flatMap((locale) => {
    const text = value[locale];
    return text === undefined || text === '' ? [] : [{ locale, value: text }];
  });

/** The schema's LocalizedLabel: the label in the request locale plus every translation. */
export const toLocalizedLabel = (value: Translated, locale: Locale, id: string | null = null) => ({
  id,
  label: translate(value, locale),
  labels: toTranslations(value),
});

/** A TranslationInput list → the domain's Translated: blank values dropped, German empty when not given. */
export function fromTranslationInputs(list: ReadonlyArray<{ locale: Locale; value: string }>): Translated {
  const out: Partial<Record<Locale, string>> = {};
  for (const { locale, value } of list) if (value.trim()) out[locale] = value.trim();
  return { ...out, de: out.de ?? '' };
}
