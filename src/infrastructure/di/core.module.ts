import type { Container } from 'inversify';
import type { Pool } from 'pg';
import { ShowHomePage } from '../../application/board/jobs/show-home-page.use-case';
import { ShowJobPage } from '../../application/board/jobs/show-job-page.use-case';
import { CheckAttachments } from '../../application/platform/files/check-attachments.use-case';
import { CheckHealth } from '../../application/platform/health/check-health.use-case';
import { GetCurrentUser } from '../../application/platform/identity/get-current-user.use-case';
import { GetJob } from '../../application/platform/jobs/get-job.use-case';
import { ListJobs } from '../../application/platform/jobs/list-jobs.use-case';
import { LookupRoute } from '../../application/platform/routing/lookup-route.use-case';
import { GetAppConfig } from '../../application/platform/site/get-app-config.use-case';
import { ApolloAppConfigGateway } from '../graphql/client/apollo-app-config-gateway';
import { ApolloJobGateway } from '../graphql/client/apollo-job-gateway';
import { ApolloRouteGateway } from '../graphql/client/apollo-route-gateway';
import { ApolloUserGateway } from '../graphql/client/apollo-user-gateway';
import { logRouteLookupFailure } from '../logging/route-lookup-failure';
import { FacetLabelCache } from '../postgres/facet-label-cache';
import { PostgresAppConfigRepository } from '../postgres/postgres-app-config-repository';
import { PostgresHealthProbe } from '../postgres/postgres-health-probe';
import { PostgresJobRepository } from '../postgres/postgres-job-repository';
import { PostgresOrganizationOwnerLookup } from '../postgres/postgres-organization-owner-lookup';
import { PostgresPathAliasRepository } from '../postgres/postgres-path-alias-repository';
import { PostgresSessionTokenVerifier } from '../postgres/postgres-session-token-verifier';
import { PostgresUserRepository } from '../postgres/postgres-user-repository';
import { appConfigGraphqlPart } from '../graphql/server/resolvers/app-config.resolver';
import { attachmentsGraphqlPart } from '../graphql/server/resolvers/attachments.resolver';
import { jobsGraphqlPart } from '../graphql/server/resolvers/jobs.resolver';
import { routeGraphqlPart } from '../graphql/server/resolvers/route.resolver';
import { userGraphqlPart } from '../graphql/server/resolvers/user.resolver';
import { defineFeature } from './feature-module';
import { ORGANIZATIONS } from './organizations.module';
import { T } from './tokens';

/**
 * What every page needs: jobs, the route lookup, the current user, the app config, health, and the
 * attachment check; the ports other features share (job repository, user repository, token verifier).
 */
function bindCore(c: Container): void {
  c.bind(T.LabelCache).toResolvedValue((pool: Pool) => new FacetLabelCache(pool), [T.Pool]);

  // Platform: ports → PostgreSQL adapters
  c.bind(T.JobRepository).toResolvedValue(
    (pool: Pool, labels: FacetLabelCache) => new PostgresJobRepository(pool, labels),
    [T.Pool, T.LabelCache],
  );
  c.bind(T.UserRepository).toResolvedValue((pool: Pool) => new PostgresUserRepository(pool), [T.Pool]);
  c.bind(T.AppConfigRepository).toResolvedValue((pool: Pool) => new PostgresAppConfigRepository(pool), [T.Pool]);
  c.bind(T.PathAliasRepository).toResolvedValue((pool: Pool) => new PostgresPathAliasRepository(pool), [T.Pool]);
  c.bind(T.OrganizationOwnerLookup).toResolvedValue((pool: Pool) => new PostgresOrganizationOwnerLookup(pool), [T.Pool]);
  c.bind(T.HealthProbe).toResolvedValue((pool: Pool) => new PostgresHealthProbe(pool), [T.Pool]);
  c.bind(T.TokenVerifier).toResolvedValue((pool: Pool) => new PostgresSessionTokenVerifier(pool), [T.Pool]);

  // Platform use cases
  c.bind(T.ListJobs).toResolvedValue((jobs, clock) => new ListJobs(jobs, clock), [T.JobRepository, T.Clock]);
  c.bind(T.GetJob).toResolvedValue(
    (jobs, clock, owners) => new GetJob(jobs, clock, owners),
    [T.JobRepository, T.Clock, T.OrganizationOwnerLookup],
  );
  c.bind(T.GetCurrentUser).toResolvedValue((users) => new GetCurrentUser(users), [T.UserRepository]);
  c.bind(T.GetAppConfig).toResolvedValue((cfg) => new GetAppConfig(cfg), [T.AppConfigRepository]);
  c.bind(T.LookupRoute).toResolvedValue(
    (aliases, jobs, dir, clock, organizations, landingPages) => new LookupRoute(aliases, jobs, dir, clock, organizations, landingPages),
    [T.PathAliasRepository, T.JobRepository, T.Sites, T.Clock, ORGANIZATIONS.OrganizationRepository, ORGANIZATIONS.LandingPageRepository],
  );
  c.bind(T.CheckAttachments).toConstantValue(new CheckAttachments());
  c.bind(T.CheckHealth).toResolvedValue((probe) => new CheckHealth(probe), [T.HealthProbe]);

  // Board: gateways → Apollo
  c.bind(T.JobGateway).toResolvedValue((client) => new ApolloJobGateway(client), [T.ApolloClient]);
  c.bind(T.RouteGateway).toResolvedValue((client) => new ApolloRouteGateway(client), [T.ApolloClient]);
  c.bind(T.UserGateway).toResolvedValue((client) => new ApolloUserGateway(client), [T.ApolloClient]);
  c.bind(T.AppConfigGateway).toResolvedValue((client) => new ApolloAppConfigGateway(client), [T.ApolloClient]);
  c.bind(T.ShowHomePage).toResolvedValue((jobs) => new ShowHomePage(jobs), [T.JobGateway]);
  c.bind(T.ShowJobPage).toResolvedValue(
    (routes, jobs, logger) => new ShowJobPage(routes, jobs, logRouteLookupFailure(logger, 'job')),
    [T.RouteGateway, T.JobGateway, T.Logger],
  );
}

export const coreFeature = defineFeature({
  name: 'core',
  bind: bindCore,
  graphql: (c) => [
    userGraphqlPart({ getCurrentUser: c.get(T.GetCurrentUser) }),
    appConfigGraphqlPart({ getAppConfig: c.get(T.GetAppConfig) }),
    routeGraphqlPart({ lookupRoute: c.get(T.LookupRoute) }),
    jobsGraphqlPart({ listJobs: c.get(T.ListJobs), getJob: c.get(T.GetJob) }),
    attachmentsGraphqlPart({ checkAttachments: c.get(T.CheckAttachments) }),
  ],
  board: (c) => ({
    showHomePage: c.get(T.ShowHomePage),
    showJobPage: c.get(T.ShowJobPage),
    routes: c.get(T.RouteGateway),
    users: c.get(T.UserGateway),
    appConfig: c.get(T.AppConfigGateway),
    get checkHealth() {
      return c.get(T.CheckHealth);
    },
  }),
});
