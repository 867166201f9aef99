import type { ApolloClient } from '@apollo/client';
import type { AiWritingGateway } from '../../../application/board/ai-writing/ai-writing-gateway.port';
import type { BoardContext } from '../../../application/board/board-context';
import { AiWritingAvailableDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** AiWritingGateway over `query aiWritingAvailable`. */
export class ApolloAiWritingGateway implements AiWritingGateway {
  constructor(private readonly client: ApolloClient) {}

  async available(ctx: BoardContext): Promise<boolean> {
    const answer = await runOperation(this.client, 'query', AiWritingAvailableDocument, {}, ctx);
    return dataOrThrow('aiWritingAvailable', answer).aiWritingAvailable;
  }
}
