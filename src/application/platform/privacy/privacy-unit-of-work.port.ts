import type { MailOutbox } from '../mail/mail-outbox.port';
import type { AccountErasure } from './account-erasure.port';
import type { PersonalDataSource } from './personal-data-source.port';

/** Account deletion's stores bound to one database transaction. */
export interface PrivacyTransaction {
  readonly erasure: AccountErasure;
  readonly sources: readonly PersonalDataSource[];
  /** The confirmation mail goes out only if the deletion commits. */
  readonly outbox: MailOutbox;
}

export interface PrivacyUnitOfWork {
  run<T>(work: (tx: PrivacyTransaction) => Promise<T>): Promise<T>;
}
