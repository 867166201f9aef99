import 'reflect-metadata';
import { Container } from 'inversify';
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
import { FileSiteDirectory } from '../config/site-directory';
import { createApolloClient } from '../graphql/client/create-apollo-client';
import { ApolloAppConfigGateway } from '../graphql/client/apollo-app-config-gateway';
import { ApolloJobGateway } from '../graphql/client/apollo-job-gateway';
import { ApolloRouteGateway } from '../graphql/client/apollo-route-gateway';
import { ApolloUserGateway } from '../graphql/client/apollo-user-gateway';
import { createPlatformYoga } from '../graphql/server/create-platform-yoga';
import { onShutdown } from '../http/shutdown-hooks';
import { createLogger } from '../logging/logger';
import { FacetLabelCache } from '../postgres/facet-label-cache';
import { createPool } from '../postgres/pool';
import { PostgresAppConfigRepository } from '../postgres/postgres-app-config-repository';
import { PostgresHealthProbe } from '../postgres/postgres-health-probe';
import { PostgresJobRepository } from '../postgres/postgres-job-repository';
import { PostgresOrganizationOwnerLookup } from '../postgres/postgres-organization-owner-lookup';
import { PostgresPathAliasRepository } from '../postgres/postgres-path-alias-repository';
import { PostgresSessionTokenVerifier } from '../postgres/postgres-session-token-verifier';
import { PostgresUserRepository } from '../postgres/postgres-user-repository';
import { SystemClock } from '../time/system-clock';
import type { Board } from './board';
import { BLOG, bindBlogModule } from './blog.module';
import { CONSENT, bindConsentModule, type ConsentApiDeps } from './consent.module';
import { bindFeedsModule } from './feeds.module';
import { ORGANIZATIONS, bindOrganizationsModule, type OrganizationsApiDeps } from './organizations.module';
import { JOBPAGE, bindJobPageModule } from './job-page.module';
import { ORGANIZATION_EDIT, bindOrganizationEditModule, type OrganizationEditApiDeps } from './organization-edit.module';
import { bindAccountsModule } from './accounts.module';
import { bindMailModule, startMailDelivery } from './mail.module';
import { bindSocialModule } from './social.module';
import { bindPrivacyDataModule } from './privacy-data.module';
import type { SocialProvidersConfig } from '../auth/social-provider-config';
import { SEARCH, bindSearchModule } from './search.module';
import { APPLICATIONS, bindApplicationsModule, type ApplicationsApiDeps } from './applications.module';
import { ALERTS, bindAlertsModule, startAlertDigests } from './alerts.module';
import { BOOKMARKS, bindBookmarksModule } from './bookmarks.module';
import type { BookmarksApiDeps, JobAlertsApiDeps } from '../graphql/server/alerts-api-deps';
import { JOB_POSTING, bindJobPostingModule, startJobSchedule, type JobPostingApiDeps } from './job-posting.module';
import { T } from './tokens';

export interface RootConfig {
  /** Key of the site this process serves. */
  readonly site: string;
  readonly databaseUrl: string;
  readonly production: boolean;
  /**
   * Where the board's Apollo client sends its operations. Unset: the in-process platform API (no TCP
   * hop); set it to point this board at another platform that speaks the same schema.
   */
  readonly graphqlUrl?: string;
  readonly sitesDir?: string;
  /** Folder of the file store (job PDFs); default `$DATA_DIR/files`. */
  readonly filesDir?: string;
  /** Social sign-in clients; default from the environment (GOOGLE_CLIENT_ID …, see social-provider-config.ts). */
  readonly socialProviders?: SocialProvidersConfig;
}

/**
 * The composition root: the only place that binds ports to adapters. Everything else receives its
 * collaborators through constructors, free of decorators.
 */
