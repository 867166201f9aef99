import type { BoardContext } from '../board-context';
import type { AcceptAnswer, NewTeamAccount, TeamGateway } from './team-gateway.port';

/** Takes up an invitation as the signed-in account, or with a new account for a visitor. */
export class AcceptTeamInvitation {
  constructor(private readonly gateway: Pick<TeamGateway, 'accept'>) {}

  execute(input: { readonly token: string; readonly account: NewTeamAccount | null }, ctx: BoardContext): Promise<AcceptAnswer> {
    return this.gateway.accept(input.token, input.account, ctx);
  }
}
