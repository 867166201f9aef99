/*
 * Deleting one's account (GDPR art. 17). Who may, how they prove it is them, and what
 * happens to an organization they own.
 */

/**
 * A social-only account has no password to re-enter; instead its session must come from a sign-in at
 * the provider within the last 10 minutes (the settings page offers that sign-in).
 */
export const FRESH_SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

export const isFreshSignIn = (sessionCreatedAt: Date | null, now: Date): boolean =>
  sessionCreatedAt !== null &&
  now.getTime() - sessionCreatedAt.getTime() <= FRESH_SIGN_IN_WINDOW_MS &&
  sessionCreatedAt.getTime() <= now.getTime() + 15_000;

/** An organization the deleting user is the last owner of, as the rule needs to see it. */
export interface OwnedOrganization {
  readonly id: string;
  readonly name: string;
  /** Members other than the owner. */
  readonly otherMembers: number;
  /** Jobs visitors can see now (state published). */
  readonly publishedJobs: number;
}

export type OrganizationBlock = { readonly organization: OwnedOrganization; readonly reason: 'HAS_MEMBERS' | 'HAS_PUBLISHED_JOBS' };

/**
 * We do not hand organizations to anybody unasked: ownership passes only to a member who accepts it. An
 * organization whose last owner deletes their account goes with them only when nobody else works in it and
 * no job of it is published; otherwise the deletion is refused, naming the organization, until a member
 * has accepted ownership, the members left or the jobs are offline. Co-owned organizations stay with the
 * other owners.
 */
export function organizationBlocks(owned: readonly OwnedOrganization[]): OrganizationBlock[] {
  return owned.flatMap((organization): OrganizationBlock[] => {
    if (organization.otherMembers > 0) return [{ organization, reason: 'HAS_MEMBERS' }];
    if (organization.publishedJobs > 0) return [{ organization, reason: 'HAS_PUBLISHED_JOBS' }];
    return [];
  });
}
