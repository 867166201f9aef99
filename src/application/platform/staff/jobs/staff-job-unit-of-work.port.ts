import type { StaffActionLog } from '../staff-action-log.port';
import type { StaffJobStore } from './staff-job-store.port';

export interface StaffJobTransaction {
  readonly jobs: StaffJobStore;
  readonly staffLog: StaffActionLog;
}

export interface StaffJobUnitOfWork {
  /** Runs `work` in one transaction: all of it commits, or none of it (it rethrows). */
  run<T>(work: (tx: StaffJobTransaction) => Promise<T>): Promise<T>;
}
