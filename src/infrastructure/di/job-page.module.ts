import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { SuggestPlacesForField } from '../../application/board/geo/suggest-places-for-field.use-case';
import type { PlaceGateway } from '../../application/board/geo/place-gateway.port';
import type { SimilarJobsGateway } from '../../application/board/jobs/similar-jobs-gateway.port';
import { ShowSimilarJobs } from '../../application/board/jobs/show-similar-jobs.use-case';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { GetJobFile } from '../../application/platform/files/get-job-file.use-case';
import type { JobFileLocator } from '../../application/platform/files/job-file-locator.port';
import type { Geocoder } from '../../application/platform/geo/geocoder.port';
import { SuggestPlaces } from '../../application/platform/geo/suggest-places.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { GetJob } from '../../application/platform/jobs/get-job.use-case';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import { ListSimilarJobs } from '../../application/platform/jobs/list-similar-jobs.use-case';
import type { SimilarJobsSource } from '../../application/platform/jobs/similar-jobs.port';
import type { OrganizationOwnerLookup } from '../../application/platform/organizations/organization-owner-lookup.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { JobFileEndpoint } from '../files/job-file-endpoint';
import { GeonamesGeocoder } from '../geo/geonames-geocoder';
import { ApolloPlaceGateway } from '../graphql/client/apollo-place-gateway';
import { ApolloSimilarJobsGateway } from '../graphql/client/apollo-similar-jobs-gateway';
import type { FacetLabelCache } from '../postgres/facet-label-cache';
import { PostgresJobRepository } from '../postgres/postgres-job-repository';
import { T } from './tokens';
import { defineFeature } from './feature-module';
import { jobPageGraphqlPart } from '../graphql/server/resolvers/job-page.resolver';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.jobPage.${name}`);

/** Service identifiers of the job page: similar jobs, job files, place suggestions. */
export const JOBPAGE = {
  SimilarJobsSource: id<SimilarJobsSource>('SimilarJobsSource'),
  JobFileLocator: id<JobFileLocator>('JobFileLocator'),
  FileStore: id<FileStore>('FileStore'),
  Geocoder: id<Geocoder>('Geocoder'),
  ListSimilarJobs: id<ListSimilarJobs>('ListSimilarJobs'),
  GetJobFile: id<GetJobFile>('GetJobFile'),
  SuggestPlaces: id<SuggestPlaces>('SuggestPlaces'),
  JobFileEndpoint: id<JobFileEndpoint>('JobFileEndpoint'),
  SimilarJobsGateway: id<SimilarJobsGateway>('SimilarJobsGateway'),
  PlaceGateway: id<PlaceGateway>('PlaceGateway'),
  ShowSimilarJobs: id<ShowSimilarJobs>('ShowSimilarJobs'),
  SuggestPlacesForField: id<SuggestPlacesForField>('SuggestPlacesForField'),
} as const;

/**
 * Bindings of the job page. Config is structural (this module must not import container.ts):
 * `filesDir` overrides the file store's folder (default `$DATA_DIR/files`).
 */
export function bindJobPageModule(c: Container, config: { readonly filesDir?: string | undefined }): void {
  // Platform: ports → adapters. The PostgreSQL job repository also answers similar jobs and job file lookups.
  c.bind(JOBPAGE.SimilarJobsSource).toResolvedValue(
    (pool: Pool, labels: FacetLabelCache) => new PostgresJobRepository(pool, labels),
    [T.Pool, T.LabelCache],
  );
  c.bind(JOBPAGE.JobFileLocator).toResolvedValue(
    (pool: Pool, labels: FacetLabelCache) => new PostgresJobRepository(pool, labels),
    [T.Pool, T.LabelCache],
  );
  c.bind(JOBPAGE.FileStore).toResolvedValue((store: FileStore) => store, [T.FileStore]);
  // One index per process, loaded on the first suggestion (not at start: most workers never need it).
  c.bind(JOBPAGE.Geocoder).toConstantValue(new GeonamesGeocoder());

  c.bind(JOBPAGE.ListSimilarJobs).toResolvedValue(
    (getJob: GetJob, similar: SimilarJobsSource, clock: Clock) => new ListSimilarJobs(getJob, similar, clock),
    [T.GetJob, JOBPAGE.SimilarJobsSource, T.Clock],
  );
  c.bind(JOBPAGE.GetJobFile).toResolvedValue(
    (jobs: JobRepository, files: JobFileLocator, store: FileStore, owners: OrganizationOwnerLookup, clock: Clock) =>
      new GetJobFile(jobs, files, store, owners, clock),
    [T.JobRepository, JOBPAGE.JobFileLocator, JOBPAGE.FileStore, T.OrganizationOwnerLookup, T.Clock],
  );
  c.bind(JOBPAGE.SuggestPlaces).toResolvedValue(
    (geocoder: Geocoder, sites: SiteDirectory) => new SuggestPlaces(geocoder, sites),
    [JOBPAGE.Geocoder, T.Sites],
  );
  c.bind(JOBPAGE.JobFileEndpoint).toResolvedValue(
    (site: SiteConfig, getJobFile: GetJobFile, tokens: TokenVerifier, logger: Logger) =>
      new JobFileEndpoint(site, getJobFile, tokens, logger),
    [T.Site, JOBPAGE.GetJobFile, T.TokenVerifier, T.Logger],
  );

  // Board: gateways → Apollo.
  c.bind(JOBPAGE.SimilarJobsGateway).toResolvedValue((client: ApolloClient) => new ApolloSimilarJobsGateway(client), [T.ApolloClient]);
  c.bind(JOBPAGE.PlaceGateway).toResolvedValue((client: ApolloClient) => new ApolloPlaceGateway(client), [T.ApolloClient]);
  c.bind(JOBPAGE.ShowSimilarJobs).toResolvedValue(
    (gateway: SimilarJobsGateway) => new ShowSimilarJobs(gateway),
    [JOBPAGE.SimilarJobsGateway],
  );
  c.bind(JOBPAGE.SuggestPlacesForField).toResolvedValue(
    (places: PlaceGateway) => new SuggestPlacesForField(places),
    [JOBPAGE.PlaceGateway],
  );
}

/** The job file endpoint of this process's site, for the `/job-file/…` server route. */
export const jobFileEndpointFrom = (container: Container): JobFileEndpoint => container.get(JOBPAGE.JobFileEndpoint);

export const jobPageFeature = defineFeature({
  name: 'job-page',
  bind: bindJobPageModule,
  graphql: (c) => [jobPageGraphqlPart({ listSimilarJobs: c.get(JOBPAGE.ListSimilarJobs), suggestPlaces: c.get(JOBPAGE.SuggestPlaces) })],
  board: (c) => ({
    showSimilarJobs: c.get(JOBPAGE.ShowSimilarJobs),
    suggestPlaces: c.get(JOBPAGE.SuggestPlacesForField),
    get jobFiles() {
      return c.get(JOBPAGE.JobFileEndpoint);
    },
  }),
});
