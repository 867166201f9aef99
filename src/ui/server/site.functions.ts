import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { UserKind } from '../../domain/identity/roles';
import type { Messages } from '../../infrastructure/i18n/messages';
import { pickLocale } from '../../domain/routing/locale-negotiation';
import { toPublicSite, type PublicSite } from '../routing/public-site';
import { board } from './board-context.server';
import { currentSessionState, type SessionState } from './session.server';

export interface SiteContext {
  readonly site: PublicSite;
  /** The supported locale the browser prefers (Accept-Language); used when `/` has no prefix yet. */
  readonly preferredLocale: Locale;
  readonly userKind: UserKind;
  /** The signed-in user's session as the page starts with it (accounts; see session.server.ts). */
  readonly session: SessionState;
}

/** The site this process serves, as the browser may see it. */
export const getSiteContext = createServerFn({ method: 'GET' }).handler(async (): Promise<SiteContext> => {
  const b = await board();
  const { getRequestHeader } = await import('@tanstack/react-start/server');
  const preferredLocale = pickLocale(getRequestHeader('accept-language'), b.site.locales, b.site.defaultLocale);
  const session = await currentSessionState(b);
  const userKind: UserKind = session.kind === 'signed-in' ? session.session.user.kind : 'guest';
  return { site: toPublicSite(b.site), preferredLocale, userKind, session };
});

/** The merged messages of a locale for this site and their version (the page's render uses them). */
export const getMessages = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }): Promise<{ messages: Messages; version: string }> => {
    const [b, { versionedMessages }] = await Promise.all([board(), import('./message-catalog.server')]);
    const { messages, version } = versionedMessages(b.site.key, data.locale);
    return { messages, version };
  });
