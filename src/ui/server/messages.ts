import { createIsomorphicFn } from '@tanstack/react-start';
import type { Locale } from '../../domain/shared/locale';
import { fetchMessages } from '../../infrastructure/i18n/fetch-messages';
import type { Messages } from '../../infrastructure/i18n/messages';
import { getMessages } from './site.functions';

/**
 * Messages for the root loader: read directly while the server renders (they then travel inside the
 * page), fetched from `/api/messages/{locale}` if the browser ever has to reload them (spec §8 fallback).
 */
export const loadMessages = createIsomorphicFn()
  .server(async (locale: Locale): Promise<Messages> => (await getMessages({ data: { locale } })).messages)
  .client((locale: Locale): Promise<Messages> => fetchMessages(locale));
