import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { SimilarJobsGateway } from '../../../application/board/jobs/similar-jobs-gateway.port';
import type { Job } from '../../../domain/job/job';
import { GetSimilarJobsDocument } from './generated/operations';
import { toJob } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

/** SimilarJobsGateway over the platform API: `similarJobs(id, limit)`. */
export class ApolloSimilarJobsGateway implements SimilarJobsGateway {
  constructor(private readonly client: ApolloClient) {}

  async similarTo(jobId: string, limit: number, ctx: BoardContext): Promise<Job[]> {
    const answer = await runOperation(this.client, 'query', GetSimilarJobsDocument, { id: jobId, limit }, ctx);
    return dataOrThrow('getSimilarJobs', answer).similarJobs.map(toJob);
  }
}
