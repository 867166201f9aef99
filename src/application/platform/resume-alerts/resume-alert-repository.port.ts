import type { OutgoingMail } from '../../../domain/mail/mail';
import type { ResumeAlertInterval } from '../../../domain/resume-alerts/resume-alert-interval';
import type { ResumeAlertSearch } from '../../../domain/resume-alerts/resume-alert-search';
import type { Locale } from '../../../domain/shared/locale';
import type { MailOutbox } from '../mail/mail-outbox.port';
import type { ResumeCard } from '../resume-search/resume-search-index.port';

export interface ResumeAlertRecord {
  readonly id: string;
  readonly organizationId: string;
  /** The recruiter who saved it: the digest goes to them. */
  readonly userId: string;
  readonly site: string;
  readonly locale: Locale;
  readonly search: ResumeAlertSearch;
  readonly interval: ResumeAlertInterval;
  readonly nextDueAt: Date | null;
  /** Resumes listed up to this time were already mailed (or existed when the alert was saved). */
  readonly coveredUntil: Date;
  /** The board's public origin when saved, for the links in its mails. */
  readonly origin: string | null;
  readonly createdAt: Date;
}

export interface NewResumeAlert {
  readonly organizationId: string;
  readonly userId: string;
  readonly site: string;
  readonly locale: Locale;
  readonly search: ResumeAlertSearch;
  readonly interval: ResumeAlertInterval;
  readonly nextDueAt: Date | null;
  readonly origin: string | null;
  readonly now: Date;
}

/** An organization's resume alerts on a site; every read and write names the organization, so another's id finds nothing. */
export interface ResumeAlertRepository {
  listFor(organizationId: string, site: string): Promise<readonly ResumeAlertRecord[]>;
  find(id: string, organizationId: string, site: string): Promise<ResumeAlertRecord | null>;
  /** Inserts unless the organization already keeps `max` alerts on the site (checked in the same statement). */
  insert(alert: NewResumeAlert, max: number): Promise<ResumeAlertRecord | null>;
  setInterval(
    id: string,
    organizationId: string,
    site: string,
    change: { readonly interval: ResumeAlertInterval; readonly nextDueAt: Date | null; readonly now: Date },
  ): Promise<ResumeAlertRecord | null>;
  delete(id: string, organizationId: string, site: string): Promise<boolean>;
  /** The unsubscribe link: the alert stays saved, its digests stop. */
  stopDigests(id: string, now: Date): Promise<boolean>;
}

export interface DueResumeAlert extends ResumeAlertRecord {
  /** The recruiter's address while verified; null: nothing is mailed. */
  readonly recipient: string | null;
}

/** One digest run's transaction: the claimed alert, its bookkeeping and its mail commit together. */
export interface ResumeAlertDigestTx {
  /** The next due alert of the site, locked so that other workers skip it; null when none is due. */
  claimDue(site: string, now: Date): Promise<DueResumeAlert | null>;
  markDigested(id: string, run: { readonly coveredUntil: Date; readonly nextDueAt: Date | null }): Promise<void>;
  readonly outbox: MailOutbox;
}

export interface ResumeAlertUnitOfWork {
  run<T>(work: (tx: ResumeAlertDigestTx) => Promise<T>): Promise<T>;
}

export interface ResumeDigestContent {
  readonly siteName: string;
  readonly resumes: readonly { readonly card: ResumeCard; readonly link: string }[];
  /** Matches since the last digest, also those beyond the mail's list. */
  readonly more: boolean;
  readonly searchLink: string;
  readonly editLink: string;
  readonly unsubscribeLink: string;
}

export interface ResumeDigestMailComposer {
  digest(to: string, content: ResumeDigestContent, locale: Locale): OutgoingMail;
}
