import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { OrganizationDirectoryGateway } from '../../application/board/organization-directory/organization-directory-gateway.port';
import { ShowFeaturedOrganizations } from '../../application/board/organization-directory/show-featured-organizations.use-case';
import { ShowOrganizationDirectory } from '../../application/board/organization-directory/show-organization-directory.use-case';
import { ListDirectoryTerms } from '../../application/platform/organization-directory/list-directory-terms.use-case';
import { ListFeaturedOrganizations } from '../../application/platform/organization-directory/list-featured-organizations.use-case';
import type { OrganizationDirectoryIndex } from '../../application/platform/organization-directory/organization-directory-index.port';
import { SearchOrganizationDirectory } from '../../application/platform/organization-directory/search-organization-directory.use-case';
import type { SiteConfig } from '../../domain/site/site-config';
import { ApolloOrganizationDirectoryGateway } from '../graphql/client/apollo-organization-directory-gateway';
import {
  organizationDirectoryGraphqlPart,
  type OrganizationDirectoryApiDeps,
} from '../graphql/server/resolvers/organization-directory.resolver';
import { PostgresOrganizationDirectoryIndex } from '../postgres/organization-directory/postgres-organization-directory-index';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.organization-directory.${name}`);

/** Service identifiers of the organizations directory and the featured organizations. */
export const ORGANIZATION_DIRECTORY = {
  Index: id<OrganizationDirectoryIndex>('Index'),
  ApiDeps: id<OrganizationDirectoryApiDeps>('ApiDeps'),
  Gateway: id<OrganizationDirectoryGateway>('Gateway'),
  ShowOrganizationDirectory: id<ShowOrganizationDirectory>('ShowOrganizationDirectory'),
  ShowFeaturedOrganizations: id<ShowFeaturedOrganizations>('ShowFeaturedOrganizations'),
} as const;

/** PostgreSQL index → platform use cases (driven by /graphql); Apollo gateway → board use cases. */
export function bindOrganizationDirectoryModule(c: Container, _config: object): void {
  c.bind(ORGANIZATION_DIRECTORY.Index).toResolvedValue((pool: Pool) => new PostgresOrganizationDirectoryIndex(pool), [T.Pool]);
  c.bind(ORGANIZATION_DIRECTORY.ApiDeps).toResolvedValue(
    (index: OrganizationDirectoryIndex): OrganizationDirectoryApiDeps => ({
      searchOrganizationDirectory: new SearchOrganizationDirectory(index),
      listDirectoryTerms: new ListDirectoryTerms(index),
      listFeaturedOrganizations: new ListFeaturedOrganizations(index),
    }),
    [ORGANIZATION_DIRECTORY.Index],
  );
  c.bind(ORGANIZATION_DIRECTORY.Gateway).toResolvedValue(
    (client: ApolloClient) => new ApolloOrganizationDirectoryGateway(client),
    [T.ApolloClient],
  );
  c.bind(ORGANIZATION_DIRECTORY.ShowOrganizationDirectory).toResolvedValue(
    (gateway: OrganizationDirectoryGateway, site: SiteConfig) => new ShowOrganizationDirectory(gateway, site.listing.organizationsPerPage),
    [ORGANIZATION_DIRECTORY.Gateway, T.Site],
  );
  c.bind(ORGANIZATION_DIRECTORY.ShowFeaturedOrganizations).toResolvedValue(
    (gateway: OrganizationDirectoryGateway) => new ShowFeaturedOrganizations(gateway),
    [ORGANIZATION_DIRECTORY.Gateway],
  );
}

export const organizationDirectoryFeature = defineFeature({
  name: 'organization-directory',
  bind: bindOrganizationDirectoryModule,
  graphql: (c) => [organizationDirectoryGraphqlPart(c.get(ORGANIZATION_DIRECTORY.ApiDeps))],
  board: (c) => ({
    get showOrganizationDirectory() {
      return c.get(ORGANIZATION_DIRECTORY.ShowOrganizationDirectory);
    },
    get showFeaturedOrganizations() {
      return c.get(ORGANIZATION_DIRECTORY.ShowFeaturedOrganizations);
    },
  }),
});
