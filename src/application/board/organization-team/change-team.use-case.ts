import type { BoardContext } from '../board-context';
import type { BoardTeamRole, TeamAnswer, TeamGateway } from './team-gateway.port';

/** One change of the team page's forms; the platform judges who may make it. */
export type TeamChange =
  | { readonly kind: 'invite'; readonly email: string; readonly role: BoardTeamRole; readonly origin: string }
  | { readonly kind: 'withdraw'; readonly invitationId: string }
  | { readonly kind: 'member'; readonly userId: string; readonly change: 'OWNER' | 'EDITOR' | 'REMOVE' }
  | { readonly kind: 'offer'; readonly userId: string }
  | { readonly kind: 'answerOffer'; readonly accept: boolean };

export class ChangeTeam {
  constructor(private readonly gateway: TeamGateway) {}

  execute(input: { readonly organizationId: string; readonly change: TeamChange }, ctx: BoardContext): Promise<TeamAnswer> {
    const { organizationId, change } = input;
    switch (change.kind) {
      case 'invite':
        return this.gateway.invite({ organizationId, email: change.email, role: change.role, origin: change.origin }, ctx);
      case 'withdraw':
        return this.gateway.withdraw(organizationId, change.invitationId, ctx);
      case 'member':
        return this.gateway.change(organizationId, change.userId, change.change, ctx);
      case 'offer':
        return this.gateway.offerOwnership(organizationId, change.userId, ctx);
      case 'answerOffer':
        return this.gateway.answerOwnershipOffer(organizationId, change.accept, ctx);
    }
  }
}
