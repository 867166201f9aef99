import type { RouteInfo } from '../../../domain/routing/route-info';
import type { BoardContext } from '../board-context';

export interface RouteGateway {
  /** getRoutInfo; `slug` is the unprefixed internal path, optionally with its query. */
  lookup(slug: string, ctx: BoardContext): Promise<RouteInfo>;
}
