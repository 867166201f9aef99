import type { TeamAndSites } from '../../../domain/organization/organization-team';

/**
 * Who acts for an organization: its team with their roles, and the sites it is on, whose staff act for it
 * too (both empty when there is no such organization).
 */
export interface OrganizationOwnerLookup {
  teamOf(organizationId: string): Promise<TeamAndSites>;
}
