import type { BoardContext } from '../board-context';
import type { JobPostingGateway, ManagedJobsRequest, ManagedJobsView, Refusable } from './job-posting-gateway.port';

/** /job-manager: the recruiter's jobs (or, for staff, the review queue) one page at a time. */
export class ShowJobManager {
  constructor(private readonly gateway: JobPostingGateway) {}

  async execute(request: ManagedJobsRequest, ctx: BoardContext): Promise<Refusable<ManagedJobsView>> {
    if (!ctx.token) return { ok: false, code: 'UNAUTHENTICATED' };
    return this.gateway.managedJobs(request, ctx);
  }
}
