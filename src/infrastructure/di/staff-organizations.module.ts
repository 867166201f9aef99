import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { RunStaffOrganizations } from '../../application/board/staff/run-staff-organizations.use-case';
import type { StaffOrganizationsGateway } from '../../application/board/staff/staff-organizations-gateway.port';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { MergeStaffOrganizations } from '../../application/platform/staff/organizations/merge-staff-organizations.use-case';
import { SearchStaffOrganizations } from '../../application/platform/staff/organizations/search-staff-organizations.use-case';
import { SetOrganizationFeatured } from '../../application/platform/staff/organizations/set-organization-featured.use-case';
import { SetStaffOrganizationParent } from '../../application/platform/staff/organizations/set-staff-organization-parent.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import { ApolloStaffOrganizationsGateway } from '../graphql/client/apollo-staff-organizations-gateway';
import { staffOrganizationsGraphqlPart } from '../graphql/server/resolvers/staff-organizations.resolver';
import type { StaffOrganizationsApiDeps } from '../graphql/server/staff-organizations-api-deps';
import { PostgresStaffOrganizationUnitOfWork } from '../postgres/staff/postgres-staff-organization-unit-of-work';
import { PostgresStaffOrganizations } from '../postgres/staff/postgres-staff-organizations';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.staffOrganizations.${name}`);

export const STAFF_ORGANIZATIONS = {
  ApiDeps: id<StaffOrganizationsApiDeps>('ApiDeps'),
  Gateway: id<StaffOrganizationsGateway>('Gateway'),
  Pages: id<RunStaffOrganizations>('Pages'),
} as const;

/**
 * The staff console's organizations section: search on PostgreSQL, feature, parent and merge each in
 * one transaction (a merged duplicate's files leave the FileStore after the commit) with its staff log entry, behind /graphql; the board's pages on the Apollo gateway.
 */
export function bindStaffOrganizationsModule(c: Container): void {
  c.bind(STAFF_ORGANIZATIONS.ApiDeps).toResolvedValue(
    (pool: Pool, sites: SiteDirectory, files: FileStore): StaffOrganizationsApiDeps => {
      const uow = new PostgresStaffOrganizationUnitOfWork(pool);
      return {
        organizations: new SearchStaffOrganizations(new PostgresStaffOrganizations(pool)),
        feature: new SetOrganizationFeatured(uow, sites),
        parent: new SetStaffOrganizationParent(uow),
        merge: new MergeStaffOrganizations(uow, files),
      };
    },
    [T.Pool, T.Sites, T.FileStore],
  );
  c.bind(STAFF_ORGANIZATIONS.Gateway).toResolvedValue(
    (client: ApolloClient) => new ApolloStaffOrganizationsGateway(client),
    [T.ApolloClient],
  );
  c.bind(STAFF_ORGANIZATIONS.Pages).toResolvedValue(
    (g: StaffOrganizationsGateway) => new RunStaffOrganizations(g),
    [STAFF_ORGANIZATIONS.Gateway],
  );
}

export const staffOrganizationsFeature = defineFeature({
  name: 'staff-organizations',
  bind: bindStaffOrganizationsModule,
  graphql: (c) => [staffOrganizationsGraphqlPart(c.get(STAFF_ORGANIZATIONS.ApiDeps))],
  board: (c) => ({
    get staffOrganizations(): RunStaffOrganizations {
      return c.get(STAFF_ORGANIZATIONS.Pages);
    },
  }),
});
