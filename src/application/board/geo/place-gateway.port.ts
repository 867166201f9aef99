import type { PlaceSelection } from '../../../domain/geo/place';
import type { BoardContext } from '../board-context';

/** The board's way to place suggestions on the platform. Throws on transport errors. */
export interface PlaceGateway {
  suggest(query: string, limit: number, ctx: BoardContext): Promise<PlaceSelection[]>;
}
