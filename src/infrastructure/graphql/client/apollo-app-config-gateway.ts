import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { AppConfigGateway } from '../../../application/board/site/app-config-gateway.port';
import type { AppConfigEntry } from '../../../domain/site/app-config';
import { GetAppConfigDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** AppConfigGateway over `query getAppConfig`; an empty list when nothing is configured. */
export class ApolloAppConfigGateway implements AppConfigGateway {
  constructor(private readonly client: ApolloClient) {}

  async entries(ctx: BoardContext): Promise<AppConfigEntry[]> {
    const answer = await runOperation(this.client, 'query', GetAppConfigDocument, {}, ctx);
    return dataOrThrow('getAppConfig', answer).getAppConfig.map(({ name, key, value }) => ({ name, key, value }));
  }
}
