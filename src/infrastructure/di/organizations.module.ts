import type { ApolloClient } from '@apollo/client';
import type { Logger } from 'pino';
import { logRouteLookupFailure } from '../logging/route-lookup-failure';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { LandingPageGateway } from '../../application/board/content/landing-page-gateway.port';
import type { OrganizationGateway } from '../../application/board/organizations/organization-gateway.port';
import { ShowOrganizationPage } from '../../application/board/organizations/show-organization-page.use-case';
import type { RouteGateway } from '../../application/board/routing/route-gateway.port';
import { ShowContentPage } from '../../application/board/routing/show-content-page.use-case';
import { GetLandingPage } from '../../application/platform/content/get-landing-page.use-case';
import type { LandingPageRepository } from '../../application/platform/content/landing-page-repository.port';
import { GetOrganizationProfile } from '../../application/platform/organizations/get-organization-profile.use-case';
import { ListOrganizationJobs } from '../../application/platform/organizations/list-organization-jobs.use-case';
import type { OrganizationJobRepository } from '../../application/platform/organizations/organization-job-repository.port';
import type { OrganizationRepository } from '../../application/platform/organizations/organization-repository.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloLandingPageGateway } from '../graphql/client/apollo-landing-page-gateway';
import { ApolloOrganizationGateway } from '../graphql/client/apollo-organization-gateway';
import { organizationsGraphqlPart, type OrganizationsApiDeps } from '../graphql/server/resolvers/organizations.resolver';
import { PostgresLandingPageRepository } from '../postgres/postgres-landing-page-repository';
import type { FacetLabelCache } from '../postgres/facet-label-cache';
import { PostgresOrganizationJobRepository } from '../postgres/postgres-organization-job-repository';
import { PostgresOrganizationRepository } from '../postgres/postgres-organization-repository';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.organizations.${name}`);

/** Service identifiers of organization pages and landing pages (the route lookup reads both repositories). */
export const ORGANIZATIONS = {
  OrganizationRepository: id<OrganizationRepository>('OrganizationRepository'),
  OrganizationJobRepository: id<OrganizationJobRepository>('OrganizationJobRepository'),
  LandingPageRepository: id<LandingPageRepository>('LandingPageRepository'),
  GetOrganizationProfile: id<GetOrganizationProfile>('GetOrganizationProfile'),
  ListOrganizationJobs: id<ListOrganizationJobs>('ListOrganizationJobs'),
  GetLandingPage: id<GetLandingPage>('GetLandingPage'),
  ApiDeps: id<OrganizationsApiDeps>('ApiDeps'),
  OrganizationGateway: id<OrganizationGateway>('OrganizationGateway'),
  LandingPageGateway: id<LandingPageGateway>('LandingPageGateway'),
  ShowOrganizationPage: id<ShowOrganizationPage>('ShowOrganizationPage'),
  ShowContentPage: id<ShowContentPage>('ShowContentPage'),
} as const;

/**
 * Bindings of organization pages and landing pages: PostgreSQL repositories → platform use cases
 * (driven by /graphql through `ORGANIZATIONS.ApiDeps`); Apollo gateways → board use cases. The config
 * parameter keeps the feature modules' call shape (typed structurally: no import of container.ts).
 */
export function bindOrganizationsModule(c: Container, _config: object): void {
  c.bind(ORGANIZATIONS.OrganizationRepository).toResolvedValue((pool: Pool) => new PostgresOrganizationRepository(pool), [T.Pool]);
  c.bind(ORGANIZATIONS.OrganizationJobRepository).toResolvedValue(
    (pool: Pool, labels: FacetLabelCache) => new PostgresOrganizationJobRepository(pool, labels),
    [T.Pool, T.LabelCache],
  );
  c.bind(ORGANIZATIONS.LandingPageRepository).toResolvedValue((pool: Pool) => new PostgresLandingPageRepository(pool), [T.Pool]);
  c.bind(ORGANIZATIONS.GetOrganizationProfile).toResolvedValue(
    (organizations: OrganizationRepository) => new GetOrganizationProfile(organizations),
    [ORGANIZATIONS.OrganizationRepository],
  );
  c.bind(ORGANIZATIONS.ListOrganizationJobs).toResolvedValue(
    (jobs: OrganizationJobRepository, clock: Clock) => new ListOrganizationJobs(jobs, clock),
    [ORGANIZATIONS.OrganizationJobRepository, T.Clock],
  );
  c.bind(ORGANIZATIONS.GetLandingPage).toResolvedValue(
    (pages: LandingPageRepository) => new GetLandingPage(pages),
    [ORGANIZATIONS.LandingPageRepository],
  );
  c.bind(ORGANIZATIONS.ApiDeps).toResolvedValue(
    (
      getOrganizationProfile: GetOrganizationProfile,
      listOrganizationJobs: ListOrganizationJobs,
      getLandingPage: GetLandingPage,
    ): OrganizationsApiDeps => ({
      getOrganizationProfile,
      listOrganizationJobs,
      getLandingPage,
    }),
    [ORGANIZATIONS.GetOrganizationProfile, ORGANIZATIONS.ListOrganizationJobs, ORGANIZATIONS.GetLandingPage],
  );
  c.bind(ORGANIZATIONS.OrganizationGateway).toResolvedValue(
    (client: ApolloClient) => new ApolloOrganizationGateway(client),
    [T.ApolloClient],
  );
  c.bind(ORGANIZATIONS.LandingPageGateway).toResolvedValue(
    (client: ApolloClient) => new ApolloLandingPageGateway(client),
    [T.ApolloClient],
  );
  c.bind(ORGANIZATIONS.ShowOrganizationPage).toResolvedValue(
    (routes: RouteGateway, organizations: OrganizationGateway, logger: Logger) =>
      new ShowOrganizationPage(routes, organizations, (error) =>
        // The error's kind and text only: the request's visitor and session are not named.
        logger.warn(
          {
            component: 'routing',
            code: 'ROUTE_LOOKUP_FAILED',
            page: 'organization',
            error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
          },
          'route lookup failed; page shown with its canonical link only',
        ),
      ),
    [T.RouteGateway, ORGANIZATIONS.OrganizationGateway, T.Logger],
  );
  c.bind(ORGANIZATIONS.ShowContentPage).toResolvedValue(
    (routes: RouteGateway, organizations: OrganizationGateway, landingPages: LandingPageGateway, logger: Logger) =>
      new ShowContentPage(routes, organizations, landingPages, logRouteLookupFailure(logger, 'landing')),
    [T.RouteGateway, ORGANIZATIONS.OrganizationGateway, ORGANIZATIONS.LandingPageGateway, T.Logger],
  );
}

export const organizationsFeature = defineFeature({
  name: 'organizations',
  bind: bindOrganizationsModule,
  graphql: (c) => [organizationsGraphqlPart(c.get(ORGANIZATIONS.ApiDeps))],
  board: (c) => ({
    showOrganizationPage: c.get(ORGANIZATIONS.ShowOrganizationPage),
    showContentPage: c.get(ORGANIZATIONS.ShowContentPage),
  }),
});
