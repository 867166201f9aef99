import { lookupMessage, type Messages } from '../../infrastructure/i18n/messages';

/**
 * Route `head` functions run outside React, so they cannot use i18next's hook. They read the messages
 * the root loader fetched (found among the matches) with this small lookup; `{{name}}` placeholders
 * are filled in, a missing key prints as the key (spec §8: silently).
 */
export function headTranslator(matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>) {
  const root = matches.find((m) => m.routeId === '__root__')?.loaderData as { messages?: Messages } | undefined;
  const messages = root?.messages ?? {};
  return (key: string, values: Record<string, string | number> = {}): string =>
    (lookupMessage(messages, key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
