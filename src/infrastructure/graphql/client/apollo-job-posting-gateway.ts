import type { ApolloClient } from '@apollo/client';
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
import { ADMIN_TOOLBAR } from '../../../domain/identity/permissions';
import { JOB_STATES, JOB_TYPES, SALARY_UNITS, type Job } from '../../../domain/job/job';
import { LANGUAGE_LEVELS } from '../../../domain/job/job-details';
import { APPLICATION_WORKFLOWS, DEFAULT_DURATION_DAYS, JOB_DURATIONS_DAYS } from '../../../domain/job/job-posting';
import { DEFAULT_JOB_REVIEW_POLICY, JOB_REVIEW_POLICIES, type WorkflowState } from '../../../domain/job/job-workflow';
import {
  type EditableJobFieldsFragment,
  EditableJobDocument,
  JobPreviewDocument,
  JobWizardOptionsDocument,
  JobWorkflowDocument,
  ManagedJobsDocument,
  type PostingOutcomeFieldsFragment,
  SaveJobDocument,
} from './generated/operations';
import { toJob } from './job-mapping';
import { knownValue } from './known-value';
import { dataOrThrow, runOperation } from './run-operation';

const WORKFLOW_STATES: readonly WorkflowState[] = [...JOB_STATES, 'expired'];

/** The wizard's job as the API answered it → the port's view; loosely typed strings become the domain's literals. */
function toView({ workflowState, actions, ...answer }: EditableJobFieldsFragment): EditableJobView {
  const posting = {
    ...answer,
    type: knownValue(JOB_TYPES, answer.type) ?? 'job_per_template',
    state: knownValue(JOB_STATES, answer.state) ?? 'draft',
    salaryUnit: knownValue(SALARY_UNITS, answer.salaryUnit),
    languages: answer.languages.map((l) => ({ code: l.code, level: knownValue(LANGUAGE_LEVELS, l.level) })),
    durationDays: JOB_DURATIONS_DAYS.find((d) => d === answer.durationDays) ?? DEFAULT_DURATION_DAYS,
    application: { ...answer.application, workflow: knownValue(APPLICATION_WORKFLOWS, answer.application.workflow) ?? 'email' },
    // The API does not answer where the address is on the map; the wizard and the job manager do not show it.
    coordinates: null,
  };
  return { posting, workflowState: knownValue(WORKFLOW_STATES, workflowState) ?? posting.state, actions };
}

function toOutcome(answer: PostingOutcomeFieldsFragment): PostingOutcome {
  const state = knownValue(JOB_STATES, answer.state);
  return answer.errorCode || !answer.id || !state
    ? { ok: false, code: answer.errorCode ?? 'UNKNOWN', problems: answer.problems }
    : { ok: true, id: answer.id, state };
}

const toFile = (upload: BoardUpload | null): File | null =>
  upload ? new File([upload.content], upload.name, { type: upload.type || 'application/octet-stream' }) : null;

/** JobPostingGateway over the platform API (files go multipart through the upload link). */
export class ApolloJobPostingGateway implements JobPostingGateway {
  constructor(private readonly client: ApolloClient) {}

  async wizardOptions(ctx: BoardContext): Promise<Refusable<WizardOptions>> {
    const { jobWizardOptions: o } = dataOrThrow(
      'jobWizardOptions',
      await runOperation(this.client, 'query', JobWizardOptionsDocument, {}, ctx),
    );
    if (o.errorCode) return { ok: false, code: o.errorCode };
    const review = knownValue(JOB_REVIEW_POLICIES, o.review) ?? DEFAULT_JOB_REVIEW_POLICY;
    const toolbar = o.toolbar.flatMap((item) => knownValue(ADMIN_TOOLBAR, item) ?? []);
    return { ok: true, value: { organizations: o.organizations, terms: o.terms, review, staff: o.staff, toolbar } };
  }

  async editableJob(id: string, ctx: BoardContext): Promise<Refusable<EditableJobView>> {
    const { editableJob } = dataOrThrow('editableJob', await runOperation(this.client, 'query', EditableJobDocument, { id }, ctx));
    return editableJob.job ? { ok: true, value: toView(editableJob.job) } : { ok: false, code: editableJob.errorCode ?? 'NOT_FOUND' };
  }

  async preview(id: string, ctx: BoardContext): Promise<{ job: Job; expired: boolean } | null> {
    const { jobPreview } = dataOrThrow('jobPreview', await runOperation(this.client, 'query', JobPreviewDocument, { id }, ctx));
    return jobPreview ? { job: toJob(jobPreview.job), expired: jobPreview.expired } : null;
  }

  async managedJobs(request: ManagedJobsRequest, ctx: BoardContext): Promise<Refusable<ManagedJobsView>> {
    const { managedJobs: m } = dataOrThrow(
      'managedJobs',
      await runOperation(this.client, 'query', ManagedJobsDocument, { ...request }, ctx),
    );
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
    const { saveJob } = dataOrThrow('saveJob', await runOperation(this.client, 'mutation', SaveJobDocument, variables, ctx));
    return toOutcome(saveJob);
  }

  async workflow(
    id: string,
    command: JobWorkflowCommand,
    extra: { publishAt?: string | null; reason?: string | null },
    ctx: BoardContext,
  ): Promise<PostingOutcome> {
    const variables = { id, action: command, publishAt: extra.publishAt ?? null, reason: extra.reason ?? null };
    const { jobWorkflow } = dataOrThrow('jobWorkflow', await runOperation(this.client, 'mutation', JobWorkflowDocument, variables, ctx));
    return toOutcome(jobWorkflow);
  }
}
