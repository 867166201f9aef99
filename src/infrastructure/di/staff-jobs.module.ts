import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { RunStaffJobs } from '../../application/board/staff/run-staff-jobs.use-case';
import type { StaffJobsGateway } from '../../application/board/staff/staff-jobs-gateway.port';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { DeleteStaffJob } from '../../application/platform/staff/jobs/delete-staff-job.use-case';
import { SearchStaffJobs } from '../../application/platform/staff/jobs/search-staff-jobs.use-case';
import { UnpublishStaffJob } from '../../application/platform/staff/jobs/unpublish-staff-job.use-case';
import { ApolloStaffJobsGateway } from '../graphql/client/apollo-staff-jobs-gateway';
import { staffJobsGraphqlPart } from '../graphql/server/resolvers/staff-jobs.resolver';
import type { StaffJobsApiDeps } from '../graphql/server/staff-jobs-api-deps';
import { PostgresStaffJobUnitOfWork } from '../postgres/staff/postgres-staff-job-unit-of-work';
import { PostgresStaffJobs } from '../postgres/staff/postgres-staff-jobs';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.staffJobs.${name}`);

export const STAFF_JOBS = {
  ApiDeps: id<StaffJobsApiDeps>('ApiDeps'),
  Gateway: id<StaffJobsGateway>('Gateway'),
  Pages: id<RunStaffJobs>('Pages'),
} as const;

/**
 * The staff console's jobs section: every organization's jobs on PostgreSQL, unpublish and delete each in
 * one transaction with its staff log entry (a deleted job's files leave the FileStore after the commit),
 * behind /graphql; the board's page on the Apollo gateway.
 */
export function bindStaffJobsModule(c: Container): void {
  c.bind(STAFF_JOBS.ApiDeps).toResolvedValue(
    (pool: Pool, files: FileStore): StaffJobsApiDeps => {
      const uow = new PostgresStaffJobUnitOfWork(pool);
      return {
        search: new SearchStaffJobs(new PostgresStaffJobs(pool)),
        unpublish: new UnpublishStaffJob(uow),
        remove: new DeleteStaffJob(uow, files),
      };
    },
    [T.Pool, T.FileStore],
  );
  c.bind(STAFF_JOBS.Gateway).toResolvedValue((client: ApolloClient) => new ApolloStaffJobsGateway(client), [T.ApolloClient]);
  c.bind(STAFF_JOBS.Pages).toResolvedValue((g: StaffJobsGateway) => new RunStaffJobs(g), [STAFF_JOBS.Gateway]);
}

export const staffJobsFeature = defineFeature({
  name: 'staff-jobs',
  bind: bindStaffJobsModule,
  graphql: (c) => [staffJobsGraphqlPart(c.get(STAFF_JOBS.ApiDeps))],
  board: (c) => ({
    get staffJobs(): RunStaffJobs {
      return c.get(STAFF_JOBS.Pages);
    },
  }),
});
