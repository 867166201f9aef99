import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { JobImportGateway } from '../../application/board/job-import/job-import-gateway.port';
import { ManageImporters } from '../../application/board/job-import/manage-importers.use-case';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { SettlePosting } from '../../application/platform/commerce/settle-posting';
import type { Geocoder } from '../../application/platform/geo/geocoder.port';
import { ChangeImporter } from '../../application/platform/job-import/change-importer.use-case';
import { GetImporter } from '../../application/platform/job-import/get-importer.use-case';
import { GetImporterOptions } from '../../application/platform/job-import/get-importer-options.use-case';
import { ImporterAccessCheck } from '../../application/platform/job-import/importer-access';
import type { ImporterRepository } from '../../application/platform/job-import/importer-repository.port';
import { ListImporters } from '../../application/platform/job-import/list-importers.use-case';
import { SaveImporter } from '../../application/platform/job-import/save-importer.use-case';
import type { OrganizationOwnerLookup } from '../../application/platform/organizations/organization-owner-lookup.port';
import { RunDueImports } from '../../application/platform/job-import/run-due-imports.use-case';
import { SyncJobImport } from '../../application/platform/job-import/sync-job-import.use-case';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { ApolloJobImportGateway } from '../graphql/client/apollo-job-import-gateway';
import type { JobImportApiDeps } from '../graphql/server/job-import-api-deps';
import { jobImportGraphqlPart } from '../graphql/server/resolvers/job-import.resolver';
import { onShutdown } from '../http/shutdown-hooks';
import { GuardedHttpSourceFetcher } from '../job-import/guarded-http-source-fetcher';
import { Sha256TextHasher } from '../job-import/sha256-text-hasher';
import { StreamingJobFeedParser } from '../job-import/streaming-job-feed-parser';
import { PostgresCommerceRepository } from '../postgres/commerce/postgres-commerce-repository';
import { PostgresImporterRepository } from '../postgres/job-import/postgres-importer-repository';
import { PostgresJobImportStore } from '../postgres/job-import/postgres-job-import-store';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { jobImportLoop } from '../scheduling/job-import-loop';
import type { PollingLoop } from '../scheduling/polling-loop';
import { defineFeature } from './feature-module';
import { JOBPAGE } from './job-page.module';
import { MAIL } from './mail.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.jobImport.${name}`);

export const JOB_IMPORT = {
  Importers: id<ImporterRepository>('Importers'),
  Sync: id<SyncJobImport>('Sync'),
  RunDueImports: id<RunDueImports>('RunDueImports'),
  Loop: id<PollingLoop>('Loop'),
  ApiDeps: id<JobImportApiDeps>('ApiDeps'),
  Gateway: id<JobImportGateway>('Gateway'),
  ManageImporters: id<ManageImporters>('ManageImporters'),
} as const;

/** Source fetch deadlines: a feed of 50 MB arrives well within two minutes from any healthy server. */
const CONNECT_TIMEOUT_MS = 15_000;
const TOTAL_TIMEOUT_MS = 120_000;

/**
 * `JOB_IMPORT_ALLOW_PRIVATE_ADDRESSES=true` lets importers fetch loopback and private addresses. For
 * tests only (the browser journeys serve their feed on 127.0.0.1): in production an importer's URL is
 * given by users, and a private address would let it read the platform's own network.
 */
export const allowsPrivateSources = (env: NodeJS.ProcessEnv): boolean => env.JOB_IMPORT_ALLOW_PRIVATE_ADDRESSES === 'true';

/**
 * Job import: importers and their run log on PostgreSQL, the guarded fetcher and streaming parsers, the
 * sync use case writing through the job tables, and this worker's import scheduler (JOB_IMPORT_POLL_MS).
 */
export function bindJobImportModule(c: Container, _config: object, env: NodeJS.ProcessEnv = process.env): void {
  c.bind(JOB_IMPORT.Importers).toResolvedValue((pool: Pool) => new PostgresImporterRepository(pool), [T.Pool]);
  c.bind(JOB_IMPORT.Sync).toResolvedValue(
    (pool: Pool, geocoder: Geocoder, sites: SiteDirectory, clock: Clock) =>
      new SyncJobImport(
        new GuardedHttpSourceFetcher({
          allowPrivateAddresses: allowsPrivateSources(env),
          connectTimeoutMs: CONNECT_TIMEOUT_MS,
          totalTimeoutMs: TOTAL_TIMEOUT_MS,
          maxRedirects: 3,
          userAgent: 'JobboardImporter/1.0',
        }),
        new StreamingJobFeedParser(),
        new PostgresJobImportStore(pool),
        new SanitizeHtmlRichTextSanitizer(),
        new Sha256TextHasher(),
        geocoder,
        new SettlePosting(new PostgresCommerceRepository(pool), sites),
        sites,
        clock,
      ),
    [T.Pool, JOBPAGE.Geocoder, T.Sites, T.Clock],
  );
  c.bind(JOB_IMPORT.RunDueImports).toResolvedValue(
    (importers: ImporterRepository, sync: SyncJobImport, composer: MailComposer, sites: SiteDirectory, clock: Clock) =>
      new RunDueImports(importers, sync, composer, sites, clock),
    [JOB_IMPORT.Importers, JOB_IMPORT.Sync, MAIL.Composer, T.Sites, T.Clock],
  );
  c.bind(JOB_IMPORT.ApiDeps).toResolvedValue(
    (importers: ImporterRepository, owners: OrganizationOwnerLookup, sites: SiteDirectory, clock: Clock): JobImportApiDeps => {
      const access = new ImporterAccessCheck(owners, sites);
      return {
        listImporters: new ListImporters(importers, access),
        getImporter: new GetImporter(importers, access),
        getImporterOptions: new GetImporterOptions(importers, access),
        saveImporter: new SaveImporter(importers, access, clock),
        changeImporter: new ChangeImporter(importers, access, clock),
      };
    },
    [JOB_IMPORT.Importers, T.OrganizationOwnerLookup, T.Sites, T.Clock],
  );
  c.bind(JOB_IMPORT.Gateway).toResolvedValue((client: ApolloClient) => new ApolloJobImportGateway(client), [T.ApolloClient]);
  c.bind(JOB_IMPORT.ManageImporters).toResolvedValue((g: JobImportGateway) => new ManageImporters(g), [JOB_IMPORT.Gateway]);
  c.bind(JOB_IMPORT.Loop).toResolvedValue(
    (runs: RunDueImports, site: SiteConfig, logger: Logger) =>
      jobImportLoop(runs, site.key, logger.child({ component: 'job-import' }), Number(env.JOB_IMPORT_POLL_MS) || undefined),
    [JOB_IMPORT.RunDueImports, T.Site, T.Logger],
  );
}

/** Starts this worker's import scheduler; it stops (after the run in flight) before the pool closes. */
export function startJobImports(c: Container): void {
  const loop = c.get(JOB_IMPORT.Loop);
  loop.start();
  onShutdown(() => loop.stop());
}

export const jobImportFeature = defineFeature({
  name: 'job-import',
  bind: bindJobImportModule,
  graphql: (c) => [jobImportGraphqlPart(c.get(JOB_IMPORT.ApiDeps))],
  board: (c) => ({ manageImporters: c.get(JOB_IMPORT.ManageImporters) }),
  start: startJobImports,
});
