import { createServerFn } from '@tanstack/react-start';
import { isSocialProvider, type SocialProviderId } from '../../domain/identity/social-sign-in';
import type { DeletionRequirements } from '../../application/platform/privacy/get-deletion-requirements.use-case';
import { getFromPlatform, platformJson } from './platform-endpoints.server';
import { board } from './board-context.server';

/** The social providers this site offers (configured and switched on): the login and register pages' buttons. */
export const loadSocialProviders = createServerFn({ method: 'GET' }).handler(async (): Promise<{ providers: SocialProviderId[] }> => {
  const path = '/api/auth/providers';
  const answer = await platformJson<Record<string, unknown>>(await getFromPlatform(await board(), path), path);
  return { providers: Object.keys(answer).filter(isSocialProvider) };
});

/** What "delete my account" must ask the signed-in user (password or a fresh social sign-in); null when signed out. */
export const loadDeletionRequirements = createServerFn({ method: 'GET' }).handler(
  async (): Promise<{ requirements: DeletionRequirements | null }> => {
    const path = '/api/privacy/requirements';
    return platformJson<{ requirements: DeletionRequirements | null }>(await getFromPlatform(await board(), path), path);
  },
);
