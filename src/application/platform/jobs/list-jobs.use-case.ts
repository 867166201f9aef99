import type { JobPage } from '../../../domain/job/job';
import { pageRange } from '../../../domain/job/paging';
import type { RequestContext } from '../../../domain/shared/request-context';
import { ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { JobRepository } from './job-repository.port';

export const MAX_PAGE_SIZE = 50;

export interface ListJobsInput {
  readonly page: number;
  readonly pageSize: number;
  readonly featuredOnly?: boolean;
}

/** The site's visible jobs, newest first, one page at a time. */
export class ListJobs {
  constructor(
    private readonly jobs: JobRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListJobsInput, ctx: RequestContext): Promise<Result<JobPage, 'INVALID_PAGE_SIZE'>> {
    const pageSize = Math.trunc(input.pageSize);
    if (!(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) {
      return { ok: false, code: 'INVALID_PAGE_SIZE', message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` };
    }
    const page = await this.jobs.listVisible({
      site: ctx.site,
      locale: ctx.locale,
      now: this.clock.now(),
      range: pageRange(input.page, pageSize),
      featuredOnly: input.featuredOnly ?? false,
    });
    return ok(page);
  }
}
