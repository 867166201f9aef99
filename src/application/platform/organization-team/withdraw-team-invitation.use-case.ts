import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { authorizeTeamAction, isTeamId, type TeamAccessRefusal } from './team-access';
import type { TeamStore } from './team-store.port';

/** An owner withdraws an open invitation: its link stops working at once. Another organization's is NOT_FOUND. */
export class WithdrawTeamInvitation {
  constructor(private readonly store: TeamStore) {}

  async execute(
    input: { readonly organizationId: string; readonly invitationId: string },
    ctx: RequestContext,
  ): Promise<Result<true, TeamAccessRefusal>> {
    const access = await authorizeTeamAction(this.store, input.organizationId, 'manageMembers', ctx);
    if (!access.ok) return access;
    if (!isTeamId(input.invitationId)) return err('NOT_FOUND');
    const withdrawn = await this.store.inOrganization(input.organizationId, (tx) => tx.withdrawInvitation(input.invitationId));
    return withdrawn ? ok(true as const) : err('NOT_FOUND');
  }
}
