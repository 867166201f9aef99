import type { Job } from '../../../domain/job/job';
import type { HighlightKind } from '../../../domain/job/job-highlight';
import type { BoardContext } from '../board-context';

export type HomeHighlightBlocks = Readonly<Record<HighlightKind, readonly Job[]>>;

/** The home page's highlighted jobs on the platform. Throws on transport errors. */
export interface HomeHighlightsGateway {
  highlights(limits: Readonly<Record<HighlightKind, number>>, ctx: BoardContext): Promise<HomeHighlightBlocks>;
}
