import type { Actor } from '../../../domain/identity/actor';
import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { JobReviewPolicy, WorkflowActor } from '../../../domain/job/job-workflow';
import { DEFAULT_JOB_REVIEW_POLICY } from '../../../domain/job/job-workflow';
import type { SiteDirectory } from '../site/site-directory.port';
import type { OrganizationAccess } from './organization-access.port';

/**
 * Who the actor is, on the site `site`, for a job of `organizationId`: the site's job staff (administrators,
 * its admins and job editors) act on every job; a member (owner or member of the organization or of its
 * parent) on their organization's jobs; anyone else on none.
 */
export async function workflowActorFor(
  actor: Actor,
  organizationId: string,
  access: OrganizationAccess,
  site: string,
): Promise<Exclude<WorkflowActor, 'system'> | null> {
  if (actor.kind !== 'user') return null;
  if (mayManageSection(actor, 'jobs', site)) return 'staff';
  const mine = await access.organizationsOf(actor.userId);
  return mine.some((o) => o.id === organizationId) ? 'member' : null;
}

/** The site's review setting (`features.jobReview`), with the default where a site does not set it. */
export const reviewPolicyOf = (sites: SiteDirectory, siteKey: string): JobReviewPolicy =>
  sites.get(siteKey)?.features.jobReview ?? DEFAULT_JOB_REVIEW_POLICY;
