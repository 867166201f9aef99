import type { TeamMember } from '../../../domain/organization/organization-team';

/** Who acts for an organization: its team with their roles (empty when there is no such organization). */
export interface OrganizationOwnerLookup {
  teamOf(organizationId: string): Promise<readonly TeamMember[]>;
}
