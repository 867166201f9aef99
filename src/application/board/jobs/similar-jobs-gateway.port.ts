import type { Job } from '../../../domain/job/job';
import type { BoardContext } from '../board-context';

/** The board's way to a job's similar jobs on the platform. Throws on transport errors. */
export interface SimilarJobsGateway {
  similarTo(jobId: string, limit: number, ctx: BoardContext): Promise<Job[]>;
}
