/** Who owns an organization. */
export interface OrganizationOwnerLookup {
  ownerIdOf(organizationId: string): Promise<string | null>;
}
