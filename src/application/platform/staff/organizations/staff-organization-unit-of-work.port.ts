import type { StaffActionLog } from '../staff-action-log.port';
import type { StaffOrganizationStore } from './staff-organization-store.port';

export interface StaffOrganizationTransaction {
  readonly organizations: StaffOrganizationStore;
  readonly staffLog: StaffActionLog;
}

export interface StaffOrganizationUnitOfWork {
  /** Runs `work` in one transaction: all of it commits, or none of it (it rethrows). */
  run<T>(work: (tx: StaffOrganizationTransaction) => Promise<T>): Promise<T>;
}
