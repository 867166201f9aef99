import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { ChangeJobWorkflow } from '../../application/board/job-posting/change-job-workflow.use-case';
import type { JobPostingGateway } from '../../application/board/job-posting/job-posting-gateway.port';
import { OpenJobWizard } from '../../application/board/job-posting/open-job-wizard.use-case';
import { SaveJobPosting } from '../../application/board/job-posting/save-job-posting.use-case';
import { ShowJobManager } from '../../application/board/job-posting/show-job-manager.use-case';
import { ShowJobPreview } from '../../application/board/job-posting/show-job-preview.use-case';
import type { FileStore } from '../../application/platform/files/file-store.port';
import type { ImageProcessor } from '../../application/platform/files/image-processor.port';
import type { Geocoder } from '../../application/platform/geo/geocoder.port';
import { ArchiveJob } from '../../application/platform/job-posting/archive-job.use-case';
import { CreateJob } from '../../application/platform/job-posting/create-job.use-case';
import { DuplicateJob } from '../../application/platform/job-posting/duplicate-job.use-case';
import { GetEditableJob } from '../../application/platform/job-posting/get-editable-job.use-case';
import { GetJobWizardOptions } from '../../application/platform/job-posting/get-job-wizard-options.use-case';
import type { JobApplicationCounts } from '../../application/platform/applications/job-application-counts.port';
import type { JobPostingRepository } from '../../application/platform/job-posting/job-posting-repository.port';
import { JobPostingWriter } from '../../application/platform/job-posting/job-posting-writer';
import type { JobViewTotals } from '../../application/platform/statistics/job-view-totals.port';
import { JobWorkflowRunner } from '../../application/platform/job-posting/job-workflow-runner';
import { ListManagedJobs } from '../../application/platform/job-posting/list-managed-jobs.use-case';
import type { OrganizationAccess } from '../../application/platform/job-posting/organization-access.port';
import { PublishDueJobs } from '../../application/platform/job-posting/publish-due-jobs.use-case';
import { GetJobLogo } from '../../application/platform/job-posting/get-job-logo.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { JobLogoEndpoint } from '../files/job-logo-endpoint';
import { PreviewJob } from '../../application/platform/job-posting/preview-job.use-case';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import { PublishJob } from '../../application/platform/job-posting/publish-job.use-case';
import type { PostingPayment } from '../../application/platform/job-posting/posting-payment.port';
import { SettlePosting } from '../../application/platform/commerce/settle-posting';
import { PostgresCommerceRepository } from '../postgres/commerce/postgres-commerce-repository';
import { RepublishJob } from '../../application/platform/job-posting/republish-job.use-case';
import { ReviewJob } from '../../application/platform/job-posting/review-job.use-case';
import { ScheduleJob } from '../../application/platform/job-posting/schedule-job.use-case';
import { UpdateJob } from '../../application/platform/job-posting/update-job.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { RichTextSanitizer } from '../../application/shared/rich-text-sanitizer.port';
import { ApolloJobPostingGateway } from '../graphql/client/apollo-job-posting-gateway';
import { jobPostingGraphqlPart, type JobPostingApiDeps } from '../graphql/server/resolvers/job-posting.resolver';
import { onShutdown } from '../http/shutdown-hooks';
import { SharpImageProcessor } from '../images/sharp-image-processor';
import { PostgresJobApplicationCounts } from '../postgres/postgres-job-application-counts';
import { PostgresJobPostingRepository } from '../postgres/job-posting/postgres-job-posting-repository';
import type { FacetLabelCache } from '../postgres/facet-label-cache';
import { PostgresJobRepository } from '../postgres/postgres-job-repository';
import { PostgresJobViewTotals } from '../postgres/statistics/postgres-job-view-totals';
import { PostgresOrganizationAccess } from '../postgres/job-posting/postgres-organization-access';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { jobScheduleLoop } from '../scheduling/job-schedule-loop';
import type { PollingLoop } from '../scheduling/polling-loop';
import { JOBPAGE } from './job-page.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.jobPosting.${name}`);

