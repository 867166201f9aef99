import type { JobRepository, VisibleJobsQuery } from '../../src/application/platform/jobs/job-repository.port';
import { isVisibleOn, type Job, type JobPage } from '../../src/domain/job/job';

/** In-memory fake of the JobRepository port, following the same visibility rule as the real one. */
export class InMemoryJobRepository implements JobRepository {
  constructor(private readonly jobs: Job[]) {}

  async listVisible(q: VisibleJobsQuery): Promise<JobPage> {
    const visible = this.jobs
      .filter((j) => isVisibleOn(j, q.site, q.now) && (!q.featuredOnly || j.featured))
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || Number(b.id) - Number(a.id));
    return { items: visible.slice(q.range.first, q.range.first + q.range.last), total: visible.length };
  }

  async findById(id: string): Promise<Job | null> {
    return this.jobs.find((j) => j.id === id) ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<Job[]> {
    return this.jobs.filter((j) => ids.includes(j.id));
  }
}
