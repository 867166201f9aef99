import type { Locale } from '../../domain/shared/locale';
import de from './messages/de.json';
import enGB from './messages/en-GB.json';
import fr from './messages/fr.json';
import blogDe from './messages/blog/de.json';
import blogEnGB from './messages/blog/en-GB.json';
import blogFr from './messages/blog/fr.json';
import accountsDe from './messages/accounts/de.json';
import accountsEnGB from './messages/accounts/en-GB.json';
import accountsFr from './messages/accounts/fr.json';
import privacyDe from './messages/privacy/de.json';
import privacyEnGB from './messages/privacy/en-GB.json';
import privacyFr from './messages/privacy/fr.json';
import { mergeMessages, type Messages } from './messages';

/**
 * Feature message files (`messages/<feature>/<locale>.json`) merged over the core files, so features
 * add their strings without editing one shared file. Add a feature by importing its three files here.
 */
const FEATURES: ReadonlyArray<Record<Locale, Messages>> = [
  { de: blogDe, 'en-GB': blogEnGB, fr: blogFr },
  { de: privacyDe, 'en-GB': privacyEnGB, fr: privacyFr },
  { de: accountsDe, 'en-GB': accountsEnGB, fr: accountsFr },
];

/** The product's own messages, bundled with the server code (no file reads per request). */
export const BUNDLED_MESSAGES: Record<Locale, Messages> = {
  de: mergeMessages(de, ...FEATURES.map((f) => f.de)),
  'en-GB': mergeMessages(enGB, ...FEATURES.map((f) => f['en-GB'])),
  fr: mergeMessages(fr, ...FEATURES.map((f) => f.fr)),
};
