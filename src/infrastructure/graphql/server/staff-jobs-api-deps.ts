import type { DeleteStaffJob } from '../../../application/platform/staff/jobs/delete-staff-job.use-case';
import type { SearchStaffJobs } from '../../../application/platform/staff/jobs/search-staff-jobs.use-case';
import type { UnpublishStaffJob } from '../../../application/platform/staff/jobs/unpublish-staff-job.use-case';

/** What the console's jobs section adds to the platform API (bound in di/staff-jobs.module.ts). */
export interface StaffJobsApiDeps {
  readonly search: Pick<SearchStaffJobs, 'execute'>;
  readonly unpublish: Pick<UnpublishStaffJob, 'execute'>;
  readonly remove: Pick<DeleteStaffJob, 'execute'>;
}
