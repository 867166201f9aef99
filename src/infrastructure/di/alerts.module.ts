import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { AlertStateForSearch } from '../../application/board/alerts/alert-state-for-search.use-case';
import { ChangeJobAlert } from '../../application/board/alerts/change-job-alert.use-case';
import { DescribeAlertSearch } from '../../application/board/alerts/describe-alert-search.use-case';
import type { JobAlertGateway } from '../../application/board/alerts/job-alert-gateway.port';
import { SaveSearchAsAlert } from '../../application/board/alerts/save-search-as-alert.use-case';
import { ShowMyAlerts } from '../../application/board/alerts/show-my-alerts.use-case';
import { UseAlertLink } from '../../application/board/alerts/use-alert-link.use-case';
import type { JobSearchGateway } from '../../application/board/search/job-search-gateway.port';
import type { AlertTokenSigner } from '../../application/platform/alerts/alert-token-signer.port';
import { ConfirmJobAlert } from '../../application/platform/alerts/confirm-job-alert.use-case';
import { CreateJobAlert } from '../../application/platform/alerts/create-job-alert.use-case';
import { DeleteJobAlert } from '../../application/platform/alerts/delete-job-alert.use-case';
import { FindJobAlertForSearch } from '../../application/platform/alerts/find-job-alert-for-search.use-case';
import type { AlertUnitOfWork, JobAlertRepository } from '../../application/platform/alerts/job-alert-repository.port';
import { ListMyJobAlerts } from '../../application/platform/alerts/list-my-job-alerts.use-case';
import { RunAlertDigests } from '../../application/platform/alerts/run-alert-digests.use-case';
import { UnsubscribeJobAlert } from '../../application/platform/alerts/unsubscribe-job-alert.use-case';
import { UpdateJobAlert } from '../../application/platform/alerts/update-job-alert.use-case';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { JobIndex } from '../../application/platform/search/job-index.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { resolveAuthSecret } from '../auth/auth-secret';
import { HmacLinkSigner } from '../auth/hmac-link-signer';
import { ApolloJobAlertGateway } from '../graphql/client/apollo-job-alert-gateway';
import type { JobAlertsApiDeps } from '../graphql/server/alerts-api-deps';
import { onShutdown } from '../http/shutdown-hooks';
import { PostgresAlertUnitOfWork } from '../postgres/alerts/postgres-alert-unit-of-work';
import { PostgresJobAlertRepository } from '../postgres/alerts/postgres-job-alert-repository';
import { PostgresJobAlertPersonalData } from '../postgres/privacy/postgres-job-alert-personal-data';
import { alertDigestLoop } from '../scheduling/alert-digest-loop';
import type { PollingLoop } from '../scheduling/polling-loop';
import { MAIL } from './mail.module';
import { PRIVACY } from './privacy-data.module';
import { SEARCH } from './search.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';
import { alertsGraphqlPart } from '../graphql/server/resolvers/alerts.resolver';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.alerts.${name}`);

export const ALERTS = {
  Repository: id<JobAlertRepository>('Repository'),
  UnitOfWork: id<AlertUnitOfWork>('UnitOfWork'),
  Signer: id<AlertTokenSigner>('Signer'),
  RunAlertDigests: id<RunAlertDigests>('RunAlertDigests'),
  DigestLoop: id<PollingLoop>('DigestLoop'),
  ApiDeps: id<JobAlertsApiDeps>('ApiDeps'),
  Gateway: id<JobAlertGateway>('Gateway'),
  SaveSearchAsAlert: id<SaveSearchAsAlert>('SaveSearchAsAlert'),
  ChangeJobAlert: id<ChangeJobAlert>('ChangeJobAlert'),
  UseAlertLink: id<UseAlertLink>('UseAlertLink'),
  ShowMyAlerts: id<ShowMyAlerts>('ShowMyAlerts'),
  AlertStateForSearch: id<AlertStateForSearch>('AlertStateForSearch'),
  DescribeAlertSearch: id<DescribeAlertSearch>('DescribeAlertSearch'),
} as const;

/**
 * Job alerts: PostgreSQL repository and unit of work (alert + outbox in one transaction), the HMAC
 * signer of the mail links (AUTH_SECRET, read when first needed), platform use cases (driven by /graphql
 * through `ALERTS.ApiDeps`), the digest scheduler of this worker, and the board's use cases on the Apollo
 * gateway. ALERT_DIGEST_POLL_MS sets how often a worker looks for due alerts.
 */
export function bindAlertsModule(c: Container, _config: object, env: NodeJS.ProcessEnv = process.env): void {
  c.bind(ALERTS.Repository).toResolvedValue((pool: Pool) => new PostgresJobAlertRepository(pool), [T.Pool]);
  c.bind(ALERTS.UnitOfWork).toResolvedValue((pool: Pool) => new PostgresAlertUnitOfWork(pool), [T.Pool]);
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresJobAlertPersonalData(db));
  c.bind(ALERTS.Signer).toDynamicValue(() => new HmacLinkSigner(resolveAuthSecret(env)));
  c.bind(ALERTS.ApiDeps).toResolvedValue(
    (
      uow: AlertUnitOfWork,
      alerts: JobAlertRepository,
      index: JobIndex,
      composer: MailComposer,
      signer: AlertTokenSigner,
      sites: SiteDirectory,
      clock: Clock,
    ): JobAlertsApiDeps => ({
      createJobAlert: new CreateJobAlert(uow, index, composer, signer, sites, clock),
      updateJobAlert: new UpdateJobAlert(uow, clock),
      deleteJobAlert: new DeleteJobAlert(uow),
      confirmJobAlert: new ConfirmJobAlert(uow, signer, clock),
      unsubscribeJobAlert: new UnsubscribeJobAlert(uow, signer),
      listMyJobAlerts: new ListMyJobAlerts(alerts),
      findJobAlertForSearch: new FindJobAlertForSearch(alerts, index, sites),
    }),
    [ALERTS.UnitOfWork, ALERTS.Repository, SEARCH.JobIndex, MAIL.Composer, ALERTS.Signer, T.Sites, T.Clock],
  );
  c.bind(ALERTS.RunAlertDigests).toResolvedValue(
    (
      uow: AlertUnitOfWork,
      index: JobIndex,
      jobs: JobRepository,
      composer: MailComposer,
      signer: AlertTokenSigner,
      sites: SiteDirectory,
      clock: Clock,
    ) => new RunAlertDigests(uow, index, jobs, composer, signer, sites, clock),
    [ALERTS.UnitOfWork, SEARCH.JobIndex, T.JobRepository, MAIL.Composer, ALERTS.Signer, T.Sites, T.Clock],
  );
  c.bind(ALERTS.DigestLoop).toResolvedValue(
    (run: RunAlertDigests, site: SiteConfig, logger: Logger) =>
      alertDigestLoop(run, site.key, logger.child({ component: 'alerts' }), Number(env.ALERT_DIGEST_POLL_MS) || undefined),
    [ALERTS.RunAlertDigests, T.Site, T.Logger],
  );
  c.bind(ALERTS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloJobAlertGateway(client), [T.ApolloClient]);
  c.bind(ALERTS.SaveSearchAsAlert).toResolvedValue((g: JobAlertGateway) => new SaveSearchAsAlert(g), [ALERTS.Gateway]);
  c.bind(ALERTS.ChangeJobAlert).toResolvedValue((g: JobAlertGateway) => new ChangeJobAlert(g), [ALERTS.Gateway]);
  c.bind(ALERTS.UseAlertLink).toResolvedValue((g: JobAlertGateway) => new UseAlertLink(g), [ALERTS.Gateway]);
  c.bind(ALERTS.ShowMyAlerts).toResolvedValue(
    (g: JobAlertGateway, search: JobSearchGateway, site: SiteConfig) => new ShowMyAlerts(g, search, site.listing),
    [ALERTS.Gateway, SEARCH.JobSearchGateway, T.Site],
  );
  c.bind(ALERTS.DescribeAlertSearch).toResolvedValue(
    (search: JobSearchGateway, site: SiteConfig) => new DescribeAlertSearch(search, site.listing),
    [SEARCH.JobSearchGateway, T.Site],
  );
  c.bind(ALERTS.AlertStateForSearch).toResolvedValue((g: JobAlertGateway) => new AlertStateForSearch(g), [ALERTS.Gateway]);
}

/** Starts this worker's digest scheduler; it stops before the pool closes on shutdown. */
export function startAlertDigests(c: Container): void {
  const loop = c.get(ALERTS.DigestLoop);
  loop.start();
  onShutdown(() => loop.stop());
}

export const alertsFeature = defineFeature({
  name: 'alerts',
  bind: bindAlertsModule,
  graphql: (c) => [alertsGraphqlPart(c.get(ALERTS.ApiDeps))],
  board: (c) => ({
    saveSearchAsAlert: c.get(ALERTS.SaveSearchAsAlert),
    changeJobAlert: c.get(ALERTS.ChangeJobAlert),
    useAlertLink: c.get(ALERTS.UseAlertLink),
    showMyAlerts: c.get(ALERTS.ShowMyAlerts),
    alertStateForSearch: c.get(ALERTS.AlertStateForSearch),
    describeAlertSearch: c.get(ALERTS.DescribeAlertSearch),
  }),
  start: startAlertDigests,
});
