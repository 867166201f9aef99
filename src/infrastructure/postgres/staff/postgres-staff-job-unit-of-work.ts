import type pg from 'pg';
import type { StaffJobTransaction, StaffJobUnitOfWork } from '../../../application/platform/staff/jobs/staff-job-unit-of-work.port';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from './postgres-staff-action-log';
import { PostgresStaffJobs } from './postgres-staff-jobs';

/** One PostgreSQL transaction per staff action on a job: the change and its log entry together. */
export class PostgresStaffJobUnitOfWork implements StaffJobUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: StaffJobTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({ jobs: new PostgresStaffJobs(client), staffLog: new PostgresStaffActionLog(client) }),
    );
  }
}
