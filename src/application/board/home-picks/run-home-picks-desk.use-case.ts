import type { BoardContext } from '../board-context';
import type { EndHomePickAnswer, HomePickInput, HomePicksGateway, PickHomeJobAnswer, StaffHomePicks } from './home-picks-gateway.port';

/**
 * The staff's home page picks (/admin/content/home). Who may do what is the platform's decision (its
 * answers carry UNAUTHENTICATED / FORBIDDEN / NOT_FOUND); the page turns those into a sign-in or the
 * console's 403 page.
 */
export class RunHomePicksDesk {
  constructor(private readonly gateway: HomePicksGateway) {}

  blocks(ctx: BoardContext): Promise<StaffHomePicks> {
    return this.gateway.blocks(ctx);
  }

  pick(input: HomePickInput, ctx: BoardContext): Promise<PickHomeJobAnswer> {
    return this.gateway.pick(input, ctx);
  }

  end(pickId: string, ctx: BoardContext): Promise<EndHomePickAnswer> {
    return this.gateway.end(pickId, ctx);
  }
}
