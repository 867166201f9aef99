/**
 * An application to a job: who applied, what they sent, and where the recruiter is with it.
 * Statuses move forward: new → in review → shortlisted → hired, and any open one may be rejected.
 */
export const APPLICATION_STATUSES = ['new', 'in_review', 'shortlisted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

const NEXT: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['in_review', 'rejected'],
  in_review: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
};

/** The statuses a recruiter may move an application to from `from`. Rejected and hired are final. */
export const nextStatuses = (from: ApplicationStatus): readonly ApplicationStatus[] => NEXT[from];

export const mayMoveTo = (from: ApplicationStatus, to: ApplicationStatus): boolean => NEXT[from].includes(to);

export type AttachmentContentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/** A file sent with an application, as listed (the bytes are fetched through the download route). */
export interface ApplicationFile {
  readonly id: string;
  readonly name: string;
  readonly contentType: AttachmentContentType;
  readonly size: number;
}

/** What a recruiter's list shows per application. */
export interface ApplicationSummary {
  readonly id: string;
  readonly jobId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly status: ApplicationStatus;
  /** ISO instant. */
  readonly createdAt: string;
  readonly fileCount: number;
}

/** One application with everything that was sent. */
export interface Application extends ApplicationSummary {
  readonly organizationId: string;
  readonly applicantUserId: string | null;
  /** The sites the job is offered on (whose staff may see the application). */
  readonly jobSites: readonly string[];
  readonly jobTitle: string;
  readonly jobSlug: string;
  readonly organizationName: string;
  readonly phone: string | null;
  readonly coverLetter: string | null;
  /** Answers to the job's qualifying questions, with the question as the job asks it now (or its id). */
  readonly answers: readonly ApplicationAnswer[];
  readonly files: readonly ApplicationFile[];
  /** ISO instant of the last status change. */
  readonly statusChangedAt: string;
}

/** An applicant's own application in "my applications". */
export interface MyApplication {
  readonly id: string;
  readonly jobId: string;
  readonly jobTitle: string;
  readonly jobSlug: string;
  readonly organizationName: string;
  readonly status: ApplicationStatus;
  readonly createdAt: string;
}

export interface ApplicationAnswer {
  readonly questionId: string;
  readonly label: string;
  readonly value: string;
}
