import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { AppConfigGateway } from '../../../application/board/site/app-config-gateway.port';
import type { AppConfigEntry } from '../../../domain/site/app-config';
import { dataOrThrow, runOperation } from './run-operation';

const GET_APP_CONFIG: TypedDocumentNode<{ getAppConfig: AppConfigEntry[] | null }, Record<string, never>> = gql`
  query getAppConfig {
    getAppConfig { name key value }
  }
`;

/** AppConfigGateway over `query getAppConfig`; an empty list when nothing is configured. */
export class ApolloAppConfigGateway implements AppConfigGateway {
  constructor(private readonly client: ApolloClient) {}

  async entries(ctx: BoardContext): Promise<AppConfigEntry[]> {
    const answer = await runOperation(this.client, 'query', GET_APP_CONFIG, {}, ctx);
    const list = dataOrThrow('getAppConfig', answer).getAppConfig ?? [];
    return list.map(({ name, key, value }) => ({ name, key, value }));
  }
}
