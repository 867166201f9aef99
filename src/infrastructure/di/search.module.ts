import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { PlaceGateway } from '../../application/board/geo/place-gateway.port';
import type { JobGateway } from '../../application/board/jobs/job-gateway.port';
import type { JobSearchGateway } from '../../application/board/search/job-search-gateway.port';
import { SearchJobs } from '../../application/board/search/search-jobs.use-case';
import type { JobRepository } from '../../application/platform/jobs/job-repository.port';
import type { JobIndex } from '../../application/platform/search/job-index.port';
import { ListSearchTerms } from '../../application/platform/search/list-search-terms.use-case';
import { RunJobSearch } from '../../application/platform/search/run-job-search.use-case';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { ApolloJobSearchGateway } from '../graphql/client/apollo-job-search-gateway';
import type { FacetLabelCache } from '../postgres/facet-label-cache';
import { PostgresJobIndex } from '../postgres/postgres-job-index';
import { JOBPAGE } from './job-page.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';
import { jobSearchGraphqlPart } from '../graphql/server/resolvers/job-search.resolver';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.search.${name}`);

/** Service identifiers of the job search slice. */
export const SEARCH = {
  JobIndex: id<JobIndex>('JobIndex'),
  RunJobSearch: id<RunJobSearch>('RunJobSearch'),
  ListSearchTerms: id<ListSearchTerms>('ListSearchTerms'),
  JobSearchGateway: id<JobSearchGateway>('JobSearchGateway'),
  SearchJobs: id<SearchJobs>('SearchJobs'),
} as const;

/** Bindings of the job search: PostgreSQL index → platform use cases (driven by /graphql); Apollo gateway → board use case. */
export function bindSearchModule(c: Container, _config: object): void {
  c.bind(SEARCH.JobIndex).toResolvedValue(
    (pool: Pool, labels: FacetLabelCache) => new PostgresJobIndex(pool, undefined, labels),
    [T.Pool, T.LabelCache],
  );
  c.bind(SEARCH.RunJobSearch).toResolvedValue(
    (index: JobIndex, jobs: JobRepository, clock: Clock) => new RunJobSearch(index, jobs, clock),
    [SEARCH.JobIndex, T.JobRepository, T.Clock],
  );
  c.bind(SEARCH.ListSearchTerms).toResolvedValue((index: JobIndex) => new ListSearchTerms(index), [SEARCH.JobIndex]);
  c.bind(SEARCH.JobSearchGateway).toResolvedValue((client: ApolloClient) => new ApolloJobSearchGateway(client), [T.ApolloClient]);
  c.bind(SEARCH.SearchJobs).toResolvedValue(
    (gateway: JobSearchGateway, site: SiteConfig, places: PlaceGateway, jobs: JobGateway) =>
      new SearchJobs(gateway, site.listing, site.locales, places, jobs),
    [SEARCH.JobSearchGateway, T.Site, JOBPAGE.PlaceGateway, T.JobGateway],
  );
}

export const searchFeature = defineFeature({
  name: 'search',
  bind: bindSearchModule,
  graphql: (c) => [jobSearchGraphqlPart({ runJobSearch: c.get(SEARCH.RunJobSearch), listSearchTerms: c.get(SEARCH.ListSearchTerms) })],
  board: (c) => ({
    searchJobs: c.get(SEARCH.SearchJobs),
  }),
});
