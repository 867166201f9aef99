import type pg from 'pg';
import type { AccountTransaction, AccountUnitOfWork } from '../../../application/platform/identity/account-unit-of-work.port';
import { PostgresAccountStore } from './postgres-account-store';
import { PostgresAccountTokenStore } from './postgres-account-token-store';
import { PostgresMailOutbox } from './postgres-mail-outbox';
import { PostgresOrganizationStore } from './postgres-organization-store';
import { PostgresRegistrationConsents } from './postgres-registration-consents';
import { PostgresSessionStore } from './postgres-session-store';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';

/** One PostgreSQL transaction per `run`: commit when the work returns, rollback when it throws. */
export class PostgresAccountUnitOfWork implements AccountUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({
        accounts: new PostgresAccountStore(client),
        organizations: new PostgresOrganizationStore(client),
        tokens: new PostgresAccountTokenStore(client),
        sessions: new PostgresSessionStore(client),
        consents: new PostgresRegistrationConsents(client),
        outbox: new PostgresMailOutbox(client),
        staffLog: new PostgresStaffActionLog(client),
      }),
    );
  }
}
