import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  EndHomePickAnswer,
  HomePickInput,
  HomePicksGateway,
  PickHomeJobAnswer,
  StaffHomePicks,
} from '../../../application/board/home-picks/home-picks-gateway.port';
import { EndHomePickDocument, PickHomeJobDocument, StaffHomePicksDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** The home page picks' staff operations over the platform's GraphQL API. */
export class ApolloHomePicksGateway implements HomePicksGateway {
  constructor(private readonly client: ApolloClient) {}

  async blocks(ctx: BoardContext): Promise<StaffHomePicks> {
    const answer = dataOrThrow('staffHomePicks', await runOperation(this.client, 'query', StaffHomePicksDocument, {}, ctx)).staffHomePicks;
    // Field by field: Apollo's __typename has no place in the port's values.
    return {
      blocks: answer.blocks.map((b) => ({
        kind: b.kind,
        shown: b.shown,
        highlights: b.highlights.map((h) => ({
          id: h.id,
          jobId: h.jobId,
          jobTitle: h.jobTitle,
          jobSlug: h.jobSlug,
          organizationName: h.organizationName,
          source: h.source,
          startsAt: h.startsAt,
          endsAt: h.endsAt ?? null,
        })),
      })),
      errors: answer.errors,
    };
  }

  async pick(input: HomePickInput, ctx: BoardContext): Promise<PickHomeJobAnswer> {
    const answer = dataOrThrow(
      'pickHomeJob',
      await runOperation(this.client, 'mutation', PickHomeJobDocument, { input: { ...input } }, ctx),
    ).pickHomeJob;
    return { pickId: answer.pickId ?? null, errors: answer.errors, fieldErrors: answer.fieldErrors };
  }

  async end(pickId: string, ctx: BoardContext): Promise<EndHomePickAnswer> {
    const answer = dataOrThrow(
      'endHomePick',
      await runOperation(this.client, 'mutation', EndHomePickDocument, { pickId }, ctx),
    ).endHomePick;
    return { ended: answer.ended ?? null, errors: answer.errors };
  }
}
