import type { Job, JobPage } from '../../../domain/job/job';
import type { BoardContext } from '../board-context';

export interface JobListRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly featuredOnly?: boolean;
}

/** The board's way to jobs on the platform. Throws on transport errors. */
export interface JobGateway {
  list(request: JobListRequest, ctx: BoardContext): Promise<JobPage>;
  /** `null` when the platform says the job does not exist for this site and viewer. */
  byId(id: string, ctx: BoardContext): Promise<{ job: Job; expired: boolean } | null>;
}
