import type { JobPosting, JobPostingContent, FieldProblem } from '../../../domain/job/job-posting';
import type { JobReviewPolicy, WorkflowState } from '../../../domain/job/job-workflow';
import type { ToolbarItem } from '../../../domain/identity/permissions';
import type { Job, JobState } from '../../../domain/job/job';
import type { BoardContext } from '../board-context';

/** A job as the wizard and the job manager get it: the posting, its workflow state and what the viewer may do. */
export interface EditableJobView {
  readonly posting: JobPosting;
  readonly workflowState: WorkflowState;
  readonly actions: readonly string[];
}

export interface WizardTerm {
  readonly id: string;
  readonly vocabulary: string;
  readonly label: string;
}

export interface WizardOptions {
  readonly organizations: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly terms: readonly WizardTerm[];
  readonly review: JobReviewPolicy;
  readonly staff: boolean;
  readonly toolbar: readonly ToolbarItem[];
}

export interface ManagedJobsView {
  readonly items: ReadonlyArray<{ readonly job: EditableJobView; readonly views: number; readonly applications: number }>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface ManagedJobsRequest {
  readonly search: string | null;
  readonly state: WorkflowState | null;
  readonly page: number;
  readonly reviewQueue: boolean;
}

export interface BoardUpload {
  readonly name: string;
  readonly type: string;
  /** The content as the form reader left it (a Blob backed by its temporary file, sent on as it is). */
  readonly content: Blob;
}

export interface SaveJobRequest {
  readonly id: string | null;
  readonly content: JobPostingContent;
  readonly file: BoardUpload | null;
  readonly logo: BoardUpload | null;
  readonly removeLogo: boolean;
}

export type JobWorkflowCommand = 'PUBLISH' | 'SCHEDULE' | 'ARCHIVE' | 'REPUBLISH' | 'DUPLICATE' | 'APPROVE' | 'REJECT';

/** What a write answers: the job and its state, or an error code with the fields' problems. */
export type PostingOutcome =
  | { readonly ok: true; readonly id: string; readonly state: JobState }
  | { readonly ok: false; readonly code: string; readonly problems: readonly FieldProblem[] };

/** Answers that may be refused (not signed in, not a recruiter, not this organization's job). */
export type Refusable<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

/** The board's way to job posting on the platform. Throws on transport errors. */
export interface JobPostingGateway {
  wizardOptions(ctx: BoardContext): Promise<Refusable<WizardOptions>>;
  editableJob(id: string, ctx: BoardContext): Promise<Refusable<EditableJobView>>;
  /** The job as its page will show it (preview); null when the viewer may not see it. */
  preview(id: string, ctx: BoardContext): Promise<{ job: Job; expired: boolean } | null>;
  managedJobs(request: ManagedJobsRequest, ctx: BoardContext): Promise<Refusable<ManagedJobsView>>;
  save(request: SaveJobRequest, ctx: BoardContext): Promise<PostingOutcome>;
  workflow(
    id: string,
    command: JobWorkflowCommand,
    extra: { publishAt?: string | null; reason?: string | null },
    ctx: BoardContext,
  ): Promise<PostingOutcome>;
}
