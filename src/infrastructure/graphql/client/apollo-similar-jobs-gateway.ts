import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { SimilarJobsGateway } from '../../../application/board/jobs/similar-jobs-gateway.port';
import type { Job } from '../../../domain/job/job';
import { JOB_POSTING_FIELDS, toJob, type JobPostingDto } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

const GET_SIMILAR_JOBS: TypedDocumentNode<{ similarJobs: JobPostingDto[] }, { id: string; limit: number }> = gql`
  query getSimilarJobs($id: ID!, $limit: Int) {
    similarJobs(id: $id, limit: $limit) { ...JobPostingFields }
  }
  ${JOB_POSTING_FIELDS}
`;

/** SimilarJobsGateway over the platform API: `similarJobs(id, limit)`. */
export class ApolloSimilarJobsGateway implements SimilarJobsGateway {
  constructor(private readonly client: ApolloClient) {}

  async similarTo(jobId: string, limit: number, ctx: BoardContext): Promise<Job[]> {
    const answer = await runOperation(this.client, 'query', GET_SIMILAR_JOBS, { id: jobId, limit }, ctx);
    return dataOrThrow('getSimilarJobs', answer).similarJobs.map(toJob);
  }
}
