import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { LandingPageAdminGateway } from '../../application/board/landing-page-admin/landing-page-admin-gateway.port';
import { RunLandingPageDesk } from '../../application/board/landing-page-admin/run-landing-page-desk.use-case';
import { DeleteStaffLandingPage } from '../../application/platform/staff/landing-pages/delete-staff-landing-page.use-case';
import { SaveStaffLandingPage } from '../../application/platform/staff/landing-pages/save-staff-landing-page.use-case';
import { SearchStaffLandingPages } from '../../application/platform/staff/landing-pages/search-staff-landing-pages.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import { ApolloLandingPageAdminGateway } from '../graphql/client/apollo-landing-page-admin-gateway';
import { staffLandingPagesGraphqlPart } from '../graphql/server/resolvers/staff-landing-pages.resolver';
import type { StaffLandingPagesApiDeps } from '../graphql/server/staff-landing-pages-api-deps';
import { PostgresStaffLandingPageUnitOfWork } from '../postgres/content-admin/postgres-staff-landing-page-unit-of-work';
import { PostgresStaffLandingPages } from '../postgres/content-admin/postgres-staff-landing-pages';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.staffLandingPages.${name}`);

export const STAFF_LANDING_PAGES = {
  ApiDeps: id<StaffLandingPagesApiDeps>('ApiDeps'),
  Gateway: id<LandingPageAdminGateway>('Gateway'),
  Desk: id<RunLandingPageDesk>('Desk'),
} as const;

/**
 * The staff console's landing pages (content section): list and read on PostgreSQL, save and delete each
 * in one transaction with its aliases and staff log entry, behind /graphql; the board's desk on the
 * Apollo gateway.
 */
export function bindStaffLandingPagesModule(c: Container): void {
  c.bind(STAFF_LANDING_PAGES.ApiDeps).toResolvedValue(
    (pool: Pool, sites: SiteDirectory): StaffLandingPagesApiDeps => {
      const uow = new PostgresStaffLandingPageUnitOfWork(pool);
      return {
        pages: new SearchStaffLandingPages(new PostgresStaffLandingPages(pool)),
        save: new SaveStaffLandingPage(uow, sites, new SanitizeHtmlRichTextSanitizer()),
        delete: new DeleteStaffLandingPage(uow),
      };
    },
    [T.Pool, T.Sites],
  );
  c.bind(STAFF_LANDING_PAGES.Gateway).toResolvedValue(
    (client: ApolloClient) => new ApolloLandingPageAdminGateway(client),
    [T.ApolloClient],
  );
  c.bind(STAFF_LANDING_PAGES.Desk).toResolvedValue(
    (g: LandingPageAdminGateway) => new RunLandingPageDesk(g),
    [STAFF_LANDING_PAGES.Gateway],
  );
}

export const staffLandingPagesFeature = defineFeature({
  name: 'staff-landing-pages',
  bind: bindStaffLandingPagesModule,
  graphql: (c) => [staffLandingPagesGraphqlPart(c.get(STAFF_LANDING_PAGES.ApiDeps))],
  board: (c) => ({ landingPageDesk: c.get(STAFF_LANDING_PAGES.Desk) }),
});