/** The ports job posting needs, for building its use cases (here and in tests on fakes). */
export interface JobPostingPorts {
  readonly jobs: JobPostingRepository;
  /** The visitor's job model, for the preview. */
  readonly jobViews: JobRepository;
  readonly access: OrganizationAccess;
  readonly applications: JobApplicationCounts;
  /** Each job's views on a site (the job manager's column), from the statistics. */
  readonly views: JobViewTotals;
  readonly sanitizer: RichTextSanitizer;
  readonly images: ImageProcessor;
  readonly files: FileStore;
  /** Places a posted job's address on the map. */
  readonly geocoder: Geocoder;
  readonly sites: SiteDirectory;
  readonly clock: Clock;
  /** Paid posting on sites that charge for it (commerce); absent: posting is free everywhere. */
  readonly payment?: PostingPayment;
}

/** The platform use cases of job posting on the given ports (the API's dependencies). */
export function jobPostingUseCases(p: JobPostingPorts): JobPostingApiDeps & { publishDueJobs: PublishDueJobs; getJobLogo: GetJobLogo } {
  const writer = new JobPostingWriter(p.jobs, p.sanitizer, p.images, p.files, p.geocoder);
  const runner = new JobWorkflowRunner(p.jobs, p.access, p.sites, p.clock);
  return {
    getJobWizardOptions: new GetJobWizardOptions(p.jobs, p.access, p.sites),
    getEditableJob: new GetEditableJob(runner, p.sites),
    listManagedJobs: new ListManagedJobs(p.jobs, p.access, p.applications, p.views, p.sites, p.clock),
    createJob: new CreateJob(writer, p.access),
    updateJob: new UpdateJob(p.jobs, writer, p.access, p.sites, p.clock),
    publishJob: new PublishJob(runner, p.payment ?? null),
    scheduleJob: new ScheduleJob(runner, p.payment ?? null),
    archiveJob: new ArchiveJob(runner),
    republishJob: new RepublishJob(runner),
    duplicateJob: new DuplicateJob(runner, p.files),
    reviewJob: new ReviewJob(runner),
    previewJob: new PreviewJob(runner, p.jobViews),
    getJobLogo: new GetJobLogo(p.jobViews, p.jobs, p.access, p.files, p.clock),
    publishDueJobs: new PublishDueJobs(p.jobs, p.clock),
  };
}

export const JOB_POSTING = {
  Ports: id<JobPostingPorts>('Ports'),
  UseCases: id<ReturnType<typeof jobPostingUseCases>>('UseCases'),
  ApiDeps: id<JobPostingApiDeps>('ApiDeps'),
  ScheduleLoop: id<PollingLoop>('ScheduleLoop'),
  LogoEndpoint: id<JobLogoEndpoint>('LogoEndpoint'),
  Gateway: id<JobPostingGateway>('Gateway'),
  OpenJobWizard: id<OpenJobWizard>('OpenJobWizard'),
  ShowJobPreview: id<ShowJobPreview>('ShowJobPreview'),
  SaveJobPosting: id<SaveJobPosting>('SaveJobPosting'),
  ChangeJobWorkflow: id<ChangeJobWorkflow>('ChangeJobWorkflow'),
  ShowJobManager: id<ShowJobManager>('ShowJobManager'),
} as const;

/** The job-posting ports on PostgreSQL, sanitize-html and sharp, with the process's shared adapters. */
export function jobPostingPorts(
  pool: Pool,
  shared: Pick<JobPostingPorts, 'files' | 'geocoder' | 'sites' | 'clock'> & { readonly labels?: FacetLabelCache },
): JobPostingPorts {
  return {
    jobs: new PostgresJobPostingRepository(pool),
    jobViews: new PostgresJobRepository(pool, shared.labels),
    access: new PostgresOrganizationAccess(pool),
    applications: new PostgresJobApplicationCounts(pool),
    views: new PostgresJobViewTotals(pool),
    sanitizer: new SanitizeHtmlRichTextSanitizer(),
    images: new SharpImageProcessor(),
    payment: new SettlePosting(new PostgresCommerceRepository(pool), shared.sites),
    ...shared,
  };
}

