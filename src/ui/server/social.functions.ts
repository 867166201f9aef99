import { createServerFn } from '@tanstack/react-start';
import type { SocialProviderId } from '../../domain/identity/social-sign-in';
import type { DeletionRequirements } from '../../application/platform/privacy/get-deletion-requirements.use-case';
import { sessionToken } from './session.server';

/** The social providers this site offers (configured and switched on): the login and register pages' buttons. */
export const loadSocialProviders = createServerFn({ method: 'GET' }).handler(async (): Promise<{ providers: SocialProviderId[] }> => {
  const [{ getContainer }, { socialFrom }, { T }] = await Promise.all([
    import('../../infrastructure/di/container'),
    import('../../infrastructure/di/social.module'),
    import('../../infrastructure/di/tokens'),
  ]);
  const container = await getContainer();
  const result = await socialFrom(container).listProviders.execute(undefined, { site: container.get(T.Site).key });
  return { providers: result.ok ? result.value : [] };
});

/** What "delete my account" must ask the signed-in user (password or a fresh social sign-in); null when signed out. */
export const loadDeletionRequirements = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ requirements: DeletionRequirements | null }> => {
    const [{ getContainer }, { accountsFrom }, { privacyFrom }, { getRequestHeader }] = await Promise.all([
      import('../../infrastructure/di/container'),
      import('../../infrastructure/di/accounts.module'),
      import('../../infrastructure/di/privacy-data.module'),
      import('@tanstack/react-start/server'),
    ]);
    const container = await getContainer();
    const accounts = accountsFrom(container);
    const token = await sessionToken();
    const validated = await accounts.validateSession.execute({ sessionToken: token });
    if (!validated.ok || !validated.value) return { requirements: null };
    const result = await privacyFrom(container).deletionRequirements.execute(
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
