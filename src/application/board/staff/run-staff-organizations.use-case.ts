import type { BoardContext } from '../board-context';
import type {
  StaffOrganizationAction,
  StaffOrganizationAnswer,
  StaffOrganizationList,
  StaffOrganizationsGateway,
} from './staff-organizations-gateway.port';

/**
 * The console's organizations pages (/admin/organizations) and their forms. Who may act on which
 * organization is the platform's decision; the pages show its refusals beside the forms.
 */
export class RunStaffOrganizations {
  constructor(private readonly organizations: StaffOrganizationsGateway) {}

  search(
    input: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: BoardContext,
  ): Promise<StaffOrganizationList> {
    return this.organizations.search(input, ctx);
  }

  find(id: string, ctx: BoardContext): Promise<StaffOrganizationAnswer> {
    return this.organizations.find(id, ctx);
  }

  act(organizationId: string, action: StaffOrganizationAction, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.organizations.act(organizationId, action, ctx);
  }
}
