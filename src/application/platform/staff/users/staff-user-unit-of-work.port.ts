import type { AccountTokenStore } from '../../identity/account-token-store.port';
import type { SessionStore } from '../../identity/session-store.port';
import type { MailOutbox } from '../../mail/mail-outbox.port';
import type { StaffActionLog } from '../staff-action-log.port';
import type { StaffUserStore } from './staff-user-store.port';

/** The stores a staff action on an account writes, bound to one transaction with its log entry. */
export interface StaffUserTransaction {
  readonly users: StaffUserStore;
  readonly sessions: SessionStore;
  readonly tokens: AccountTokenStore;
  /** Mails written here go out only if the transaction commits. */
  readonly outbox: MailOutbox;
  readonly staffLog: StaffActionLog;
}

export interface StaffUserUnitOfWork {
  /** Runs `work` in one transaction: all of it commits, or none of it (it rethrows). */
  run<T>(work: (tx: StaffUserTransaction) => Promise<T>): Promise<T>;
}
