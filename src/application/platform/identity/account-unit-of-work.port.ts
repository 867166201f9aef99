import type { MailOutbox } from '../mail/mail-outbox.port';
import type { StaffActionLog } from '../staff/staff-action-log.port';
import type { AccountStore } from './account-store.port';
import type { AccountTokenStore } from './account-token-store.port';
import type { OrganizationStore } from './organization-store.port';
import type { RegistrationConsents } from './registration-consents.port';
import type { SessionStore } from './session-store.port';

/** The stores bound to one database transaction. */
export interface AccountTransaction {
  readonly accounts: AccountStore;
  readonly organizations: OrganizationStore;
  readonly tokens: AccountTokenStore;
  readonly sessions: SessionStore;
  readonly consents: RegistrationConsents;
  /** Mails written here go out only if the transaction commits (the outbox pattern). */
  readonly outbox: MailOutbox;
  /** Staff actions on accounts (masquerade, block, roles) are logged with the change they make. */
  readonly staffLog: StaffActionLog;
}

export interface AccountUnitOfWork {
  /** Runs `work` in one transaction: all of it commits, or none of it (it rethrows). */
  run<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T>;
}
