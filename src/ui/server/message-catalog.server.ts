import { createHash } from 'node:crypto';
import type { Locale } from '../../domain/shared/locale';
import { FileMessageSource } from '../../infrastructure/i18n/file-message-source';
import { MessageCatalog } from '../../infrastructure/i18n/message-catalog';
import type { Messages } from '../../infrastructure/i18n/messages';

/** One catalog per process: merged messages are cached per site and locale inside it. */
let catalog: MessageCatalog | undefined;

export interface VersionedMessages {
  readonly messages: Messages;
  /** body of `GET /api/messages/{locale}`: `{ messages: "<JSON text>" }`. */
  readonly body: string;
  /** Names this text: a URL carrying it may be cached for good (messages change only with a deploy). */
  readonly version: string;
}

const versioned = new Map<string, VersionedMessages>();

/** A locale's merged messages with their API body and version, built once per process. */
export function versionedMessages(siteKey: string, locale: Locale): VersionedMessages {
  const id = `${siteKey}\u0000${locale}`;
  let entry = versioned.get(id);
  if (!entry) {
    const messages = (catalog ??= new MessageCatalog(new FileMessageSource())).messagesFor(siteKey, locale);
    const body = JSON.stringify({ messages: JSON.stringify(messages) });
    entry = { messages, body, version: createHash('sha256').update(body).digest('base64url').slice(0, 16) };
    versioned.set(id, entry);
  }
  return entry;
}
