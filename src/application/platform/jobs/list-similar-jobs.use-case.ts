import type { Job } from '../../../domain/job/job';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { GetJob } from './get-job.use-case';
import type { SimilarJobsSource } from './similar-jobs.port';

/** The job page shows 4 to 6 similar jobs. */
export const SIMILAR_JOBS_DEFAULT = 4;
export const SIMILAR_JOBS_MAX = 6;

/**
 * Similar jobs for a job's page: visible jobs of the same site sharing an occupation or industry,
 * nearby first, never the job itself. Only for a job the viewer may see (GetJob's rule), so the answer
 * does not tell whether a hidden job exists: an unknown or hidden job has no similar jobs.
 */
export class ListSimilarJobs {
  constructor(
    private readonly getJob: Pick<GetJob, 'execute'>,
    private readonly similar: SimilarJobsSource,
    private readonly clock: Clock,
  ) {}

  async execute(input: { jobId: string; limit?: number | null }, ctx: RequestContext): Promise<Result<Job[], 'INVALID_LIMIT'>> {
    const limit = input.limit ?? SIMILAR_JOBS_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > SIMILAR_JOBS_MAX) {
      return err('INVALID_LIMIT', `limit must be between 1 and ${SIMILAR_JOBS_MAX}`);
    }
    const job = await this.getJob.execute({ id: input.jobId }, ctx);
    if (!job.ok) return ok([]);
    return ok(await this.similar.listSimilar({ jobId: job.value.job.id, site: ctx.site, now: this.clock.now(), limit }));
  }
}
