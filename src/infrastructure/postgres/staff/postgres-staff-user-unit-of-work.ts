import type pg from 'pg';
import type { StaffUserTransaction, StaffUserUnitOfWork } from '../../../application/platform/staff/users/staff-user-unit-of-work.port';
import { PostgresAccountTokenStore } from '../accounts/postgres-account-token-store';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { PostgresSessionStore } from '../accounts/postgres-session-store';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from './postgres-staff-action-log';
import { PostgresStaffUsers } from './postgres-staff-users';

/** One PostgreSQL transaction per staff action on an account: the change and its log entry together. */
export class PostgresStaffUserUnitOfWork implements StaffUserUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: StaffUserTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({
        users: new PostgresStaffUsers(client),
        sessions: new PostgresSessionStore(client),
        tokens: new PostgresAccountTokenStore(client),
        outbox: new PostgresMailOutbox(client),
        staffLog: new PostgresStaffActionLog(client),
      }),
    );
  }
}
