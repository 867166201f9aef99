import type { ApplicationAnswer, ApplicationFile, ApplicationStatus, ApplicationSummary } from './application';
import type { QualifyingQuestion } from './application-settings';

/** The job an application belongs to, as lists and pages name it. */
export interface ApplicationJobRef {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly organizationName: string;
}

/** What the apply pages need (platform GetApplicationForm → API → board). */
export interface ApplicationFormView {
  readonly job: ApplicationJobRef;
  readonly requireCv: boolean;
  readonly requireCoverLetter: boolean;
  readonly requireQuestions: boolean;
  readonly questions: readonly QualifyingQuestion[];
  /** The signed-in applicant's data (names and phone from their resume, if any), prefilled; empty strings for guests. */
  readonly prefill: { readonly firstName: string; readonly lastName: string; readonly email: string; readonly phone: string };
  /** The signed-in applicant has a resume with something in it, so the form offers to attach it as a PDF. */
  readonly resumeAvailable: boolean;
  /** The privacy notice the applicant agrees to (sanitized HTML), when the site has one. */
  readonly privacyText: string | null;
}

/** A job's applications for its recruiters. */
export interface JobApplicationsView {
  readonly job: ApplicationJobRef;
  readonly items: readonly ApplicationSummary[];
}

/** One application as its viewer sees it; `nextStatuses` is empty unless the viewer manages it. */
export interface ApplicationDetailsView {
  readonly id: string;
  readonly job: ApplicationJobRef;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly coverLetter: string | null;
  readonly answers: readonly ApplicationAnswer[];
  readonly status: ApplicationStatus;
  /** The viewer is a recruiter of the job's organization (or staff), not the applicant. */
  readonly manageable: boolean;
  readonly nextStatuses: readonly ApplicationStatus[];
  readonly createdAt: string;
  readonly statusChangedAt: string;
  readonly files: readonly ApplicationFile[];
}
