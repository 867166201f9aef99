import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { ConfigAdminGateway } from '../../application/board/config-admin/config-admin-gateway.port';
import { ReadOnlyNotice } from '../../application/board/config-admin/read-only-notice.use-case';
import { RunConfigDesk } from '../../application/board/config-admin/run-config-desk.use-case';
import type { AppConfigGateway } from '../../application/board/site/app-config-gateway.port';
import type { ConfigAdminRepository, ReadOnlyMode } from '../../application/platform/config-admin/config-admin-repository.port';
import { ListConfigEntries } from '../../application/platform/config-admin/list-config-entries.use-case';
import { SaveConfigEntry } from '../../application/platform/config-admin/save-config-entry.use-case';
import { SetReadOnlyMode } from '../../application/platform/config-admin/set-read-only-mode.use-case';
import { ApolloConfigAdminGateway } from '../graphql/client/apollo-config-admin-gateway';
import type { ConfigAdminApiDeps } from '../graphql/server/config-admin-api-deps';
import { configAdminGraphqlPart } from '../graphql/server/resolvers/config-admin.resolver';
import { PostgresConfigAdminRepository } from '../postgres/config-admin/postgres-config-admin-repository';
import { PostgresReadOnlyMode } from '../postgres/config-admin/postgres-read-only-mode';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.config-admin.${name}`);

export const CONFIG_ADMIN = {
  Repository: id<ConfigAdminRepository>('Repository'),
  /** The platform's read-only flag with its short cache; the GraphQL server's write check asks it. */
  ReadOnlyMode: id<ReadOnlyMode>('ReadOnlyMode'),
  ApiDeps: id<ConfigAdminApiDeps>('ApiDeps'),
  Gateway: id<ConfigAdminGateway>('Gateway'),
  Notice: id<ReadOnlyNotice>('Notice'),
  Desk: id<RunConfigDesk>('Desk'),
} as const;

/** App configuration and read-only mode: rows on PostgreSQL, their GraphQL part, the board's desk and its read-only notice. */
export function bindConfigAdminModule(c: Container): void {
  c.bind(CONFIG_ADMIN.Repository).toResolvedValue((pool: Pool) => new PostgresConfigAdminRepository(pool), [T.Pool]);
  c.bind(CONFIG_ADMIN.ReadOnlyMode).toResolvedValue((pool: Pool) => new PostgresReadOnlyMode(pool), [T.Pool]);
  c.bind(CONFIG_ADMIN.ApiDeps).toResolvedValue(
    (repo: ConfigAdminRepository, mode: ReadOnlyMode): ConfigAdminApiDeps => ({
      listConfigEntries: new ListConfigEntries(repo),
      saveConfigEntry: new SaveConfigEntry(repo, mode),
      setReadOnlyMode: new SetReadOnlyMode(repo, mode),
    }),
    [CONFIG_ADMIN.Repository, CONFIG_ADMIN.ReadOnlyMode],
  );
  c.bind(CONFIG_ADMIN.Gateway).toResolvedValue((client: ApolloClient) => new ApolloConfigAdminGateway(client), [T.ApolloClient]);
  c.bind(CONFIG_ADMIN.Notice).toResolvedValue((config: AppConfigGateway) => new ReadOnlyNotice(config), [T.AppConfigGateway]);
  c.bind(CONFIG_ADMIN.Desk).toResolvedValue(
    (g: ConfigAdminGateway, notice: ReadOnlyNotice) => new RunConfigDesk(g, notice),
    [CONFIG_ADMIN.Gateway, CONFIG_ADMIN.Notice],
  );
}

export const configAdminFeature = defineFeature({
  name: 'config-admin',
  bind: bindConfigAdminModule,
  graphql: (c) => [configAdminGraphqlPart(c.get(CONFIG_ADMIN.ApiDeps))],
  board: (c) => ({ configDesk: c.get(CONFIG_ADMIN.Desk), readOnlyNotice: c.get(CONFIG_ADMIN.Notice) }),
});