export function buildContainer(config: RootConfig): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  const sites = new FileSiteDirectory(config.sitesDir);
  const site = sites.require(config.site);

  c.bind(T.Sites).toConstantValue(sites);
  c.bind(T.Site).toConstantValue(site);
  c.bind(T.Logger).toConstantValue(createLogger({ site: site.key }));
  c.bind(T.Pool).toConstantValue(createPool(config.databaseUrl, { applicationName: `jobboard-${site.key}` }));
  c.bind(T.Clock).toConstantValue(new SystemClock());
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

  // The platform API, driving the use cases above
  c.bind(T.GraphqlHandler).toResolvedValue(
    (
      listJobs,
      getJob,
      getCurrentUser,
      getAppConfig,
      lookupRoute,
      checkAttachments,
      dir,
      tokens,
      logger,
      listBlogPosts,
      getBlogPost,
      listSimilarJobs,
      suggestPlaces,
      runJobSearch,
      listSearchTerms,
      consentApi: ConsentApiDeps,
      organizationsApi: OrganizationsApiDeps,
      applicationsApi: ApplicationsApiDeps,
      organizationEditApi: OrganizationEditApiDeps,
      bookmarksApi: BookmarksApiDeps,
      alertsApi: JobAlertsApiDeps,
      jobPostingApi: JobPostingApiDeps,
    ) => {
      const yoga = createPlatformYoga(
        {
          listJobs,
          getJob,
          listBlogPosts,
          getBlogPost,
          getCurrentUser,
          getAppConfig,
          lookupRoute,
          checkAttachments,
          sites: dir,
          tokens,
          listSimilarJobs,
          suggestPlaces,
          runJobSearch,
          listSearchTerms,
          ...consentApi,
          ...organizationsApi,
          ...applicationsApi,
          ...organizationEditApi,
          ...bookmarksApi,
          ...alertsApi,
          ...jobPostingApi,
        },
        { production: config.production, logger },
      );
      return async (request: Request) => yoga.fetch(request);
    },
    [
      T.ListJobs,
      T.GetJob,
      T.GetCurrentUser,
      T.GetAppConfig,
      T.LookupRoute,
      T.CheckAttachments,
      T.Sites,
      T.TokenVerifier,
      T.Logger,
      BLOG.ListBlogPosts,
      BLOG.GetBlogPost,
      JOBPAGE.ListSimilarJobs,
      JOBPAGE.SuggestPlaces,
      SEARCH.RunJobSearch,
      SEARCH.ListSearchTerms,
      CONSENT.ApiDeps,
      ORGANIZATIONS.ApiDeps,
      APPLICATIONS.ApiDeps,
      ORGANIZATION_EDIT.ApiDeps,
      BOOKMARKS.ApiDeps,
      ALERTS.ApiDeps,
      JOB_POSTING.ApiDeps,
    ],
  );

  // Board: gateways → Apollo, in-process unless GRAPHQL_URL points elsewhere
  c.bind(T.ApolloClient).toResolvedValue(
    (handle: (r: Request) => Promise<Response>) =>
      config.graphqlUrl
        ? createApolloClient({ uri: config.graphqlUrl, ssrMode: true })
        : createApolloClient({
            uri: 'http://platform.internal/graphql',
            ssrMode: true,
            fetch: (input, init) => handle(new Request(input, init)),
          }),
    [T.GraphqlHandler],
  );
  c.bind(T.JobGateway).toResolvedValue((client) => new ApolloJobGateway(client), [T.ApolloClient]);
  c.bind(T.RouteGateway).toResolvedValue((client) => new ApolloRouteGateway(client), [T.ApolloClient]);
  c.bind(T.UserGateway).toResolvedValue((client) => new ApolloUserGateway(client), [T.ApolloClient]);
  c.bind(T.AppConfigGateway).toResolvedValue((client) => new ApolloAppConfigGateway(client), [T.ApolloClient]);
  c.bind(T.ShowHomePage).toResolvedValue((jobs) => new ShowHomePage(jobs), [T.JobGateway]);
  c.bind(T.ShowJobPage).toResolvedValue((routes, jobs) => new ShowJobPage(routes, jobs), [T.RouteGateway, T.JobGateway]);

  // Feature modules bind their own ports and use cases (each module owns its service identifiers).
  bindFeedsModule(c, config);
  bindBlogModule(c, config);
  bindConsentModule(c, config);
  bindOrganizationsModule(c, config);
  bindJobPageModule(c, config);
  bindMailModule(c, config);
  bindAccountsModule(c, config);
  bindSocialModule(c, config);
  bindPrivacyDataModule(c, config);
  bindSearchModule(c, config);
  bindApplicationsModule(c, config);
  bindOrganizationEditModule(c, config);
  bindBookmarksModule(c, config);
  bindAlertsModule(c, config);
  bindJobPostingModule(c, config);
  return c;
}

