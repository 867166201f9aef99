import type { BoardContext } from '../board-context';
import type { BoardTeam, TeamGateway } from './team-gateway.port';

/** The team page: the team for its members, or why not (a guest signs in; others get FORBIDDEN or NOT_FOUND). */
export class ShowTeam {
  constructor(private readonly gateway: Pick<TeamGateway, 'team'>) {}

  execute(
    input: { readonly organizationId: string },
    ctx: BoardContext,
  ): Promise<{ readonly team: BoardTeam | null; readonly code: string | null }> {
    return this.gateway.team(input.organizationId, ctx);
  }
}
