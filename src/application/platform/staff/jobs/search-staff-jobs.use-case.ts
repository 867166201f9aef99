import type { JobState } from '../../../../domain/job/job';
import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { mayOpenSection, visibleSites } from '../../../../domain/staff/staff-scope';
import type { StaffJobPage, StaffJobReader } from './staff-job-store.port';

/**
 * Every organization's jobs for the console: an administrator and an every-site job_editor see all, a
 * site_admin (or a job_editor of one site) the jobs offered on its sites.
 */
export class SearchStaffJobs {
  constructor(private readonly jobs: StaffJobReader) {}

  async execute(
    input: { readonly text: string; readonly state: JobState | null; readonly offset: number; readonly limit: number },
    ctx: RequestContext,
  ): Promise<Result<StaffJobPage, 'UNAUTHENTICATED' | 'FORBIDDEN'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (!mayOpenSection(actor, 'jobs')) return err('FORBIDDEN');
    return ok(
      await this.jobs.search(
        { text: input.text.trim(), state: input.state, sites: visibleSites(actor, 'jobs') },
        { offset: input.offset, limit: input.limit },
      ),
    );
  }
}