/**
 * Job posting: PostgreSQL repository and counters, sanitize-html, sharp and the file store → platform
 * use cases (driven by /graphql through JOB_POSTING.ApiDeps) and the scheduler loop; the Apollo gateway →
 * board use cases. Application counts come from the applications table once it exists (0009).
 */
export function bindJobPostingModule(c: Container, _config: object): void {
  c.bind(JOB_POSTING.Ports).toResolvedValue(
    (pool: Pool, files: FileStore, geocoder: Geocoder, sites: SiteDirectory, clock: Clock, labels: FacetLabelCache) =>
      jobPostingPorts(pool, { files, geocoder, sites, clock, labels }),
    [T.Pool, JOBPAGE.FileStore, JOBPAGE.Geocoder, T.Sites, T.Clock, T.LabelCache],
  );
  c.bind(JOB_POSTING.UseCases).toResolvedValue((ports: JobPostingPorts) => jobPostingUseCases(ports), [JOB_POSTING.Ports]);
  c.bind(JOB_POSTING.ApiDeps).toResolvedValue(
    ({ publishDueJobs: _, getJobLogo: __, ...api }: ReturnType<typeof jobPostingUseCases>) => api,
    [JOB_POSTING.UseCases],
  );
  c.bind(JOB_POSTING.LogoEndpoint).toResolvedValue(
    (useCases: ReturnType<typeof jobPostingUseCases>, site: SiteConfig, tokens: TokenVerifier, logger: Logger) =>
      new JobLogoEndpoint(site, useCases.getJobLogo, tokens, logger),
    [JOB_POSTING.UseCases, T.Site, T.TokenVerifier, T.Logger],
  );
  c.bind(JOB_POSTING.ScheduleLoop).toResolvedValue(
    (useCases: ReturnType<typeof jobPostingUseCases>, logger: Logger) =>
      jobScheduleLoop(
        useCases.publishDueJobs,
        logger.child({ component: 'job-schedule' }),
        Number(process.env.JOB_SCHEDULE_POLL_MS) || undefined,
      ),
    [JOB_POSTING.UseCases, T.Logger],
  );
  c.bind(JOB_POSTING.Gateway).toResolvedValue((client: ApolloClient) => new ApolloJobPostingGateway(client), [T.ApolloClient]);
  c.bind(JOB_POSTING.OpenJobWizard).toResolvedValue((g: JobPostingGateway) => new OpenJobWizard(g), [JOB_POSTING.Gateway]);
  c.bind(JOB_POSTING.ShowJobPreview).toResolvedValue((g: JobPostingGateway) => new ShowJobPreview(g), [JOB_POSTING.Gateway]);
  c.bind(JOB_POSTING.SaveJobPosting).toResolvedValue((g: JobPostingGateway) => new SaveJobPosting(g), [JOB_POSTING.Gateway]);
  c.bind(JOB_POSTING.ChangeJobWorkflow).toResolvedValue((g: JobPostingGateway) => new ChangeJobWorkflow(g), [JOB_POSTING.Gateway]);
  c.bind(JOB_POSTING.ShowJobManager).toResolvedValue((g: JobPostingGateway) => new ShowJobManager(g), [JOB_POSTING.Gateway]);
}

/** Starts the scheduler loop of this worker; stops on shutdown. */
export function startJobSchedule(c: Container): void {
  const loop = c.get(JOB_POSTING.ScheduleLoop);
  loop.start();
  onShutdown(() => loop.stop());
}

export const jobPostingFeature = defineFeature({
  name: 'job-posting',
  bind: bindJobPostingModule,
  graphql: (c) => [jobPostingGraphqlPart(c.get(JOB_POSTING.ApiDeps))],
  board: (c) => ({
    openJobWizard: c.get(JOB_POSTING.OpenJobWizard),
    showJobPreview: c.get(JOB_POSTING.ShowJobPreview),
    saveJobPosting: c.get(JOB_POSTING.SaveJobPosting),
    changeJobWorkflow: c.get(JOB_POSTING.ChangeJobWorkflow),
    showJobManager: c.get(JOB_POSTING.ShowJobManager),
    get jobLogos() {
      return c.get(JOB_POSTING.LogoEndpoint);
    },
  }),
  start: startJobSchedule,
});
