import type { RequestContext } from '../../../domain/shared/request-context';
import type { SiteDirectory } from '../site/site-directory.port';

export interface RecruiterOrganization {
  readonly id: string;
  readonly name: string;
}

/** Which organization a recruiter acts for. */
export interface RecruiterDirectory {
  /** The user's organization (the one they own first, else one they are a member of), or null. */
  organizationOf(userId: string): Promise<RecruiterOrganization | null>;
}

export interface Recruiter {
  readonly userId: string;
  readonly organization: RecruiterOrganization;
}

/**
 * The recruiter side of resumes is open to members of an organization on a site whose resume feature is
 * on. Everyone else gets null, and the caller answers as if there were nothing to find.
 */
export async function recruiterOf(ctx: RequestContext, sites: SiteDirectory, directory: RecruiterDirectory): Promise<Recruiter | null> {
  if (ctx.actor.kind !== 'user') return null;
  if (!sites.get(ctx.site)?.features.resume) return null;
  const organization = await directory.organizationOf(ctx.actor.userId);
  return organization ? { userId: ctx.actor.userId, organization } : null;
}
