import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import {
  ChangeResumeAlert,
  SaveResumeSearchAlert,
  ShowResumeAlert,
  ShowResumeAlerts,
  UnsubscribeResumeAlertLink,
} from '../../application/board/resume-alerts/resume-alert.use-cases';
import type { ResumeAlertGateway } from '../../application/board/resume-alerts/resume-alert-gateway.port';
import type { AlertTokenSigner } from '../../application/platform/alerts/alert-token-signer.port';
import {
  ChangeResumeAlertInterval,
  DeleteResumeAlert,
  GetResumeAlert,
  ListResumeAlerts,
} from '../../application/platform/resume-alerts/manage-resume-alerts.use-cases';
import { RunResumeAlertDigests } from '../../application/platform/resume-alerts/run-resume-alert-digests.use-case';
import { SaveResumeAlert } from '../../application/platform/resume-alerts/save-resume-alert.use-case';
import { UnsubscribeResumeAlert } from '../../application/platform/resume-alerts/unsubscribe-resume-alert.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { ApolloResumeAlertGateway } from '../graphql/client/apollo-resume-alert-gateway';
import { resumeAlertsGraphqlPart, type ResumeAlertsApiDeps } from '../graphql/server/resolvers/resume-alerts.resolver';
import { onShutdown } from '../http/shutdown-hooks';
import { MessageResumeDigestMailComposer } from '../mail/resume-digest-mail-composer';
import { PostgresResumeAlertPersonalData } from '../postgres/resume-alerts/postgres-resume-alert-personal-data';
import { PostgresResumeAlertRepository } from '../postgres/resume-alerts/postgres-resume-alert-repository';
import { PostgresResumeAlertUnitOfWork } from '../postgres/resume-alerts/postgres-resume-alert-unit-of-work';
import { PostgresRecruiterDirectory } from '../postgres/resume-search/postgres-recruiter-directory';
import { PostgresResumeSearchIndex } from '../postgres/resume-search/postgres-resume-search-index';
import type { PollingLoop } from '../scheduling/polling-loop';
import { resumeDigestLoop } from '../scheduling/resume-digest-loop';
import { ALERTS } from './alerts.module';
import { defineFeature } from './feature-module';
import { PRIVACY } from './privacy-data.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.resumeAlerts.${name}`);

export const RESUME_ALERTS = {
  ApiDeps: id<ResumeAlertsApiDeps>('ApiDeps'),
  RunDigests: id<RunResumeAlertDigests>('RunDigests'),
  DigestLoop: id<PollingLoop>('DigestLoop'),
  Gateway: id<ResumeAlertGateway>('Gateway'),
} as const;

/**
 * Recruiters' resume alerts: saved resume searches of an organization over the resume search's
 * projection, and the workers' digest loop mailing new matches through the outbox. The unsubscribe
 * links are signed with the job alerts' signer (their signed texts differ).
 */
export function bindResumeAlertsModule(c: Container, _config: object, env: NodeJS.ProcessEnv = process.env): void {
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresResumeAlertPersonalData(db));
  c.bind(RESUME_ALERTS.ApiDeps).toResolvedValue(
    (pool: Pool, signer: AlertTokenSigner, sites: SiteDirectory, clock: Clock): ResumeAlertsApiDeps => {
      const alerts = new PostgresResumeAlertRepository(pool);
      const index = new PostgresResumeSearchIndex(pool);
      const recruiters = new PostgresRecruiterDirectory(pool);
      return {
        saveResumeAlert: new SaveResumeAlert(alerts, index, recruiters, sites, clock),
        listResumeAlerts: new ListResumeAlerts(alerts, index, recruiters, sites),
        getResumeAlert: new GetResumeAlert(alerts, index, recruiters, sites),
        changeResumeAlertInterval: new ChangeResumeAlertInterval(alerts, index, recruiters, sites, clock),
        deleteResumeAlert: new DeleteResumeAlert(alerts, recruiters, sites),
        unsubscribeResumeAlert: new UnsubscribeResumeAlert(alerts, signer, clock),
      };
    },
    [T.Pool, ALERTS.Signer, T.Sites, T.Clock],
  );
  c.bind(RESUME_ALERTS.RunDigests).toResolvedValue(
    (pool: Pool, signer: AlertTokenSigner, sites: SiteDirectory, clock: Clock) =>
      new RunResumeAlertDigests(
        new PostgresResumeAlertUnitOfWork(pool),
        new PostgresResumeSearchIndex(pool),
        new PostgresRecruiterDirectory(pool),
        new MessageResumeDigestMailComposer(),
        signer,
        sites,
        clock,
      ),
    [T.Pool, ALERTS.Signer, T.Sites, T.Clock],
  );
  c.bind(RESUME_ALERTS.DigestLoop).toResolvedValue(
    (run: RunResumeAlertDigests, site: SiteConfig, logger: Logger) =>
      resumeDigestLoop(run, site.key, logger.child({ component: 'resume-alerts' }), Number(env.ALERT_DIGEST_POLL_MS) || undefined),
    [RESUME_ALERTS.RunDigests, T.Site, T.Logger],
  );
  c.bind(RESUME_ALERTS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloResumeAlertGateway(client), [T.ApolloClient]);
}

export const resumeAlertsFeature = defineFeature({
  name: 'resumeAlerts',
  bind: bindResumeAlertsModule,
  graphql: (c) => [resumeAlertsGraphqlPart(c.get(RESUME_ALERTS.ApiDeps))],
  board: (c) => {
    const gateway = () => c.get(RESUME_ALERTS.Gateway);
    return {
      showResumeAlerts: new ShowResumeAlerts(gateway()),
      showResumeAlert: new ShowResumeAlert(gateway()),
      saveResumeSearchAlert: new SaveResumeSearchAlert(gateway()),
      changeResumeAlert: new ChangeResumeAlert(gateway()),
      unsubscribeResumeAlert: new UnsubscribeResumeAlertLink(gateway()),
    };
  },
  start: (c) => {
    const loop = c.get(RESUME_ALERTS.DigestLoop);
    loop.start();
    onShutdown(() => loop.stop());
  },
});
