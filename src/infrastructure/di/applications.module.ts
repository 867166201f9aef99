import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { ApplicationGateway } from '../../application/board/applications/application-gateway.port';
import { MoveApplication } from '../../application/board/applications/move-application.use-case';
import { SendApplication } from '../../application/board/applications/send-application.use-case';
import { ShowApplication } from '../../application/board/applications/show-application.use-case';
import { ShowApplicationForm } from '../../application/board/applications/show-application-form.use-case';
import { ShowJobApplications } from '../../application/board/applications/show-job-applications.use-case';
import { ShowMyApplications } from '../../application/board/applications/show-my-applications.use-case';
import type { ApplicationRepository, ApplicationUnitOfWork } from '../../application/platform/applications/application-repository.port';
import { ChangeApplicationStatus } from '../../application/platform/applications/change-application-status.use-case';
import { GetApplication } from '../../application/platform/applications/get-application.use-case';
import { GetApplicationFile } from '../../application/platform/applications/get-application-file.use-case';
import { GetApplicationForm } from '../../application/platform/applications/get-application-form.use-case';
import type { JobApplicationCounts } from '../../application/platform/applications/job-application-counts.port';
import { ListJobApplications } from '../../application/platform/applications/list-job-applications.use-case';
import { ListMyApplications } from '../../application/platform/applications/list-my-applications.use-case';
import { SubmitApplication } from '../../application/platform/applications/submit-application.use-case';
import { MyResumePdf } from '../../application/platform/resumes/my-resume-pdf';
import type { ConsentRepository } from '../../application/platform/consent/consent-repository.port';
import type { FileStore } from '../../application/platform/files/file-store.port';
import type { RateLimiter } from '../../application/platform/identity/rate-limiter.port';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { UserRepository } from '../../application/platform/identity/user-repository.port';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { JobEventCounter } from '../../application/platform/statistics/job-event-counter.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { ApplicationFileEndpoint } from '../files/application-file-endpoint';
import { ApolloApplicationGateway } from '../graphql/client/apollo-application-gateway';
import { applicationsGraphqlPart, type ApplicationsApiDeps } from '../graphql/server/resolvers/applications.resolver';
import { PostgresApplicationRepository } from '../postgres/applications/postgres-application-repository';
import { PostgresApplicationUnitOfWork } from '../postgres/applications/postgres-application-unit-of-work';
import { PostgresJobApplicationCounts } from '../postgres/postgres-job-application-counts';
import { PostgresResumeRepository } from '../postgres/resumes/postgres-resume-repository';
import { PdfLibResumeRenderer } from '../pdf/pdf-lib-resume-renderer';
import { PostgresApplicationPersonalData } from '../postgres/privacy/postgres-application-personal-data';
import { ACCOUNTS } from './accounts.module';
import { CONSENT } from './consent.module';
import { MAIL } from './mail.module';
import { PRIVACY } from './privacy-data.module';
import { STATISTICS } from './statistics.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.applications.${name}`);

export const APPLICATIONS = {
  Repository: id<ApplicationRepository>('Repository'),
  UnitOfWork: id<ApplicationUnitOfWork>('UnitOfWork'),
  FileStore: id<FileStore>('FileStore'),
  JobApplicationCounts: id<JobApplicationCounts>('JobApplicationCounts'),
  GetApplicationForm: id<GetApplicationForm>('GetApplicationForm'),
  SubmitApplication: id<SubmitApplication>('SubmitApplication'),
  ListJobApplications: id<ListJobApplications>('ListJobApplications'),
  GetApplication: id<GetApplication>('GetApplication'),
  ChangeApplicationStatus: id<ChangeApplicationStatus>('ChangeApplicationStatus'),
  ListMyApplications: id<ListMyApplications>('ListMyApplications'),
  GetApplicationFile: id<GetApplicationFile>('GetApplicationFile'),
  FileEndpoint: id<ApplicationFileEndpoint>('FileEndpoint'),
  ApiDeps: id<ApplicationsApiDeps>('ApiDeps'),
  Gateway: id<ApplicationGateway>('Gateway'),
  ShowApplicationForm: id<ShowApplicationForm>('ShowApplicationForm'),
  SendApplication: id<SendApplication>('SendApplication'),
  ShowJobApplications: id<ShowJobApplications>('ShowJobApplications'),
  ShowApplication: id<ShowApplication>('ShowApplication'),
  ShowMyApplications: id<ShowMyApplications>('ShowMyApplications'),
  MoveApplication: id<MoveApplication>('MoveApplication'),
} as const;

