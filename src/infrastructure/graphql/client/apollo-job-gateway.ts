import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { JobGateway, JobListRequest } from '../../../application/board/jobs/job-gateway.port';
import type { Job, JobPage } from '../../../domain/job/job';
import { normalizePage, pageRange } from '../../../domain/job/paging';
import { JOB_DETAILS_FIELDS, JOB_POSTING_FIELDS, toJob, type JobPostingDto } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

const GET_JOBS: TypedDocumentNode<
  { jobs: { total: number; items: JobPostingDto[] } },
  { range: { first: number; last: number }; featuredOnly: boolean }
> = gql`
  query getJobs($range: RangeInput!, $featuredOnly: Boolean) {
    jobs(range: $range, featuredOnly: $featuredOnly) { total items { ...JobPostingFields } }
  }
  ${JOB_POSTING_FIELDS}
`;

const GET_JOB: TypedDocumentNode<{ job: { expired: boolean; job: JobPostingDto } | null }, { id: string }> = gql`
  query getJob($id: ID!) {
    job(id: $id) { expired job { ...JobPostingFields organization { website } details { ...JobDetailsFields } } }
  }
  ${JOB_POSTING_FIELDS}
  ${JOB_DETAILS_FIELDS}
`;

/** JobGateway over the platform API: `jobs(range)` and `job(id)`. */
export class ApolloJobGateway implements JobGateway {
  constructor(private readonly client: ApolloClient) {}

  async list(request: JobListRequest, ctx: BoardContext): Promise<JobPage> {
    const range = pageRange(normalizePage(request.page), request.pageSize);
    const answer = await runOperation(this.client, 'query', GET_JOBS, { range, featuredOnly: request.featuredOnly ?? false }, ctx);
    const { jobs } = dataOrThrow('getJobs', answer);
    return { total: jobs.total, items: jobs.items.map(toJob) };
  }

  async byId(id: string, ctx: BoardContext): Promise<{ job: Job; expired: boolean } | null> {
    const answer = await runOperation(this.client, 'query', GET_JOB, { id }, ctx);
    const { job } = dataOrThrow('getJob', answer);
    return job ? { job: toJob(job.job), expired: job.expired } : null;
  }
}
