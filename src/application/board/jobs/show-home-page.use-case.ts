import type { Job } from '../../../domain/job/job';
import type { BoardContext } from '../board-context';
import type { JobGateway } from './job-gateway.port';

export interface HomePage {
  readonly topJobs: readonly Job[];
  readonly newestJobs: readonly Job[];
  readonly totalJobs: number;
}

/** The home page: the site's top (featured) jobs and its newest jobs, fetched together. */
export class ShowHomePage {
  constructor(private readonly jobs: JobGateway) {}

  async execute(input: { topJobs: number; newestJobs: number }, ctx: BoardContext): Promise<HomePage> {
    const [top, newest] = await Promise.all([
      input.topJobs > 0
        ? this.jobs.list({ page: 1, pageSize: input.topJobs, featuredOnly: true }, ctx)
        : Promise.resolve({ items: [], total: 0 }),
      this.jobs.list({ page: 1, pageSize: input.newestJobs }, ctx),
    ]);
    return { topJobs: top.items, newestJobs: newest.items, totalJobs: newest.total };
  }
}
