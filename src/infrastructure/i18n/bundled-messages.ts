import type { Locale } from '../../domain/shared/locale';
import de from './messages/de.json';
import enGB from './messages/en-GB.json';
import fr from './messages/fr.json';
import type { Messages } from './messages';

/** The product's own messages, bundled with the server code (no file reads per request). */
export const BUNDLED_MESSAGES: Record<Locale, Messages> = { de, 'en-GB': enGB, fr };
