import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { HomePicksGateway } from '../../application/board/home-picks/home-picks-gateway.port';
import { RunHomePicksDesk } from '../../application/board/home-picks/run-home-picks-desk.use-case';
import { EndHomePick } from '../../application/platform/home-picks/end-home-pick.use-case';
import { ListHomePicks } from '../../application/platform/home-picks/list-home-picks.use-case';
import { PickHomeJob } from '../../application/platform/home-picks/pick-home-job.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloHomePicksGateway } from '../graphql/client/apollo-home-picks-gateway';
import type { HomePicksApiDeps } from '../graphql/server/home-picks-api-deps';
import { homePicksGraphqlPart } from '../graphql/server/resolvers/home-picks.resolver';
import { PostgresHomePicks } from '../postgres/home-picks/postgres-home-picks';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.home-picks.${name}`);

export const HOME_PICKS = {
  ApiDeps: id<HomePicksApiDeps>('ApiDeps'),
  Gateway: id<HomePicksGateway>('Gateway'),
  Desk: id<RunHomePicksDesk>('Desk'),
} as const;

/** The home page picks' staff console: its use cases on job_highlights, their GraphQL part, the board's desk on the Apollo gateway. */
export function bindHomePicksModule(c: Container): void {
  c.bind(HOME_PICKS.ApiDeps).toResolvedValue(
    (pool: Pool, sites: SiteDirectory, clock: Clock): HomePicksApiDeps => {
      const picks = new PostgresHomePicks(pool);
      return {
        listHomePicks: new ListHomePicks(picks, sites, clock),
        pickHomeJob: new PickHomeJob(picks, clock),
        endHomePick: new EndHomePick(picks, clock),
      };
    },
    [T.Pool, T.Sites, T.Clock],
  );
  c.bind(HOME_PICKS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloHomePicksGateway(client), [T.ApolloClient]);
  c.bind(HOME_PICKS.Desk).toResolvedValue((g: HomePicksGateway) => new RunHomePicksDesk(g), [HOME_PICKS.Gateway]);
}

export const homePicksFeature = defineFeature({
  name: 'home-picks',
  bind: bindHomePicksModule,
  graphql: (c) => [homePicksGraphqlPart(c.get(HOME_PICKS.ApiDeps))],
  board: (c) => ({ homePicksDesk: c.get(HOME_PICKS.Desk) }),
});
