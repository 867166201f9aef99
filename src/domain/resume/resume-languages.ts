import type { Translated } from '../shared/locale';

/**
 * Languages a resume lists by code (ISO 639-1), with their names in the site languages: the form's
 * choices, and the words the CV import recognises. Anything else goes into the free entries.
 */
export const RESUME_LANGUAGES: Readonly<Record<string, Translated>> = {
  de: { de: 'Deutsch', 'en-GB': 'German', fr: 'Allemand' },
  en: { de: 'Englisch', 'en-GB': 'English', fr: 'Anglais' },
  fr: { de: 'Französisch', 'en-GB': 'French', fr: 'Français' },
  es: { de: 'Spanisch', 'en-GB': 'Spanish', fr: 'Espagnol' },
  it: { de: 'Italienisch', 'en-GB': 'Italian', fr: 'Italien' },
  nl: { de: 'Niederländisch', 'en-GB': 'Dutch', fr: 'Néerlandais' },
  pl: { de: 'Polnisch', 'en-GB': 'Polish', fr: 'Polonais' },
  pt: { de: 'Portugiesisch', 'en-GB': 'Portuguese', fr: 'Portugais' },
  ru: { de: 'Russisch', 'en-GB': 'Russian', fr: 'Russe' },
  uk: { de: 'Ukrainisch', 'en-GB': 'Ukrainian', fr: 'Ukrainien' },
  tr: { de: 'Türkisch', 'en-GB': 'Turkish', fr: 'Turc' },
  ar: { de: 'Arabisch', 'en-GB': 'Arabic', fr: 'Arabe' },
  ro: { de: 'Rumänisch', 'en-GB': 'Romanian', fr: 'Roumain' },
  hr: { de: 'Kroatisch', 'en-GB': 'Croatian', fr: 'Croate' },
  cs: { de: 'Tschechisch', 'en-GB': 'Czech', fr: 'Tchèque' },
  el: { de: 'Griechisch', 'en-GB': 'Greek', fr: 'Grec' },
  hu: { de: 'Ungarisch', 'en-GB': 'Hungarian', fr: 'Hongrois' },
  sv: { de: 'Schwedisch', 'en-GB': 'Swedish', fr: 'Suédois' },
  da: { de: 'Dänisch', 'en-GB': 'Danish', fr: 'Danois' },
  zh: { de: 'Chinesisch', 'en-GB': 'Chinese', fr: 'Chinois' },
  ja: { de: 'Japanisch', 'en-GB': 'Japanese', fr: 'Japonais' },
};

export const RESUME_LANGUAGE_CODES: readonly string[] = Object.keys(RESUME_LANGUAGES);
export const isResumeLanguageCode = (code: string): boolean => Object.hasOwn(RESUME_LANGUAGES, code);
