import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { StatisticsGateway } from '../../application/board/statistics/statistics-gateway.port';
import { ReportJobEvent } from '../../application/board/statistics/report-job-event.use-case';
import { ShowStatistics } from '../../application/board/statistics/show-statistics.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { CountJobEvent } from '../../application/platform/statistics/count-job-event.use-case';
import type { JobEventCounter } from '../../application/platform/statistics/job-event-counter.port';
import { ReadStatistics } from '../../application/platform/statistics/read-statistics.use-case';
import type { StatisticsRepository } from '../../application/platform/statistics/statistics-repository.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { ApolloStatisticsGateway } from '../graphql/client/apollo-statistics-gateway';
import { statisticsGraphqlPart } from '../graphql/server/resolvers/statistics.resolver';
import { BufferedJobEventCounter } from '../postgres/statistics/buffered-job-event-counter';
import { PostgresStatisticsRepository } from '../postgres/statistics/postgres-statistics-repository';
import { DailySaltRepeatFilter } from '../statistics/daily-salt-repeat-filter';
import { StatisticsCsvEndpoint } from '../statistics/statistics-csv-endpoint';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.statistics.${name}`);

/** Service identifiers of the statistics slice; `Counter` is what other features count with (bookmarks, applications). */
export const STATISTICS = {
  Counter: id<JobEventCounter>('Counter'),
  Repository: id<StatisticsRepository>('Repository'),
  ReadStatistics: id<ReadStatistics>('ReadStatistics'),
  CountJobEvent: id<CountJobEvent>('CountJobEvent'),
  CsvEndpoint: id<StatisticsCsvEndpoint>('CsvEndpoint'),
  Gateway: id<StatisticsGateway>('Gateway'),
} as const;

/**
 * Statistics without cookies: day counts per site and job, added up in each platform worker and written
 * by one upsert a second; read by recruiters and staff through the API, the statistics pages and the CSV
 * export (a platform path).
 */
export const statisticsFeature = defineFeature({
  name: 'statistics',
  bind: (c: Container) => {
    c.bind(STATISTICS.Counter)
      .toResolvedValue((pool: Pool, logger: Logger) => new BufferedJobEventCounter(pool, logger), [T.Pool, T.Logger])
      .inSingletonScope();
    c.bind(STATISTICS.Repository).toResolvedValue((pool: Pool) => new PostgresStatisticsRepository(pool), [T.Pool]);
    c.bind(STATISTICS.ReadStatistics).toResolvedValue(
      (repo: StatisticsRepository, clock: Clock) => new ReadStatistics(repo, clock),
      [STATISTICS.Repository, T.Clock],
    );
    c.bind(STATISTICS.CountJobEvent)
      .toResolvedValue(
        (counter: JobEventCounter, clock: Clock) => new CountJobEvent(counter, new DailySaltRepeatFilter(), clock),
        [STATISTICS.Counter, T.Clock],
      )
      .inSingletonScope();
    c.bind(STATISTICS.CsvEndpoint).toResolvedValue(
      (site: SiteConfig, read: ReadStatistics, tokens: TokenVerifier, logger: Logger) =>
        new StatisticsCsvEndpoint(site, read, tokens, logger),
      [T.Site, STATISTICS.ReadStatistics, T.TokenVerifier, T.Logger],
    );
    c.bind(STATISTICS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloStatisticsGateway(client), [T.ApolloClient]);
  },
  graphql: (c) => [
    statisticsGraphqlPart({ readStatistics: c.get(STATISTICS.ReadStatistics), countJobEvent: c.get(STATISTICS.CountJobEvent) }),
  ],
  board: (c) => ({
    showStatistics: new ShowStatistics(c.get(STATISTICS.Gateway)),
    reportJobEvent: new ReportJobEvent(c.get(STATISTICS.Gateway)),
    get statisticsExport(): StatisticsCsvEndpoint {
      return c.get(STATISTICS.CsvEndpoint);
    },
  }),
});
