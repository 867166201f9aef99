import type { Actor } from '../../../domain/identity/actor';
import { staffMayActForOrganization } from '../../../domain/organization/organization-team';
import type { JobReviewPolicy, WorkflowActor } from '../../../domain/job/job-workflow';
import { DEFAULT_JOB_REVIEW_POLICY } from '../../../domain/job/job-workflow';
import type { SiteDirectory } from '../site/site-directory.port';
import type { OrganizationAccess } from './organization-access.port';

/**
 * Who the actor is for a job of `organizationId`, wherever the request came in: the job staff of one of
 * the organization's sites (administrators, its admins and job editors) act as staff; a member (owner or
 * member of the organization or of its parent) on their organization's jobs; anyone else, and everybody
 * for an organization that does not exist, on none.
 */
export async function workflowActorFor(
  actor: Actor,
  organizationId: string,
  access: OrganizationAccess,
): Promise<Exclude<WorkflowActor, 'system'> | null> {
  if (actor.kind !== 'user') return null;
  const sites = await access.sitesOf(organizationId);
  if (sites === null) return null;
  if (staffMayActForOrganization(actor, 'postJobs', sites)) return 'staff';
  const mine = await access.organizationsOf(actor.userId);
  return mine.some((o) => o.id === organizationId) ? 'member' : null;
}

/** The site's review setting (`features.jobReview`), with the default where a site does not set it. */
export const reviewPolicyOf = (sites: SiteDirectory, siteKey: string): JobReviewPolicy =>
  sites.get(siteKey)?.features.jobReview ?? DEFAULT_JOB_REVIEW_POLICY;
