import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  BoardUpload,
  EditableJobView,
  JobPostingGateway,
  JobWorkflowCommand,
  ManagedJobsRequest,
  ManagedJobsView,
  PostingOutcome,
  Refusable,
  SaveJobRequest,
  WizardOptions,
} from '../../../application/board/job-posting/job-posting-gateway.port';
import type { ToolbarItem } from '../../../domain/identity/permissions';
import type { Job, JobState } from '../../../domain/job/job';
import type { JobPosting } from '../../../domain/job/job-posting';
import type { JobReviewPolicy, WorkflowState } from '../../../domain/job/job-workflow';
import { JOB_DETAILS_FIELDS, JOB_POSTING_FIELDS, toJob, type JobPostingDto } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

type PostingDto = JobPosting & { workflowState: WorkflowState; actions: string[] };

const POSTING_FIELDS = /* GraphQL */ `
  fragment EditableJobFields on EditableJob {
    id type state workflowState actions slug external organizationId organizationName title linkUrl descriptionHtml
    availableFrom availableUntil videoUrl address { countryCode addressLine1 zip locality administrativeArea }
    termIds salaryMin salaryMax salaryCurrency salaryUnit salaryText languages { code level } languagesText skills skillsText
    expiresAt durationDays application { workflow emails url requireCv requireCoverLetter requireQualifyingQuestions qualifyingQuestions }
    publishedAt publishAt rejectionReason fileName hasLogo sites createdAt updatedAt
  }
`;

const WIZARD_OPTIONS: TypedDocumentNode<
  {
    jobWizardOptions: {
      errorCode: string | null;
      organizations: Array<{ id: string; name: string }>;
      terms: Array<{ id: string; vocabulary: string; label: string }>;
      review: JobReviewPolicy;
      staff: boolean;
      toolbar: ToolbarItem[];
    };
  },
  Record<string, never>
> = gql`
  query jobWizardOptions {
    jobWizardOptions { errorCode organizations { id name } terms { id vocabulary label } review staff toolbar }
  }
`;

const EDITABLE_JOB: TypedDocumentNode<{ editableJob: { errorCode: string | null; job: PostingDto | null } }, { id: string }> = gql`
  query editableJob($id: ID!) {
    editableJob(id: $id) { errorCode job { ...EditableJobFields } }
  }
  ${POSTING_FIELDS}
`;

const JOB_PREVIEW: TypedDocumentNode<{ jobPreview: { expired: boolean; job: JobPostingDto } | null }, { id: string }> = gql`
  query jobPreview($id: ID!) {
    jobPreview(id: $id) { expired job { ...JobPostingFields organization { website } details { ...JobDetailsFields } } }
  }
  ${JOB_POSTING_FIELDS}
  ${JOB_DETAILS_FIELDS}
`;

const MANAGED_JOBS: TypedDocumentNode<
  {
    managedJobs: {
      errorCode: string | null;
      total: number;
      page: number;
      pageSize: number;
      items: Array<{ job: PostingDto; views: number; applications: number }>;
    };
  },
  { search: string | null; state: string | null; page: number; reviewQueue: boolean }
> = gql`
  query managedJobs($search: String, $state: String, $page: Int!, $reviewQueue: Boolean) {
    managedJobs(search: $search, state: $state, page: $page, reviewQueue: $reviewQueue) {
      errorCode total page pageSize items { views applications job { ...EditableJobFields } }
    }
  }
  ${POSTING_FIELDS}
`;

interface OutcomeDto {
  id: string | null;
  state: JobState | null;
  errorCode: string | null;
  problems: Array<{ field: string; code: string }>;
}

const SAVE_JOB: TypedDocumentNode<
  { saveJob: OutcomeDto },
  { id: string | null; input: unknown; file: File | null; logo: File | null; removeLogo: boolean }
> = gql`
  mutation saveJob($id: ID, $input: JobPostingInput!, $file: Upload, $logo: Upload, $removeLogo: Boolean) {
    saveJob(id: $id, input: $input, file: $file, logo: $logo, removeLogo: $removeLogo) { id state errorCode problems { field code } }
  }
`;

const JOB_WORKFLOW: TypedDocumentNode<
  { jobWorkflow: OutcomeDto },
  { id: string; action: JobWorkflowCommand; publishAt: string | null; reason: string | null }
