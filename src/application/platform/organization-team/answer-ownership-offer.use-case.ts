import { roleIn } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { authorizeTeamAction, type TeamAccessRefusal } from './team-access';
import type { TeamStore } from './team-store.port';

/**
 * The member an ownership offer names accepts it (and becomes an owner) or declines it; nobody else can
 * answer for them. Without a standing offer nothing changes (NO_OFFER).
 */
export class AnswerOwnershipOffer {
  constructor(private readonly store: TeamStore) {}

  async execute(
    input: { readonly organizationId: string; readonly accept: boolean },
    ctx: RequestContext,
  ): Promise<Result<true, TeamAccessRefusal | 'NO_OFFER'>> {
    const access = await authorizeTeamAction(this.store, input.organizationId, 'viewTeam', ctx);
    if (!access.ok) return access;
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    const userId = ctx.actor.userId;
    return this.store.inOrganization(input.organizationId, async (tx) => {
      if (roleIn(await tx.members(), userId) === null) return err('FORBIDDEN');
      if (!(await tx.hasOwnershipOffer(userId))) return err('NO_OFFER');
      await tx.removeOwnershipOffer(userId);
      if (input.accept) await tx.setRole(userId, 'owner');
      return ok(true as const);
    });
  }
}
