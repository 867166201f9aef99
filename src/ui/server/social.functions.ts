import { createServerFn } from '@tanstack/react-start';
import type { SocialProviderId } from '../../domain/identity/social-sign-in';
import type { DeletionRequirements } from '../../application/platform/privacy/get-deletion-requirements.use-case';
import { sessionToken } from './session.server';
import { board } from './board-context.server';

/** The social providers this site offers (configured and switched on): the login and register pages' buttons. */
export const loadSocialProviders = createServerFn({ method: 'GET' }).handler(async (): Promise<{ providers: SocialProviderId[] }> => {
  const b = await board();
  const result = await b.social.listProviders.execute(undefined, { site: b.site.key });
  return { providers: result.ok ? result.value : [] };
});

/** What "delete my account" must ask the signed-in user (password or a fresh social sign-in); null when signed out. */
export const loadDeletionRequirements = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ requirements: DeletionRequirements | null }> => {
    const { getRequestHeader } = await import('@tanstack/react-start/server');
    const b = await board();
    const accounts = b.accounts;
    const token = await sessionToken();
    const validated = await accounts.validateSession.execute({ sessionToken: token });
    if (!validated.ok || !validated.value) return { requirements: null };
    const result = await b.privacy.deletionRequirements.execute(
      { sessionToken: token },
      {
        site: accounts.site.key,
        locale: accounts.site.defaultLocale,
        actor: validated.value.actor,
        requestId: getRequestHeader('x-request-id') ?? 'privacy',
      },
    );
    return { requirements: result.ok ? result.value : null };
  },
);
