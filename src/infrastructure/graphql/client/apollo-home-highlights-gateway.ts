import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { HomeHighlightBlocks, HomeHighlightsGateway } from '../../../application/board/jobs/home-highlights-gateway.port';
import type { HighlightKind } from '../../../domain/job/job-highlight';
import { JobHighlightsDocument } from './generated/operations';
import { toJob } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

/** HomeHighlightsGateway over the platform API: one operation per block, in parallel; a block of size 0 asks nothing. */
export class ApolloHomeHighlightsGateway implements HomeHighlightsGateway {
  constructor(private readonly client: ApolloClient) {}

  async highlights(limits: Readonly<Record<HighlightKind, number>>, ctx: BoardContext): Promise<HomeHighlightBlocks> {
    const block = async (kind: HighlightKind) => {
      if (limits[kind] <= 0) return [];
      const answer = await runOperation(this.client, 'query', JobHighlightsDocument, { kind, limit: limits[kind] }, ctx);
      return dataOrThrow('jobHighlights', answer).jobHighlights.map(toJob);
    };
    const [top, featured, video] = await Promise.all([block('top'), block('featured'), block('video')]);
    return { top, featured, video };
  }
}
