import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { SessionIssuer } from '../../application/platform/identity/session-issuer';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import { CompleteSocialSignIn } from '../../application/platform/social/complete-social-sign-in.use-case';
import { ListSocialProviders } from '../../application/platform/social/list-social-providers.use-case';
import type { SocialIdentityProviders } from '../../application/platform/social/social-identity-provider.port';
import type { ReadOnlyMode } from '../../application/platform/config-admin/config-admin-repository.port';
import type { SocialUnitOfWork } from '../../application/platform/social/social-unit-of-work.port';
import { StartSocialSignIn } from '../../application/platform/social/start-social-sign-in.use-case';
import type { Clock } from '../../application/shared/clock.port';
import { ArcticSocialIdentityProviders } from '../auth/arctic-social-identity-providers';
import { socialProvidersConfigFrom, type SocialProvidersConfig } from '../auth/social-provider-config';
import { PostgresSocialUnitOfWork } from '../postgres/social/postgres-social-unit-of-work';
import { ACCOUNTS } from './accounts.module';
import { CONFIG_ADMIN } from './config-admin.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.social.${name}`);

export const SOCIAL = {
  Providers: id<SocialIdentityProviders>('Providers'),
  UnitOfWork: id<SocialUnitOfWork>('UnitOfWork'),
  ListSocialProviders: id<ListSocialProviders>('ListSocialProviders'),
  StartSocialSignIn: id<StartSocialSignIn>('StartSocialSignIn'),
  CompleteSocialSignIn: id<CompleteSocialSignIn>('CompleteSocialSignIn'),
} as const;

/**
 * Social sign-in (Google, LinkedIn): arctic clients with jose ID-token verification, configured from the
 * environment (social-provider-config.ts) unless the root config passes `socialProviders` (tests), and
 * the platform use cases the `/api/auth` signin/callback endpoints drive.
 */
export function bindSocialModule(
  c: Container,
  config: { readonly socialProviders?: SocialProvidersConfig },
  env: NodeJS.ProcessEnv = process.env,
): void {
  const providersConfig = config.socialProviders ?? socialProvidersConfigFrom(env);
  c.bind(SOCIAL.Providers).toResolvedValue((logger: Logger) => new ArcticSocialIdentityProviders(providersConfig, logger), [T.Logger]);
  c.bind(SOCIAL.UnitOfWork).toResolvedValue((pool: Pool) => new PostgresSocialUnitOfWork(pool), [T.Pool]);
  c.bind(SOCIAL.ListSocialProviders).toResolvedValue(
    (providers: SocialIdentityProviders, sites: SiteDirectory) => new ListSocialProviders(providers, sites),
    [SOCIAL.Providers, T.Sites],
  );
  c.bind(SOCIAL.StartSocialSignIn).toResolvedValue(
    (providers: SocialIdentityProviders, list: ListSocialProviders) => new StartSocialSignIn(providers, list),
    [SOCIAL.Providers, SOCIAL.ListSocialProviders],
  );
  c.bind(SOCIAL.CompleteSocialSignIn).toResolvedValue(
    (
      providers: SocialIdentityProviders,
      list: ListSocialProviders,
      uow: SocialUnitOfWork,
      issuer: SessionIssuer,
      clock: Clock,
      readOnly: ReadOnlyMode,
    ) => new CompleteSocialSignIn(providers, list, uow, issuer, clock, readOnly),
    [SOCIAL.Providers, SOCIAL.ListSocialProviders, SOCIAL.UnitOfWork, ACCOUNTS.Issuer, T.Clock, CONFIG_ADMIN.ReadOnlyMode],
  );
}

/** What the `/api/auth` server route and the account pages drive. Server-only. */
export interface Social {
  readonly listProviders: ListSocialProviders;
  readonly start: StartSocialSignIn;
  readonly complete: CompleteSocialSignIn;
}

export const socialFrom = (c: Container): Social => ({
  listProviders: c.get(SOCIAL.ListSocialProviders),
  start: c.get(SOCIAL.StartSocialSignIn),
  complete: c.get(SOCIAL.CompleteSocialSignIn),
});

export const socialFeature = defineFeature({
  name: 'social',
  bind: bindSocialModule,
  board: (c) => ({
    get social() {
      return socialFrom(c);
    },
  }),
});
