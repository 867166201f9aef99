import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { ConsentAdminGateway } from '../../application/board/consent-admin/consent-admin-gateway.port';
import { RunConsentDesk } from '../../application/board/consent-admin/run-consent-desk.use-case';
import type { ConsentAdminRepository } from '../../application/platform/consent-admin/consent-admin-repository.port';
import { ListConsentTexts } from '../../application/platform/consent-admin/list-consent-texts.use-case';
import { PublishConsentRevision } from '../../application/platform/consent-admin/publish-consent-revision.use-case';
import { SetConsentInfoActive } from '../../application/platform/consent-admin/set-consent-info-active.use-case';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloConsentAdminGateway } from '../graphql/client/apollo-consent-admin-gateway';
import type { ConsentAdminApiDeps } from '../graphql/server/consent-admin-api-deps';
import { consentAdminGraphqlPart } from '../graphql/server/resolvers/consent-admin.resolver';
import { PostgresConsentAdminRepository } from '../postgres/consent-admin/postgres-consent-admin-repository';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { defineFeature } from './feature-module';
import { LEGAL_SOURCE } from './legal-source.token';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.consent-admin.${name}`);

export const CONSENT_ADMIN = {
  Repository: id<ConsentAdminRepository>('Repository'),
  ApiDeps: id<ConsentAdminApiDeps>('ApiDeps'),
  Gateway: id<ConsentAdminGateway>('Gateway'),
  Desk: id<RunConsentDesk>('Desk'),
} as const;

/** The consent texts' staff console: infos, wordings and switching them on and off on PostgreSQL, their GraphQL part, the board's desk on the Apollo gateway. */
export function bindConsentAdminModule(c: Container): void {
  c.bind(CONSENT_ADMIN.Repository).toResolvedValue((pool: Pool) => new PostgresConsentAdminRepository(pool), [T.Pool]);
  c.bind(CONSENT_ADMIN.ApiDeps).toResolvedValue(
    (repo: ConsentAdminRepository, clock: Clock, sites: SiteDirectory, legal: LegalDocumentSource): ConsentAdminApiDeps => ({
      listConsentTexts: new ListConsentTexts(repo),
      publishConsentRevision: new PublishConsentRevision(repo, new SanitizeHtmlRichTextSanitizer(), clock),
      setConsentInfoActive: new SetConsentInfoActive(repo, sites, legal),
    }),
    [CONSENT_ADMIN.Repository, T.Clock, T.Sites, LEGAL_SOURCE],
  );
  c.bind(CONSENT_ADMIN.Gateway).toResolvedValue((client: ApolloClient) => new ApolloConsentAdminGateway(client), [T.ApolloClient]);
  c.bind(CONSENT_ADMIN.Desk).toResolvedValue((g: ConsentAdminGateway) => new RunConsentDesk(g), [CONSENT_ADMIN.Gateway]);
}

export const consentAdminFeature = defineFeature({
  name: 'consent-admin',
  bind: bindConsentAdminModule,
  graphql: (c) => [consentAdminGraphqlPart(c.get(CONSENT_ADMIN.ApiDeps))],
  board: (c) => ({ consentDesk: c.get(CONSENT_ADMIN.Desk) }),
});
