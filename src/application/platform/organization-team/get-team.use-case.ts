import { roleIn, type TeamRole } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { ok, type Result } from '../../../domain/shared/result';
import { authorizeTeamAction, type TeamAccessRefusal } from './team-access';
import type { PendingInvitation, TeamMemberView, TeamStore } from './team-store.port';

export interface TeamView {
  readonly organizationId: string;
  readonly organizationName: string;
  /** The viewer's own role: what the page offers follows from it. */
  readonly myRole: TeamRole;
  readonly members: readonly TeamMemberView[];
  /** Open invitations, for owners only (editors do not manage the team). */
  readonly invitations: readonly PendingInvitation[];
}

/** The team page: members of the organization see who else is in it; owners also the open invitations. */
export class GetTeam {
  constructor(private readonly store: TeamStore) {}

  async execute(input: { readonly organizationId: string }, ctx: RequestContext): Promise<Result<TeamView, TeamAccessRefusal>> {
    const access = await authorizeTeamAction(this.store, input.organizationId, 'viewTeam', ctx);
    if (!access.ok) return access;
    const myRole = ctx.actor.kind === 'user' ? roleIn(access.value, ctx.actor.userId) : null;
    if (myRole === null) return { ok: false, code: 'FORBIDDEN' };
    const [view, organizationName] = await Promise.all([
      this.store.view(input.organizationId),
      this.store.organizationName(input.organizationId),
    ]);
    return ok({
      organizationId: input.organizationId,
      organizationName: organizationName ?? '',
      myRole,
      members: view.members,
      invitations: myRole === 'owner' ? view.invitations : [],
    });
  }
}
