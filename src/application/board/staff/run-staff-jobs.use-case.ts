import type { BoardContext } from '../board-context';
import type { StaffJobList, StaffJobSearch, StaffJobsGateway } from './staff-jobs-gateway.port';

/**
 * The console's jobs page (/admin/jobs) and its forms. Who may act on which job is the platform's
 * decision; the page shows its refusals beside the list.
 */
export class RunStaffJobs {
  constructor(private readonly jobs: StaffJobsGateway) {}

  search(input: StaffJobSearch, ctx: BoardContext): Promise<StaffJobList> {
    return this.jobs.search(input, ctx);
  }

  unpublish(id: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.jobs.unpublish(id, ctx);
  }

  remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.jobs.remove(id, confirmed, ctx);
  }
}
