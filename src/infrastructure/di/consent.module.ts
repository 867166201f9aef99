import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { AcceptLatestTerms } from '../../application/board/consent/accept-latest-terms.use-case';
import { CheckLatestTerms } from '../../application/board/consent/check-latest-terms.use-case';
import type { ConsentGateway } from '../../application/board/consent/consent-gateway.port';
import type { UserGateway } from '../../application/board/identity/user-gateway.port';
import { AcceptTerms } from '../../application/platform/consent/accept-terms.use-case';
import type { ConsentRepository } from '../../application/platform/consent/consent-repository.port';
import { CreateGdprUserConsent } from '../../application/platform/consent/create-gdpr-user-consent.use-case';
import { GetGdprConsentInfos } from '../../application/platform/consent/get-gdpr-consent-infos.use-case';
import { HasTheLatestConsent } from '../../application/platform/consent/has-the-latest-consent.use-case';
import { ListConsentInfos } from '../../application/platform/consent/list-consent-infos.use-case';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { UserRepository } from '../../application/platform/identity/user-repository.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloConsentGateway } from '../graphql/client/apollo-consent-gateway';
import { consentGraphqlPart, type ConsentApiDeps } from '../graphql/server/resolvers/consent.resolver';
import { PostgresConsentRepository } from '../postgres/postgres-consent-repository';
import { COMMUNICATION } from './communication.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.consent.${name}`);

/** Service identifiers of the consent slice. */
export const CONSENT = {
  ConsentRepository: id<ConsentRepository>('ConsentRepository'),
  GetGdprConsentInfos: id<GetGdprConsentInfos>('GetGdprConsentInfos'),
  HasTheLatestConsent: id<HasTheLatestConsent>('HasTheLatestConsent'),
  ListConsentInfos: id<ListConsentInfos>('ListConsentInfos'),
  CreateGdprUserConsent: id<CreateGdprUserConsent>('CreateGdprUserConsent'),
  AcceptTerms: id<AcceptTerms>('AcceptTerms'),
  ApiDeps: id<ConsentApiDeps>('ApiDeps'),
  ConsentGateway: id<ConsentGateway>('ConsentGateway'),
  CheckLatestTerms: id<CheckLatestTerms>('CheckLatestTerms'),
  AcceptLatestTerms: id<AcceptLatestTerms>('AcceptLatestTerms'),
} as const;

/**
 * Bindings of GDPR consents and the terms dialog: PostgreSQL repository → platform use cases (driven by
 * /graphql through `CONSENT.ApiDeps`); Apollo gateway → board use cases. The config parameter keeps the
 * feature modules' call shape (typed structurally: this module must not import container.ts).
 */
export function bindConsentModule(c: Container, _config: object): void {
  c.bind(CONSENT.ConsentRepository).toResolvedValue((pool: Pool) => new PostgresConsentRepository(pool), [T.Pool]);
  c.bind(CONSENT.GetGdprConsentInfos).toResolvedValue(
    (r: ConsentRepository, clock: Clock) => new GetGdprConsentInfos(r, clock),
    [CONSENT.ConsentRepository, T.Clock],
  );
  c.bind(CONSENT.HasTheLatestConsent).toResolvedValue(
    (r: ConsentRepository, clock: Clock, legal: LegalDocumentSource) => new HasTheLatestConsent(r, clock, legal),
    [CONSENT.ConsentRepository, T.Clock, COMMUNICATION.LegalSource],
  );
  c.bind(CONSENT.ListConsentInfos).toResolvedValue(
    (r: ConsentRepository, clock: Clock) => new ListConsentInfos(r, clock),
    [CONSENT.ConsentRepository, T.Clock],
  );
  c.bind(CONSENT.CreateGdprUserConsent).toResolvedValue(
    (r: ConsentRepository, users: UserRepository, clock: Clock, legal: LegalDocumentSource) =>
      new CreateGdprUserConsent(r, users, clock, legal),
    [CONSENT.ConsentRepository, T.UserRepository, T.Clock, COMMUNICATION.LegalSource],
  );
  c.bind(CONSENT.AcceptTerms).toResolvedValue(
    (r: ConsentRepository, users: UserRepository, clock: Clock, legal: LegalDocumentSource) => new AcceptTerms(r, users, clock, legal),
    [CONSENT.ConsentRepository, T.UserRepository, T.Clock, COMMUNICATION.LegalSource],
  );
  c.bind(CONSENT.ApiDeps).toResolvedValue(
    (
      getGdprConsentInfos: GetGdprConsentInfos,
      hasTheLatestConsent: HasTheLatestConsent,
      listConsentInfos: ListConsentInfos,
      createGdprUserConsent: CreateGdprUserConsent,
      acceptTerms: AcceptTerms,
    ): ConsentApiDeps => ({
      getGdprConsentInfos,
      hasTheLatestConsent,
      listConsentInfos,
      createGdprUserConsent,
      acceptTerms,
    }),
    [
      CONSENT.GetGdprConsentInfos,
      CONSENT.HasTheLatestConsent,
      CONSENT.ListConsentInfos,
      CONSENT.CreateGdprUserConsent,
      CONSENT.AcceptTerms,
    ],
  );
  c.bind(CONSENT.ConsentGateway).toResolvedValue((client: ApolloClient) => new ApolloConsentGateway(client), [T.ApolloClient]);
  c.bind(CONSENT.CheckLatestTerms).toResolvedValue(
    (consents: ConsentGateway, users: UserGateway) => new CheckLatestTerms(consents, users),
    [CONSENT.ConsentGateway, T.UserGateway],
  );
  c.bind(CONSENT.AcceptLatestTerms).toResolvedValue(
    (consents: ConsentGateway, users: UserGateway) => new AcceptLatestTerms(consents, users),
    [CONSENT.ConsentGateway, T.UserGateway],
  );
}

export const consentFeature = defineFeature({
  name: 'consent',
  bind: bindConsentModule,
  graphql: (c) => [consentGraphqlPart(c.get(CONSENT.ApiDeps))],
  board: (c) => ({
    checkLatestTerms: c.get(CONSENT.CheckLatestTerms),
    acceptLatestTerms: c.get(CONSENT.AcceptLatestTerms),
  }),
});
