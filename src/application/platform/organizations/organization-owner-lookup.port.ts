/** Who owns an organization (spec §6: organization owner tracked by ownerId). */
export interface OrganizationOwnerLookup {
  ownerIdOf(organizationId: string): Promise<string | null>;
}
