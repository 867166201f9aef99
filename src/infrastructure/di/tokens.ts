import type { ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { FacetLabelCache } from '../postgres/facet-label-cache';
import type { PlatformProxy } from '../http/platform-proxy';
import type { ProcessRole } from './feature-module';
import type { ApolloClient } from '@apollo/client';
import type { AppConfigGateway } from '../../application/board/site/app-config-gateway.port';
import type { JobGateway } from '../../application/board/jobs/job-gateway.port';
import type { FileStore } from '../../application/platform/files/file-store.port';
import type { PostgresFileWriteJournal } from '../postgres/postgres-file-write-journal';
import type { ShowHomePage } from '../../application/board/jobs/show-home-page.use-case';
import type { ShowJobPage } from '../../application/board/jobs/show-job-page.use-case';
import type { RouteGateway } from '../../application/board/routing/route-gateway.port';
import type { UserGateway } from '../../application/board/identity/user-gateway.port';
import type { CheckAttachments } from '../../application/platform/files/check-attachments.use-case';
import type { CheckHealth } from '../../application/platform/health/check-health.use-case';
import type { HealthProbe } from '../../application/platform/health/health-probe.port';
import type { GetCurrentUser } from '../../application/platform/identity/get-current-user.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { UserRepository } from '../../application/platform/identity/user-repository.port';
import type { GetJob } from '../../application/platform/jobs/get-job.use-case';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import type { ListJobs } from '../../application/platform/jobs/list-jobs.use-case';
import type { OrganizationOwnerLookup } from '../../application/platform/organizations/organization-owner-lookup.port';
import type { LookupRoute } from '../../application/platform/routing/lookup-route.use-case';
import type { PathAliasRepository } from '../../application/platform/routing/path-alias-repository.port';
import type { AppConfigRepository } from '../../application/platform/site/app-config-repository.port';
import type { GetAppConfig } from '../../application/platform/site/get-app-config.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import type { InProcessExecute } from '../graphql/server/in-process-execution';

const id = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`jobboard.${name}`);

/** Service identifiers of the composition root: one per port, adapter-agnostic. */
export const T = {
  Site: id<SiteConfig>('Site'),
  Sites: id<SiteDirectory>('Sites'),
  Logger: id<Logger>('Logger'),
  Pool: id<Pool>('Pool'),
  Clock: id<Clock>('Clock'),
  Role: id<ProcessRole>('Role'),
  /** Labels of terms and organizations, one cache per process for every adapter that shows them. */
  LabelCache: id<FacetLabelCache>('LabelCache'),
  // platform ports
  JobRepository: id<JobRepository>('JobRepository'),
  UserRepository: id<UserRepository>('UserRepository'),
  AppConfigRepository: id<AppConfigRepository>('AppConfigRepository'),
  PathAliasRepository: id<PathAliasRepository>('PathAliasRepository'),
  OrganizationOwnerLookup: id<OrganizationOwnerLookup>('OrganizationOwnerLookup'),
  HealthProbe: id<HealthProbe>('HealthProbe'),
  /** Where uploads and generated files live: the local disk or S3-compatible storage (create-file-store.ts). */
  FileStore: id<FileStore>('FileStore'),
  /** Files a request stored before its rows committed, for the sweep after a killed worker (file-write-scope.ts). */
  FileWriteJournal: id<PostgresFileWriteJournal>('FileWriteJournal'),
  TokenVerifier: id<TokenVerifier>('TokenVerifier'),
  // platform use cases
  ListJobs: id<ListJobs>('ListJobs'),
  GetJob: id<GetJob>('GetJob'),
  GetCurrentUser: id<GetCurrentUser>('GetCurrentUser'),
  GetAppConfig: id<GetAppConfig>('GetAppConfig'),
  LookupRoute: id<LookupRoute>('LookupRoute'),
  CheckAttachments: id<CheckAttachments>('CheckAttachments'),
  CheckHealth: id<CheckHealth>('CheckHealth'),
  // the API and the board's client of it
  /** The platform API of this process: over HTTP (/graphql, uploads) and for the board in process. */
  PlatformApi: id<{ handle(request: Request): Promise<Response>; readonly execute: InProcessExecute }>('PlatformApi'),
  /** A board-only process's way to the platform's own HTTP endpoints. */
  PlatformProxy: id<PlatformProxy>('PlatformProxy'),
  ApolloClient: id<ApolloClient>('ApolloClient'),
  // board ports and use cases
  JobGateway: id<JobGateway>('JobGateway'),
  RouteGateway: id<RouteGateway>('RouteGateway'),
  UserGateway: id<UserGateway>('UserGateway'),
  AppConfigGateway: id<AppConfigGateway>('AppConfigGateway'),
  ShowHomePage: id<ShowHomePage>('ShowHomePage'),
  ShowJobPage: id<ShowJobPage>('ShowJobPage'),
} as const;
