/** Organizations a user may post jobs for. */
export interface PostingOrganization {
  readonly id: string;
  readonly name: string;
}

export interface OrganizationAccess {
  /** Organizations the user owns or is a member of, and their child organizations. */
  organizationsOf(userId: string): Promise<PostingOrganization[]>;
  /** Whether the organization exists (staff may post for any). */
  exists(organizationId: string): Promise<boolean>;
}
