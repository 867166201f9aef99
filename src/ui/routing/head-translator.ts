import type { Locale } from '../../domain/shared/locale';
import { lookupMessage } from '../../infrastructure/i18n/messages';
import { messagesOf } from '../server/messages';

/**
 * Route `head` functions run outside React, so they cannot use i18next's hook. They read the messages
 * of the root match's locale — the ones the root loader made available (`messagesOf`: the process's
 * catalog on the server, the page's fetched copy in the browser) — with this small lookup; `{{name}}`
 * Placeholders are filled in, a missing key prints as the key.
 */
export function headTranslator(matches: ReadonlyArray<{ routeId: string; context?: unknown }>) {
  const locale = (matches.find((m) => m.routeId === '__root__')?.context as { locale?: Locale } | undefined)?.locale;
  const messages = (locale && messagesOf(locale)) || {};
  return (key: string, values: Record<string, string | number> = {}): string =>
    (lookupMessage(messages, key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
