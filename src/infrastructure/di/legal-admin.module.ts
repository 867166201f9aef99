import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { LegalAdminGateway } from '../../application/board/legal-admin/legal-admin-gateway.port';
import { RunLegalDesk } from '../../application/board/legal-admin/run-legal-desk.use-case';
import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { LegalVersionStore } from '../../application/platform/legal-admin/legal-version-store.port';
import { ListLegalVersions } from '../../application/platform/legal-admin/list-legal-versions.use-case';
import { PublishLegalVersion } from '../../application/platform/legal-admin/publish-legal-version.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloLegalAdminGateway } from '../graphql/client/apollo-legal-admin-gateway';
import type { LegalAdminApiDeps } from '../graphql/server/legal-admin-api-deps';
import { legalAdminGraphqlPart } from '../graphql/server/resolvers/legal-admin.resolver';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { defineFeature } from './feature-module';
import { LEGAL_SOURCE, LEGAL_VERSION_STORE } from './legal-source.token';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.legal-admin.${name}`);

export const LEGAL_ADMIN = {
  ApiDeps: id<LegalAdminApiDeps>('ApiDeps'),
  Gateway: id<LegalAdminGateway>('Gateway'),
  Desk: id<RunLegalDesk>('Desk'),
} as const;

/**
 * The legal pages' staff console: versions read from the layered source (files and stored wordings,
 * bound by the communication module) and written to the store, their GraphQL part, the board's desk on
 * the Apollo gateway.
 */
export function bindLegalAdminModule(c: Container): void {
  c.bind(LEGAL_ADMIN.ApiDeps).toResolvedValue(
    (source: LegalDocumentSource, store: LegalVersionStore, sites: SiteDirectory, clock: Clock): LegalAdminApiDeps => ({
      listLegalVersions: new ListLegalVersions(source, sites, clock),
      publishLegalVersion: new PublishLegalVersion(source, store, sites, new SanitizeHtmlRichTextSanitizer(), clock),
    }),
    [LEGAL_SOURCE, LEGAL_VERSION_STORE, T.Sites, T.Clock],
  );
  c.bind(LEGAL_ADMIN.Gateway).toResolvedValue((client: ApolloClient) => new ApolloLegalAdminGateway(client), [T.ApolloClient]);
  c.bind(LEGAL_ADMIN.Desk).toResolvedValue((g: LegalAdminGateway) => new RunLegalDesk(g), [LEGAL_ADMIN.Gateway]);
}

export const legalAdminFeature = defineFeature({
  name: 'legal-admin',
  bind: bindLegalAdminModule,
  graphql: (c) => [legalAdminGraphqlPart(c.get(LEGAL_ADMIN.ApiDeps))],
  board: (c) => ({ legalDesk: c.get(LEGAL_ADMIN.Desk) }),
});
