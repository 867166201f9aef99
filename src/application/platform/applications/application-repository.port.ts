import type {
  Application,
  ApplicationStatus,
  ApplicationSummary,
  AttachmentContentType,
  MyApplication,
} from '../../../domain/applications/application';
import type { ApplicationSettings } from '../../../domain/applications/application-settings';
import type { MailOutbox } from '../mail/mail-outbox.port';

/** The job facts an application needs beyond the visitor's view of it. */
export interface JobApplicationFacts {
  readonly settings: ApplicationSettings;
  /** applicationEmails as entered (one or several addresses). */
  readonly applicationEmails: string | null;
  readonly ownerEmail: string | null;
}

/** Reads and the status change; authorization is the use cases' job. */
export interface ApplicationRepository {
  applicationFactsOf(jobId: string): Promise<JobApplicationFacts | null>;
  findById(id: string): Promise<Application | null>;
  listForJob(jobId: string): Promise<readonly ApplicationSummary[]>;
  listForApplicant(userId: string): Promise<readonly MyApplication[]>;
  /** Organizations the user acts for: owned or member of. */
  organizationIdsOf(userId: string): Promise<readonly string[]>;
  /** Moves the status only if it still is `from` (two recruiters at once: the second one loses). */
  changeStatus(id: string, from: ApplicationStatus, to: ApplicationStatus, at: Date): Promise<boolean>;
  /** A file of the application, or null. */
  fileOf(applicationId: string, fileId: string): Promise<{ key: string; name: string; contentType: AttachmentContentType } | null>;
}

export interface NewApplication {
  readonly jobId: string;
  readonly organizationId: string;
  readonly site: string;
  readonly locale: string;
  readonly applicantUserId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly coverLetter: string | null;
  readonly answers: Readonly<Record<string, string>>;
  readonly idempotencyKey: string;
  readonly consentId: string | null;
  readonly at: Date;
}

export interface NewApplicationFile {
  readonly applicationId: string;
  readonly name: string;
  readonly contentType: AttachmentContentType;
  readonly size: number;
  readonly position: number;
  /** Store key, `applicationFileKey(applicationId, position)`. */
  readonly key: string;
}

export interface NewApplicationConsent {
  readonly infoId: string;
  readonly revisionId: string;
  readonly userId: string | null;
  readonly mail: string;
  readonly site: string;
  readonly at: Date;
}

/** The writes of one submit, bound to one database transaction. */
export interface ApplicationTransaction {
  /** The application already stored under this key for the job, if any (a retried submit). */
  findByIdempotencyKey(jobId: string, key: string): Promise<string | null>;
  /** Inserts; null when another submit with the same key won the race (the caller reads that one). */
  insertApplication(application: NewApplication): Promise<string | null>;
  insertFile(file: NewApplicationFile): Promise<string>;
  /** Stores the consent and links it to the application. */
  recordConsent(consent: NewApplicationConsent, applicationId: string): Promise<string>;
  /** Mails written here go out only if the transaction commits. */
  readonly outbox: MailOutbox;
}

export interface ApplicationUnitOfWork {
  /** Runs `work` in one transaction: all of it commits, or none of it (it rethrows). */
  run<T>(work: (tx: ApplicationTransaction) => Promise<T>): Promise<T>;
}
