import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  ApplicationGateway,
  ApplicationSubmission,
  StatusChangeResult,
  SubmissionError,
  SubmissionResult,
} from '../../../application/board/applications/application-gateway.port';
import {
  isApplicationStatus,
  type ApplicationStatus,
  type AttachmentContentType,
  type MyApplication,
} from '../../../domain/applications/application';
import type { ApplicationErrorCode, ApplicationField } from '../../../domain/applications/application-input';
import type { QuestionKind } from '../../../domain/applications/application-settings';
import type { ApplicationDetailsView, ApplicationFormView, JobApplicationsView } from '../../../domain/applications/application-views';
import {
  ApplicationDocument,
  ApplicationFormDocument,
  ChangeApplicationStatusDocument,
  type JobApplicationsQuery,
  JobApplicationsDocument,
  MyApplicationsDocument,
  SubmitApplicationDocument,
} from './generated/operations';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

type SummaryAnswer = NonNullable<JobApplicationsQuery['jobApplications']>['items'][number];

const status = (raw: string): ApplicationStatus => (isApplicationStatus(raw) ? raw : 'new');
const summary = (jobId: string, s: SummaryAnswer) => ({ ...s, jobId, status: status(s.status) });

/** ApplicationGateway over the platform API; the submit goes multipart (the upload link) with its files. */
export class ApolloApplicationGateway implements ApplicationGateway {
  constructor(private readonly client: ApolloClient) {}

  async form(jobId: string, ctx: BoardContext): Promise<ApplicationFormView | null> {
    const form = dataOrThrow(
      'applicationForm',
      await runOperation(this.client, 'query', ApplicationFormDocument, { jobId }, ctx),
    ).applicationForm;
    if (!form) return null;
    return {
      ...form,
      questions: form.questions.map((q) => ({ id: q.id, label: q.label, kind: (q.kind === 'yes_no' ? 'yes_no' : 'text') as QuestionKind })),
    };
  }

  async submit(jobId: string, s: ApplicationSubmission, ctx: BoardContext): Promise<SubmissionResult> {
    const input = {
      firstName: s.firstName,
      lastName: s.lastName,
      email: s.email,
      phone: s.phone,
      coverLetter: s.coverLetter,
      answers: Object.entries(s.answers).map(([questionId, value]) => ({ questionId, value })),
      privacyConsent: s.privacyConsent,
      idempotencyKey: s.idempotencyKey,
      origin: s.origin,
      attachResume: s.withResumePdf === true,
    };
    const answer = await runOperation(this.client, 'mutation', SubmitApplicationDocument, { jobId, input, files: [...s.files] }, ctx);
    const result = dataOrThrow('submitApplication', answer).submitApplication;
    if (result.applicationId) return { ok: true, applicationId: result.applicationId, duplicate: result.duplicate };
    const errors = result.errors.map(
      (e): SubmissionError =>
        e.field === null
          ? { field: null, code: e.code === 'NOT_ACCEPTING' ? 'NOT_ACCEPTING' : 'JOB_NOT_FOUND' }
          : { field: e.field as ApplicationField, code: e.code as ApplicationErrorCode, ...(e.detail ? { detail: e.detail } : {}) },
    );
    return { ok: false, errors };
  }

  async jobApplications(jobId: string, ctx: BoardContext): Promise<JobApplicationsView | null> {
    const list = dataOrThrow(
      'jobApplications',
      await runOperation(this.client, 'query', JobApplicationsDocument, { jobId }, ctx),
    ).jobApplications;
    return list ? { job: list.job, items: list.items.map((i) => summary(list.job.id, i)) } : null;
  }

  async application(id: string, ctx: BoardContext): Promise<ApplicationDetailsView | null> {
    const a = dataOrThrow('application', await runOperation(this.client, 'query', ApplicationDocument, { id }, ctx)).application;
    if (!a) return null;
    return {
      id: a.id,
      job: a.job,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: a.phone,
      coverLetter: a.coverLetter,
      answers: a.answers,
      status: status(a.status),
      manageable: a.manageable,
      nextStatuses: a.nextStatuses.filter(isApplicationStatus),
      createdAt: a.createdAt,
      statusChangedAt: a.statusChangedAt,
      files: a.files.map((f) => ({ id: f.id, name: f.name, contentType: f.contentType as AttachmentContentType, size: f.size })),
    };
  }

  async myApplications(ctx: BoardContext): Promise<readonly MyApplication[]> {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no applications).
    if (!ctx.token) return [];
    const list =
      dataOrSignedOut('myApplications', await runOperation(this.client, 'query', MyApplicationsDocument, {}, ctx))?.myApplications ?? [];
    return list.map((m) => ({
      id: m.id,
      jobId: m.job.id,
      jobTitle: m.job.title,
      jobSlug: m.job.slug,
      organizationName: m.job.organizationName,
      status: status(m.status),
      createdAt: m.createdAt,
    }));
  }

  async changeStatus(id: string, to: string, ctx: BoardContext): Promise<StatusChangeResult> {
    const result = dataOrThrow(
      'changeApplicationStatus',
      await runOperation(this.client, 'mutation', ChangeApplicationStatusDocument, { id, status: to }, ctx),
    ).changeApplicationStatus;
    return result.status && isApplicationStatus(result.status)
      ? { ok: true, status: result.status }
      : { ok: false, code: result.errors[0] ?? 'NOT_FOUND' };
  }
}