/**
 * Applications: PostgreSQL repository and unit of work, the local file store (`filesDir`, default
 * `$DATA_DIR/files`, the same folder as job PDFs under `applications/`), platform use cases (driven by
 * /graphql through `APPLICATIONS.ApiDeps` and by the file download route), the Apollo gateway and the
 * board use cases. Config is structural: this module must not import container.ts.
 */
export function bindApplicationsModule(c: Container, config: { readonly filesDir?: string | undefined }): void {
  c.bind(APPLICATIONS.Repository).toResolvedValue((pool: Pool) => new PostgresApplicationRepository(pool), [T.Pool]);
  c.bind(APPLICATIONS.UnitOfWork).toResolvedValue((pool: Pool) => new PostgresApplicationUnitOfWork(pool), [T.Pool]);
  c.bind(APPLICATIONS.FileStore).toResolvedValue((store: FileStore) => store, [T.FileStore]);
  c.bind(APPLICATIONS.JobApplicationCounts).toResolvedValue((pool: Pool) => new PostgresJobApplicationCounts(pool), [T.Pool]);
  // An applicant's applications in "download my data", and with their files in "delete my account".
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresApplicationPersonalData(db));

  c.bind(APPLICATIONS.GetApplicationForm).toResolvedValue(
    (jobs: JobRepository, repo: ApplicationRepository, users: UserRepository, consents: ConsentRepository, clock: Clock, pool: Pool) =>
      new GetApplicationForm(jobs, repo, users, consents, clock, new PostgresResumeRepository(pool)),
    [T.JobRepository, APPLICATIONS.Repository, T.UserRepository, CONSENT.ConsentRepository, T.Clock, T.Pool],
  );
  c.bind(APPLICATIONS.SubmitApplication).toResolvedValue(
    (
      jobs: JobRepository,
      repo: ApplicationRepository,
      consents: ConsentRepository,
      uow: ApplicationUnitOfWork,
      store: FileStore,
      composer: MailComposer,
      sites: SiteDirectory,
      clock: Clock,
      limiter: RateLimiter,
      pool: Pool,
      counter: JobEventCounter,
    ) =>
      new SubmitApplication(
        jobs,
        repo,
        consents,
        uow,
        store,
        composer,
        sites,
        clock,
        limiter,
        new MyResumePdf(new PostgresResumeRepository(pool), new PdfLibResumeRenderer()),
        counter,
      ),
    [
      T.JobRepository,
      APPLICATIONS.Repository,
      CONSENT.ConsentRepository,
      APPLICATIONS.UnitOfWork,
      APPLICATIONS.FileStore,
      MAIL.Composer,
      T.Sites,
      T.Clock,
      ACCOUNTS.Limiter,
      T.Pool,
      STATISTICS.Counter,
    ],
  );
  c.bind(APPLICATIONS.ListJobApplications).toResolvedValue(
    (jobs: JobRepository, repo: ApplicationRepository) => new ListJobApplications(jobs, repo),
    [T.JobRepository, APPLICATIONS.Repository],
  );
  c.bind(APPLICATIONS.GetApplication).toResolvedValue((repo: ApplicationRepository) => new GetApplication(repo), [APPLICATIONS.Repository]);
  c.bind(APPLICATIONS.ChangeApplicationStatus).toResolvedValue(
    (get: GetApplication, repo: ApplicationRepository, clock: Clock) => new ChangeApplicationStatus(get, repo, clock),
    [APPLICATIONS.GetApplication, APPLICATIONS.Repository, T.Clock],
  );
  c.bind(APPLICATIONS.ListMyApplications).toResolvedValue(
    (repo: ApplicationRepository) => new ListMyApplications(repo),
    [APPLICATIONS.Repository],
  );
  c.bind(APPLICATIONS.GetApplicationFile).toResolvedValue(
    (get: GetApplication, repo: ApplicationRepository, store: FileStore) => new GetApplicationFile(get, repo, store),
    [APPLICATIONS.GetApplication, APPLICATIONS.Repository, APPLICATIONS.FileStore],
  );
  c.bind(APPLICATIONS.FileEndpoint).toResolvedValue(
    (site: SiteConfig, getFile: GetApplicationFile, tokens: TokenVerifier, logger: Logger) =>
      new ApplicationFileEndpoint(site, getFile, tokens, logger),
    [T.Site, APPLICATIONS.GetApplicationFile, T.TokenVerifier, T.Logger],
  );
  c.bind(APPLICATIONS.ApiDeps).toResolvedValue(
    (
      getApplicationForm: GetApplicationForm,
      submitApplication: SubmitApplication,
      listJobApplications: ListJobApplications,
      getApplication: GetApplication,
      changeApplicationStatus: ChangeApplicationStatus,
      listMyApplications: ListMyApplications,
    ): ApplicationsApiDeps => ({
      getApplicationForm,
      submitApplication,
      listJobApplications,
      getApplication,
      changeApplicationStatus,
      listMyApplications,
    }),
    [
      APPLICATIONS.GetApplicationForm,
      APPLICATIONS.SubmitApplication,
      APPLICATIONS.ListJobApplications,
      APPLICATIONS.GetApplication,
      APPLICATIONS.ChangeApplicationStatus,
      APPLICATIONS.ListMyApplications,
    ],
  );

  c.bind(APPLICATIONS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloApplicationGateway(client), [T.ApolloClient]);
  c.bind(APPLICATIONS.ShowApplicationForm).toResolvedValue((g: ApplicationGateway) => new ShowApplicationForm(g), [APPLICATIONS.Gateway]);
  c.bind(APPLICATIONS.SendApplication).toResolvedValue((g: ApplicationGateway) => new SendApplication(g), [APPLICATIONS.Gateway]);
  c.bind(APPLICATIONS.ShowJobApplications).toResolvedValue((g: ApplicationGateway) => new ShowJobApplications(g), [APPLICATIONS.Gateway]);
  c.bind(APPLICATIONS.ShowApplication).toResolvedValue((g: ApplicationGateway) => new ShowApplication(g), [APPLICATIONS.Gateway]);
  c.bind(APPLICATIONS.ShowMyApplications).toResolvedValue((g: ApplicationGateway) => new ShowMyApplications(g), [APPLICATIONS.Gateway]);
  c.bind(APPLICATIONS.MoveApplication).toResolvedValue((g: ApplicationGateway) => new MoveApplication(g), [APPLICATIONS.Gateway]);
}

export const applicationsFeature = defineFeature({
  name: 'applications',
  bind: bindApplicationsModule,
  graphql: (c) => [applicationsGraphqlPart(c.get(APPLICATIONS.ApiDeps))],
  board: (c) => ({
    showApplicationForm: c.get(APPLICATIONS.ShowApplicationForm),
    sendApplication: c.get(APPLICATIONS.SendApplication),
    showJobApplications: c.get(APPLICATIONS.ShowJobApplications),
    showApplication: c.get(APPLICATIONS.ShowApplication),
    showMyApplications: c.get(APPLICATIONS.ShowMyApplications),
    moveApplication: c.get(APPLICATIONS.MoveApplication),
    get applicationFiles() {
      return c.get(APPLICATIONS.FileEndpoint);
    },
  }),
});
