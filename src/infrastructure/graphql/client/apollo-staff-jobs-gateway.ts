import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { StaffJobList, StaffJobSearch, StaffJobsGateway } from '../../../application/board/staff/staff-jobs-gateway.port';
import { DeleteStaffJobDocument, StaffJobsDocument, UnpublishStaffJobDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** The console's jobs section over GraphQL. */
export class ApolloStaffJobsGateway implements StaffJobsGateway {
  constructor(private readonly client: ApolloClient) {}

  async search(input: StaffJobSearch, ctx: BoardContext): Promise<StaffJobList> {
    return dataOrThrow('staffJobs', await runOperation(this.client, 'query', StaffJobsDocument, input, ctx)).staffJobs;
  }

  async unpublish(id: string, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return dataOrThrow('unpublishStaffJob', await runOperation(this.client, 'mutation', UnpublishStaffJobDocument, { id }, ctx))
      .unpublishStaffJob;
  }

  async remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return dataOrThrow('deleteStaffJob', await runOperation(this.client, 'mutation', DeleteStaffJobDocument, { id, confirmed }, ctx))
      .deleteStaffJob;
  }
}
