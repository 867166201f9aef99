import type { Job } from '../../../domain/job/job';
import { normalizePage, pageCount } from '../../../domain/job/paging';
import type { BoardContext } from '../board-context';
import type { JobGateway } from './job-gateway.port';

export interface JobListPage {
  readonly jobs: readonly Job[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** Empty result pages are not indexed (spec §9). */
  readonly noindex: boolean;
  /** Set when the requested page is past the end: the caller redirects to the last page. */
  readonly redirectToPage?: number;
}

/** /jobs: one page of the site's jobs, newest first. */
export class BrowseJobs {
  constructor(private readonly jobs: JobGateway) {}

  async execute(input: { page: unknown; pageSize: number }, ctx: BoardContext): Promise<JobListPage> {
    const page = normalizePage(input.page);
    const result = await this.jobs.list({ page, pageSize: input.pageSize }, ctx);
    const pages = pageCount(result.total, input.pageSize);
    const base = { jobs: result.items, total: result.total, page, pageCount: pages, noindex: result.items.length === 0 };
    return page > pages && result.total > 0 ? { ...base, redirectToPage: pages } : base;
  }
}
