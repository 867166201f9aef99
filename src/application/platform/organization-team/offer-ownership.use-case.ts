import { judgeOwnershipOffer, mayActAsTeamMember, type OwnershipOfferRefusal } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { authorizeTeamAction, isTeamId, type TeamAccessRefusal } from './team-access';
import type { TeamStore } from './team-store.port';

/**
 * An owner offers ownership to an editor of the team. Nothing changes until that member accepts; an offer
 * made twice is one offer. The offering owner stays an owner and may step down once the other accepted.
 */
export class OfferOwnership {
  constructor(private readonly store: TeamStore) {}

  async execute(
    input: { readonly organizationId: string; readonly userId: string },
    ctx: RequestContext,
  ): Promise<Result<true, TeamAccessRefusal | OwnershipOfferRefusal>> {
    const access = await authorizeTeamAction(this.store, input.organizationId, 'manageMembers', ctx);
    if (!access.ok) return access;
    if (!isTeamId(input.userId) || ctx.actor.kind !== 'user') return err('NOT_A_MEMBER');
    const actor = ctx.actor;
    return this.store.inOrganization(input.organizationId, async (tx) => {
      const members = await tx.members();
      if (!mayActAsTeamMember(actor, members, 'manageMembers')) return err('FORBIDDEN');
      const verdict = judgeOwnershipOffer(members, input.userId);
      if (!verdict.ok) return err(verdict.code);
      if (!(await tx.hasOwnershipOffer(input.userId))) await tx.addOwnershipOffer(input.userId, actor.userId);
      return ok(true as const);
    });
  }
}
