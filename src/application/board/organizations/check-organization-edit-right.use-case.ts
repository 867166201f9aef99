import type { BoardContext } from '../board-context';
import type { OrganizationEditGateway } from './organization-edit-gateway.port';

/** Whether the profile page shows its "edit" link: only to its owner and staff (guests are never asked about). */
export class CheckOrganizationEditRight {
  constructor(private readonly gateway: OrganizationEditGateway) {}

  async execute(input: { organizationId: string }, ctx: BoardContext): Promise<boolean> {
    if (!ctx.token || !/^[1-9]\d{0,17}$/.test(input.organizationId)) return false;
    return (await this.gateway.access({ id: input.organizationId }, ctx))?.mayEdit === true;
  }
}
