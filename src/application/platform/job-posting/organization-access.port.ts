/** Organizations a user may post jobs for. */
export interface PostingOrganization {
  readonly id: string;
  readonly name: string;
}

export interface OrganizationAccess {
  /** Organizations the user owns or is a member of, and their child organizations. */
  organizationsOf(userId: string): Promise<PostingOrganization[]>;
  /**
   * The sites the organization is on (those its jobs are offered on and those featuring it), whose job
   * staff may post for it; null when there is no such organization.
   */
  sitesOf(organizationId: string): Promise<readonly string[] | null>;
}
