import type { SimilarJobsQuery, SimilarJobsSource } from '../../src/application/platform/jobs/similar-jobs.port';
import { isVisibleOn, type Job } from '../../src/domain/job/job';

const squaredDistance = (a: Job, b: Job) =>
  a.location.lat === null || b.location.lat === null || a.location.lon === null || b.location.lon === null
    ? Number.POSITIVE_INFINITY
    : (a.location.lat - b.location.lat) ** 2 + (a.location.lon - b.location.lon) ** 2;

/** In-memory fake of SimilarJobsSource with the adapter's rule: shared occupation or industry, occupation first, nearest, newest. */
export class InMemorySimilarJobs implements SimilarJobsSource {
  constructor(private readonly jobs: readonly Job[]) {}

  async listSimilar(q: SimilarJobsQuery): Promise<Job[]> {
    const me = this.jobs.find((j) => j.id === q.jobId);
    if (!me) return [];
    const ids = (terms: Job['occupations']) => new Set(terms.map((t) => t.id));
    const occupations = ids(me.occupations);
    const industries = ids(me.industries);
    const sameOccupation = (j: Job) => j.occupations.some((t) => occupations.has(t.id));
    return this.jobs
      .filter(
        (j) => j.id !== me.id && isVisibleOn(j, q.site, q.now) && (sameOccupation(j) || j.industries.some((t) => industries.has(t.id))),
      )
      .sort(
        (a, b) =>
          Number(sameOccupation(b)) - Number(sameOccupation(a)) ||
          squaredDistance(a, me) - squaredDistance(b, me) ||
          (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
      )
      .slice(0, q.limit);
  }
}
