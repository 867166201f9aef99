import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import type { Locale } from '../../../domain/shared/locale';
import type { MailOutbox } from '../mail/mail-outbox.port';

/** A stored job alert (migration 0007, `job_alerts`). */
export interface JobAlertRecord {
  readonly id: string;
  readonly site: string;
  readonly locale: Locale;
  /** The owner, for a signed-in user's alert … */
  readonly userId: string | null;
  /** … or the guest's address (double opt-in). */
  readonly email: string | null;
  /** The normalized search (domain/alerts/alert-search.ts). */
  readonly query: string;
  readonly frequency: AlertFrequency;
  /** Public origin for the links in its mails. */
  readonly origin: string;
  readonly confirmedAt: Date | null;
  readonly nextDueAt: Date | null;
  /** Jobs published up to this time have been looked at. */
  readonly coveredUntil: Date | null;
  readonly lastSentAt: Date | null;
  readonly createdAt: Date;
}

export type NewJobAlert = Omit<JobAlertRecord, 'id' | 'coveredUntil' | 'lastSentAt' | 'createdAt'> & { readonly createdAt: Date };

/** A due alert claimed for a digest, with the address it goes to (null: the owner's address is not verified). */
export interface DueJobAlert extends JobAlertRecord {
  readonly recipient: string | null;
}

export interface JobAlertRepository {
  findById(id: string): Promise<JobAlertRecord | null>;
  listByUser(userId: string, site: string): Promise<JobAlertRecord[]>;
  findByUserAndQuery(userId: string, site: string, query: string): Promise<JobAlertRecord | null>;
  findByEmailAndQuery(email: string, site: string, query: string): Promise<JobAlertRecord | null>;
  countByUser(userId: string, site: string): Promise<number>;
  countPendingByEmail(email: string): Promise<number>;
  insert(alert: NewJobAlert): Promise<JobAlertRecord>;
  updateFrequency(id: string, frequency: AlertFrequency, nextDueAt: Date | null): Promise<void>;
  /** Confirms a guest's alert: it covers jobs from `confirmedAt` on and is first due at `nextDueAt`. */
  confirm(id: string, confirmedAt: Date, nextDueAt: Date): Promise<void>;
  delete(id: string): Promise<boolean>;
  /** Deletes unconfirmed alerts created before `cutoff`; how many went. */
  deleteUnconfirmedBefore(cutoff: Date): Promise<number>;
  /**
   * Claims one due, confirmed alert of the site (FOR UPDATE SKIP LOCKED inside the transaction: a second
   * runner never gets the same alert, and once this transaction commits the alert is no longer due).
   */
  claimDue(site: string, now: Date): Promise<DueJobAlert | null>;
  /** Records a digest run: jobs covered up to `coveredUntil`, the next due time, and the send time when a mail went out. */
  markDigested(id: string, run: { readonly coveredUntil: Date; readonly nextDueAt: Date; readonly sentAt: Date | null }): Promise<void>;
}

/** The repository and the outbox on one transaction: a digest's mail and its bookkeeping commit together. */
export interface AlertTransaction {
  readonly alerts: JobAlertRepository;
  readonly outbox: MailOutbox;
}

export interface AlertUnitOfWork {
  run<T>(work: (tx: AlertTransaction) => Promise<T>): Promise<T>;
}
