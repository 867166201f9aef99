import type { Actor } from '../identity/actor';
import { isStaff } from '../identity/roles';

/** Who may see an application: its own applicant, recruiters of the job's organization, and staff. */
export function mayViewApplication(
  actor: Actor,
  application: { readonly organizationId: string; readonly applicantUserId: string | null },
  actorOrganizationIds: readonly string[],
): boolean {
  if (actor.kind !== 'user') return false;
  if (isStaff(actor.roles)) return true;
  if (application.applicantUserId !== null && application.applicantUserId === actor.userId) return true;
  return mayManageApplicationsOf(actor, application.organizationId, actorOrganizationIds);
}

/**
 * Who may list a job's applications and change their status: recruiters of the organization (owner or
 * member) and staff. Never the applicant — they only see their own status.
 */
export function mayManageApplicationsOf(actor: Actor, organizationId: string, actorOrganizationIds: readonly string[]): boolean {
  if (actor.kind !== 'user') return false;
  if (isStaff(actor.roles)) return true;
  return actorOrganizationIds.includes(organizationId);
}
