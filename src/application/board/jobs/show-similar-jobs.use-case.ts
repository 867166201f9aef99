import type { Job } from '../../../domain/job/job';
import type { BoardContext } from '../board-context';
import type { SimilarJobsGateway } from './similar-jobs-gateway.port';

/** How many similar jobs the job page lists (spec: 4 to 6). */
export const SIMILAR_JOBS_ON_PAGE = 4;

/** The "similar jobs" block of a job page. */
export class ShowSimilarJobs {
  constructor(private readonly gateway: SimilarJobsGateway) {}

  execute(input: { jobId: string }, ctx: BoardContext): Promise<Job[]> {
    return this.gateway.similarTo(input.jobId, SIMILAR_JOBS_ON_PAGE, ctx);
  }
}
