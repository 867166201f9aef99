import type { Job } from '../../../domain/job/job';

export interface SimilarJobsQuery {
  readonly jobId: string;
  readonly site: string;
  /** Jobs expiring at or before this instant are not visible. */
  readonly now: Date;
  readonly limit: number;
}

/** Jobs like a given one, for its page: visible on the site, the job itself excluded, best first. */
export interface SimilarJobsSource {
  listSimilar(query: SimilarJobsQuery): Promise<Job[]>;
}