/** The facade the UI's server side uses. */
export function boardFrom(c: Container): Board {
  const handle = c.get(T.GraphqlHandler);
  return {
    site: c.get(T.Site),
    sites: c.get(T.Sites),
    logger: c.get(T.Logger),
    showHomePage: c.get(T.ShowHomePage),
    showJobPage: c.get(T.ShowJobPage),
    browseBlog: c.get(BLOG.BrowseBlog),
    showBlogPost: c.get(BLOG.ShowBlogPost),
    checkLatestTerms: c.get(CONSENT.CheckLatestTerms),
    acceptLatestTerms: c.get(CONSENT.AcceptLatestTerms),
    showOrganizationPage: c.get(ORGANIZATIONS.ShowOrganizationPage),
    showContentPage: c.get(ORGANIZATIONS.ShowContentPage),
    showSimilarJobs: c.get(JOBPAGE.ShowSimilarJobs),
    suggestPlaces: c.get(JOBPAGE.SuggestPlacesForField),
    searchJobs: c.get(SEARCH.SearchJobs),
    showApplicationForm: c.get(APPLICATIONS.ShowApplicationForm),
    sendApplication: c.get(APPLICATIONS.SendApplication),
    showJobApplications: c.get(APPLICATIONS.ShowJobApplications),
    showApplication: c.get(APPLICATIONS.ShowApplication),
    showMyApplications: c.get(APPLICATIONS.ShowMyApplications),
    moveApplication: c.get(APPLICATIONS.MoveApplication),
    openOrganizationEditor: c.get(ORGANIZATION_EDIT.OpenOrganizationEditor),
    saveOrganizationProfile: c.get(ORGANIZATION_EDIT.SaveOrganizationProfile),
    showUpdatableOrganizations: c.get(ORGANIZATION_EDIT.ShowUpdatableOrganizations),
    checkOrganizationEditRight: c.get(ORGANIZATION_EDIT.CheckOrganizationEditRight),
    toggleBookmark: c.get(BOOKMARKS.ToggleBookmark),
    showBookmarks: c.get(BOOKMARKS.ShowBookmarks),
    bookmarkStates: c.get(BOOKMARKS.BookmarkStates),
    saveSearchAsAlert: c.get(ALERTS.SaveSearchAsAlert),
    changeJobAlert: c.get(ALERTS.ChangeJobAlert),
    useAlertLink: c.get(ALERTS.UseAlertLink),
    showMyAlerts: c.get(ALERTS.ShowMyAlerts),
    alertStateForSearch: c.get(ALERTS.AlertStateForSearch),
    describeAlertSearch: c.get(ALERTS.DescribeAlertSearch),
    openJobWizard: c.get(JOB_POSTING.OpenJobWizard),
    showJobPreview: c.get(JOB_POSTING.ShowJobPreview),
    saveJobPosting: c.get(JOB_POSTING.SaveJobPosting),
    changeJobWorkflow: c.get(JOB_POSTING.ChangeJobWorkflow),
    showJobManager: c.get(JOB_POSTING.ShowJobManager),
    countJobView: c.get(JOB_POSTING.CountJobView),
    routes: c.get(T.RouteGateway),
    users: c.get(T.UserGateway),
    appConfig: c.get(T.AppConfigGateway),
    checkHealth: c.get(T.CheckHealth),
    handleGraphql: handle,
  };
}

/**
 * The process-wide root lives on `globalThis`: the dev server re-evaluates modules after an edit, and a
 * second root would open a second pool (and try to start the embedded database again).
 */
interface Root {
  container?: Container;
  starting?: Promise<Board>;
}
const ROOT_KEY = Symbol.for('jobboard.compositionRoot');
const root = ((globalThis as unknown as Record<symbol, Root>)[ROOT_KEY] ??= {});

/**
 * The process-wide board, built on first use from the environment: SITE (default `default` outside
 * production), DATABASE_URL (without it, outside production, the embedded database under ./data is
 * started — handy for `vite dev`), GRAPHQL_URL (optional).
 */
export function getBoard(): Promise<Board> {
  if (root.starting) return root.starting;
  root.starting = (async () => {
    const production = process.env.NODE_ENV === 'production';
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      if (production) throw new Error('DATABASE_URL is not set');
      const { prepareDatabase } = await import('../postgres/prepare-database');
      const log = createLogger({ component: 'database' });
      const db = await prepareDatabase({
        log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
        sites: new FileSiteDirectory().all(),
      });
      databaseUrl = db.url;
    }
    const site = process.env.SITE ?? (production ? undefined : 'default');
    const container = buildContainer({ site: site ?? '', databaseUrl, production, graphqlUrl: process.env.GRAPHQL_URL || undefined });
    root.container = container;
    // The HTTP entry runs these hooks on SIGINT/SIGTERM once requests in flight have finished.
    onShutdown(shutdownBoard);
    // Mail delivery registers its own stop hook after the pool's, so it stops first.
    startMailDelivery(container);
    startAlertDigests(container);
    startJobSchedule(container);
    return boardFrom(container);
  })();
  // A failed start (database down) must not stick: the next request tries again.
  root.starting.catch(() => {
    root.starting = undefined;
  });
  return root.starting;
}

/** The process-wide container, for server routes of feature modules (feeds, sitemaps) that are not board pages. */
export async function getContainer(): Promise<Container> {
  await getBoard();
  if (!root.container) throw new Error('composition root not built');
  return root.container;
}

/** Closes what the board holds (the database pool); called on graceful shutdown. */
export async function shutdownBoard(): Promise<void> {
  const container = root.container;
  if (!container) return;
  root.container = undefined;
  root.starting = undefined;
  await container.get(T.Pool).end();
}
