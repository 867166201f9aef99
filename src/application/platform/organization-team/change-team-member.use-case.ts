import { judgeTeamChange, mayActAsTeamMember, type TeamChangeRefusal } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { authorizeTeamAction, isTeamId, type TeamAccessRefusal } from './team-access';
import type { TeamStore } from './team-store.port';

export interface ChangeTeamMemberInput {
  readonly organizationId: string;
  readonly userId: string;
  /** The member's new role, or REMOVE to take them out of the team. */
  readonly change: 'OWNER' | 'EDITOR' | 'REMOVE';
}

export type ChangeTeamMemberError = TeamAccessRefusal | TeamChangeRefusal;

/**
 * An owner sets a member's role or removes them; any member may leave (remove themselves). The team always
 * keeps an owner and nobody becomes one this way (that is an offer the member accepts). Judged and written
 * under the organization's lock, so two owners stepping down at once cannot leave it without one.
 */
export class ChangeTeamMember {
  constructor(private readonly store: TeamStore) {}

  async execute(input: ChangeTeamMemberInput, ctx: RequestContext): Promise<Result<true, ChangeTeamMemberError>> {
    const leaving = ctx.actor.kind === 'user' && ctx.actor.userId === input.userId && input.change === 'REMOVE';
    const access = await authorizeTeamAction(this.store, input.organizationId, leaving ? 'viewTeam' : 'manageMembers', ctx);
    if (!access.ok) return access;
    if (!isTeamId(input.userId)) return err('NOT_A_MEMBER');
    const actor = ctx.actor;
    const to = input.change === 'REMOVE' ? null : input.change === 'OWNER' ? 'owner' : 'editor';
    return this.store.inOrganization(input.organizationId, async (tx) => {
      const members = await tx.members();
      if (!mayActAsTeamMember(actor, members, leaving ? 'viewTeam' : 'manageMembers')) return err('FORBIDDEN');
      const verdict = judgeTeamChange(members, input.userId, to);
      if (!verdict.ok) return err(verdict.code);
      if (to === null) await tx.removeMember(input.userId);
      else await tx.setRole(input.userId, to);
      return ok(true as const);
    });
  }
}
