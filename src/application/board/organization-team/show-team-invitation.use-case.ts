import type { BoardContext } from '../board-context';
import type { BoardTeamInvitation, TeamGateway } from './team-gateway.port';

/** The invitation page: what the link offers, or null for a token nobody issued (or one withdrawn). */
export class ShowTeamInvitation {
  constructor(private readonly gateway: Pick<TeamGateway, 'invitation'>) {}

  execute(input: { readonly token: string }, ctx: BoardContext): Promise<BoardTeamInvitation | null> {
    return this.gateway.invitation(input.token, ctx);
  }
}
