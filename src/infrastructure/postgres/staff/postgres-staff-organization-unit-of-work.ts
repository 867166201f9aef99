import type pg from 'pg';
import type {
  StaffOrganizationTransaction,
  StaffOrganizationUnitOfWork,
} from '../../../application/platform/staff/organizations/staff-organization-unit-of-work.port';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from './postgres-staff-action-log';
import { PostgresStaffOrganizations } from './postgres-staff-organizations';

/** One PostgreSQL transaction per staff action on an organization: the change and its log entry together. */
export class PostgresStaffOrganizationUnitOfWork implements StaffOrganizationUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: StaffOrganizationTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({ organizations: new PostgresStaffOrganizations(client), staffLog: new PostgresStaffActionLog(client) }),
    );
  }
}
