import { toJobSummary, type JobSummary } from '../../../domain/job/job-summary';
import type { BoardContext } from '../board-context';
import type { JobGateway } from './job-gateway.port';

export interface HomePage {
  /** As their cards show them: the page's data goes to the browser, descriptions would only weigh on it. */
  readonly newestJobs: readonly JobSummary[];
  readonly totalJobs: number;
}

/**
 * The home page's newest jobs and the site's job count. The top, featured and video blocks come from
 * the highlights the organizations bought or staff picked, loaded on their own.
 */
export class ShowHomePage {
  constructor(private readonly jobs: JobGateway) {}

  async execute(input: { newestJobs: number }, ctx: BoardContext): Promise<HomePage> {
    const newest = await this.jobs.list({ page: 1, pageSize: input.newestJobs }, ctx);
    return { newestJobs: newest.items.map(toJobSummary), totalJobs: newest.total };
  }
}
