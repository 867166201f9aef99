import type { JobPage } from '../../../domain/job/job';
import { pageRange } from '../../../domain/job/paging';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { MAX_PAGE_SIZE } from '../jobs/list-jobs.use-case';
import type { OrganizationJobRepository } from './organization-job-repository.port';

/** An organization's visible jobs on the request's site, newest first, one page at a time. */
export class ListOrganizationJobs {
  constructor(
    private readonly jobs: OrganizationJobRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { organizationId: string; page: number; pageSize: number },
    ctx: RequestContext,
  ): Promise<Result<JobPage, 'INVALID_PAGE_SIZE'>> {
    const pageSize = Math.trunc(input.pageSize);
    if (!(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) return err('INVALID_PAGE_SIZE', `pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
    if (!/^[1-9]\d{0,17}$/.test(input.organizationId)) return ok({ items: [], total: 0 });
    const page = await this.jobs.listVisible({
      organizationId: input.organizationId,
      site: ctx.site,
      locale: ctx.locale,
      now: this.clock.now(),
      range: pageRange(input.page, pageSize),
    });
    return ok(page);
  }
}
