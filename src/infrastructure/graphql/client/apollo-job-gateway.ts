import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { JobGateway, JobListRequest } from '../../../application/board/jobs/job-gateway.port';
import type { Job, JobPage } from '../../../domain/job/job';
import { normalizePage, pageRange } from '../../../domain/job/paging';
import { GetJobDocument, GetJobsDocument } from './generated/operations';
import { toJob } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

/** JobGateway over the platform API: `jobs(range)` and `job(id)`. */
export class ApolloJobGateway implements JobGateway {
  constructor(private readonly client: ApolloClient) {}

  async list(request: JobListRequest, ctx: BoardContext): Promise<JobPage> {
    const range = pageRange(normalizePage(request.page), request.pageSize);
    const answer = await runOperation(this.client, 'query', GetJobsDocument, { range, featuredOnly: request.featuredOnly ?? false }, ctx);
    const { jobs } = dataOrThrow('getJobs', answer);
    return { total: jobs.total, items: jobs.items.map(toJob) };
  }

  async byId(id: string, ctx: BoardContext): Promise<{ job: Job; expired: boolean } | null> {
    const answer = await runOperation(this.client, 'query', GetJobDocument, { id }, ctx);
    const { job } = dataOrThrow('getJob', answer);
    return job ? { job: toJob(job.job), expired: job.expired } : null;
  }
}
