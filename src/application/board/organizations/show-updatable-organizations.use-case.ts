import type { UserKind } from '../../../domain/identity/roles';
import type { BoardContext } from '../board-context';
import type { OrganizationEditGateway, UpdatableOrganization } from './organization-edit-gateway.port';

/**
 * The organizations whose profile the signed-in user may update (dashboard "My organization").
 * the query is skipped unless the user is an organization user.
 */
export class ShowUpdatableOrganizations {
  constructor(private readonly gateway: OrganizationEditGateway) {}

  async execute(input: { userKind: UserKind }, ctx: BoardContext): Promise<readonly UpdatableOrganization[]> {
    if (!ctx.token || input.userKind !== 'recruiter') return [];
    return this.gateway.updatable(ctx);
  }
}