> = gql`
  mutation jobWorkflow($id: ID!, $action: JobWorkflowAction!, $publishAt: String, $reason: String) {
    jobWorkflow(id: $id, action: $action, publishAt: $publishAt, reason: $reason) { id state errorCode problems { field code } }
  }
`;

const RECORD_VIEW: TypedDocumentNode<{ recordJobView: boolean }, { id: string; userAgent: string | null }> = gql`
  mutation recordJobView($id: ID!, $userAgent: String) {
    recordJobView(id: $id, userAgent: $userAgent)
  }
`;

const toView = ({ workflowState, actions, ...posting }: PostingDto): EditableJobView => ({ posting, workflowState, actions });

const toOutcome = (dto: OutcomeDto): PostingOutcome =>
  dto.errorCode || !dto.id || !dto.state
    ? { ok: false, code: dto.errorCode ?? 'UNKNOWN', problems: dto.problems }
    : { ok: true, id: dto.id, state: dto.state };

const toFile = (upload: BoardUpload | null): File | null =>
  upload ? new File([upload.bytes as Uint8Array<ArrayBuffer>], upload.name, { type: upload.type || 'application/octet-stream' }) : null;

/** JobPostingGateway over the platform API (files go multipart through the upload link). */
export class ApolloJobPostingGateway implements JobPostingGateway {
  constructor(private readonly client: ApolloClient) {}

  async wizardOptions(ctx: BoardContext): Promise<Refusable<WizardOptions>> {
    const { jobWizardOptions: o } = dataOrThrow('jobWizardOptions', await runOperation(this.client, 'query', WIZARD_OPTIONS, {}, ctx));
    if (o.errorCode) return { ok: false, code: o.errorCode };
    return { ok: true, value: { organizations: o.organizations, terms: o.terms, review: o.review, staff: o.staff, toolbar: o.toolbar } };
  }

  async editableJob(id: string, ctx: BoardContext): Promise<Refusable<EditableJobView>> {
    const { editableJob } = dataOrThrow('editableJob', await runOperation(this.client, 'query', EDITABLE_JOB, { id }, ctx));
    return editableJob.job ? { ok: true, value: toView(editableJob.job) } : { ok: false, code: editableJob.errorCode ?? 'NOT_FOUND' };
  }

  async preview(id: string, ctx: BoardContext): Promise<{ job: Job; expired: boolean } | null> {
    const { jobPreview } = dataOrThrow('jobPreview', await runOperation(this.client, 'query', JOB_PREVIEW, { id }, ctx));
    return jobPreview ? { job: toJob(jobPreview.job), expired: jobPreview.expired } : null;
  }

  async managedJobs(request: ManagedJobsRequest, ctx: BoardContext): Promise<Refusable<ManagedJobsView>> {
    const { managedJobs: m } = dataOrThrow('managedJobs', await runOperation(this.client, 'query', MANAGED_JOBS, { ...request }, ctx));
    if (m.errorCode) return { ok: false, code: m.errorCode };
    return {
      ok: true,
      value: {
        total: m.total,
        page: m.page,
        pageSize: m.pageSize,
        items: m.items.map((i) => ({ job: toView(i.job), views: i.views, applications: i.applications })),
      },
    };
  }

  async save(request: SaveJobRequest, ctx: BoardContext): Promise<PostingOutcome> {
    const variables = {
      id: request.id,
      input: request.content,
      file: toFile(request.file),
      logo: toFile(request.logo),
      removeLogo: request.removeLogo,
    };
    const { saveJob } = dataOrThrow('saveJob', await runOperation(this.client, 'mutation', SAVE_JOB, variables, ctx));
    return toOutcome(saveJob);
  }

  async workflow(
    id: string,
    command: JobWorkflowCommand,
    extra: { publishAt?: string | null; reason?: string | null },
    ctx: BoardContext,
  ): Promise<PostingOutcome> {
    const variables = { id, action: command, publishAt: extra.publishAt ?? null, reason: extra.reason ?? null };
    const { jobWorkflow } = dataOrThrow('jobWorkflow', await runOperation(this.client, 'mutation', JOB_WORKFLOW, variables, ctx));
    return toOutcome(jobWorkflow);
  }

  async recordView(id: string, userAgent: string | null, ctx: BoardContext): Promise<boolean> {
    const { recordJobView } = dataOrThrow(
      'recordJobView',
      await runOperation(this.client, 'mutation', RECORD_VIEW, { id, userAgent }, ctx),
    );
    return recordJobView;
  }
}
