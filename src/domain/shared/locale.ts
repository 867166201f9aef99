/** The locales the product speaks. `de` is on every site; some sites add `en-GB` and `fr`. */
export const LOCALES = ['de', 'en-GB', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Path prefix for a locale on sites with several locales (`/de/…`, `/en/…`, `/fr/…`). */
const PREFIX: Record<Locale, string> = { de: 'de', 'en-GB': 'en', fr: 'fr' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const localePrefix = (locale: Locale): string => PREFIX[locale];

export const localeFromPrefix = (segment: string): Locale | undefined => LOCALES.find((l) => PREFIX[l] === segment.toLowerCase());

/** Short language code used by the platform API and by `<html lang>` (`de`, `en`, `fr`). */
export const languageOf = (locale: Locale): 'de' | 'en' | 'fr' => PREFIX[locale] as 'de' | 'en' | 'fr';

/** A value translated per locale; `de` is always present. */
export type Translated = { readonly de: string } & Partial<Record<Locale, string>>;

export const translate = (value: Translated, locale: Locale): string => value[locale] ?? value.de;
