import type { Actor } from '../identity/actor';
import { mayManageSectionOnAny } from '../staff/staff-scope';

/** What the rules need of an application: whose it is, which organization it went to, where its job is shown. */
export interface ApplicationOwnership {
  readonly organizationId: string;
  readonly applicantUserId: string | null;
  /** The sites the job is offered on. */
  readonly jobSites: readonly string[];
}

/**
 * Staff reach applications as moderators of organizations: administrators everywhere, a site's admins
 * those to jobs shown on their site. Job editors edit jobs only: applications carry personal data.
 */
const staffMayManage = (actor: Actor, jobSites: readonly string[]): boolean => mayManageSectionOnAny(actor, 'organizations', jobSites);

/** Who may see an application: its own applicant, recruiters of the job's organization, and the job's sites' staff. */
export function mayViewApplication(actor: Actor, application: ApplicationOwnership, actorOrganizationIds: readonly string[]): boolean {
  if (actor.kind !== 'user') return false;
  if (application.applicantUserId !== null && application.applicantUserId === actor.userId) return true;
  return mayManageApplicationsOf(actor, application, actorOrganizationIds);
}

/**
 * Who may list a job's applications and change their status: recruiters of the organization (owner or
 * member) and the job's sites' staff. Never the applicant — they only see their own status.
 */
export function mayManageApplicationsOf(
  actor: Actor,
  job: Pick<ApplicationOwnership, 'organizationId' | 'jobSites'>,
  actorOrganizationIds: readonly string[],
): boolean {
  if (actor.kind !== 'user') return false;
  if (actorOrganizationIds.includes(job.organizationId)) return true;
  return staffMayManage(actor, job.jobSites);
}
