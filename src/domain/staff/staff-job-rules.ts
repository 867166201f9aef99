import type { Actor } from '../identity/actor';
import type { JobState } from '../job/job';
import { mayManageSection } from './staff-scope';

/**
 * May the actor act (unpublish, delete) on a job offered on these sites? On every one of them: a
 * site_admin must not take a job off a site it does not run. A job on no site is an administrator's or
 * an every-site job_editor's.
 */
export const mayActOnJob = (actor: Actor, sites: readonly string[]): boolean =>
  sites.length === 0 ? mayManageSection(actor, 'jobs', null) : sites.every((s) => mayManageSection(actor, 'jobs', s));

export type JobDeletionBlock = 'PUBLISHED' | 'HAS_APPLICATIONS';

/**
 * Why a job may not be deleted yet, as for organizations: nothing visitors see now is deleted (unpublish
 * it first), and applicants' applications are not deleted with a job behind the organization's back.
 */
export function jobDeletionBlock(job: { readonly state: JobState; readonly applications: number }): JobDeletionBlock | null {
  if (job.state === 'published') return 'PUBLISHED';
  if (job.applications > 0) return 'HAS_APPLICATIONS';
  return null;
}
