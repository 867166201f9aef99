import type { ApplicationFieldError, ApplicationInput } from '../../../domain/applications/application-input';
import type { ApplicationStatus, MyApplication } from '../../../domain/applications/application';
import type { ApplicationDetailsView, ApplicationFormView, JobApplicationsView } from '../../../domain/applications/application-views';
import type { BoardContext } from '../board-context';

/** The application form as sent from the board (the domain's input with the browser's files); files go multipart to the platform. */
export interface ApplicationSubmission extends Omit<ApplicationInput, 'files'> {
  /** Origin of the page (links in mails; the platform trusts it only for loopback addresses). */
  readonly origin: string;
  readonly files: readonly File[];
}

export type SubmissionError = ApplicationFieldError | { readonly field: null; readonly code: 'JOB_NOT_FOUND' | 'NOT_ACCEPTING' };

export type SubmissionResult =
  | { readonly ok: true; readonly applicationId: string; readonly duplicate: boolean }
  | { readonly ok: false; readonly errors: readonly SubmissionError[] };

export type StatusChangeResult = { readonly ok: true; readonly status: ApplicationStatus } | { readonly ok: false; readonly code: string };

/** The applications part of the platform API, as the board uses it. */
export interface ApplicationGateway {
  form(jobId: string, ctx: BoardContext): Promise<ApplicationFormView | null>;
  submit(jobId: string, submission: ApplicationSubmission, ctx: BoardContext): Promise<SubmissionResult>;
  jobApplications(jobId: string, ctx: BoardContext): Promise<JobApplicationsView | null>;
  application(id: string, ctx: BoardContext): Promise<ApplicationDetailsView | null>;
  myApplications(ctx: BoardContext): Promise<readonly MyApplication[]>;
  changeStatus(id: string, status: string, ctx: BoardContext): Promise<StatusChangeResult>;
}
