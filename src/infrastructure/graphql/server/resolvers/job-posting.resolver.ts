import { z } from 'zod';
import type { ArchiveJob } from '../../../../application/platform/job-posting/archive-job.use-case';
import type { CreateJob } from '../../../../application/platform/job-posting/create-job.use-case';
import type { DuplicateJob } from '../../../../application/platform/job-posting/duplicate-job.use-case';
import type { EditableJob, GetEditableJob } from '../../../../application/platform/job-posting/get-editable-job.use-case';
import type { GetJobWizardOptions } from '../../../../application/platform/job-posting/get-job-wizard-options.use-case';
import type { PreviewJob } from '../../../../application/platform/job-posting/preview-job.use-case';
import type { PublishJob } from '../../../../application/platform/job-posting/publish-job.use-case';
import type { RepublishJob } from '../../../../application/platform/job-posting/republish-job.use-case';
import type { ReviewJob } from '../../../../application/platform/job-posting/review-job.use-case';
import type { ScheduleJob } from '../../../../application/platform/job-posting/schedule-job.use-case';
import type { UpdateJob } from '../../../../application/platform/job-posting/update-job.use-case';
import type { PostingResult } from '../../../../application/platform/job-posting/job-posting-errors';
import type { UploadedFile } from '../../../../application/platform/job-posting/job-uploads';
import {
  MAX_SEARCH_LENGTH,
  type ListManagedJobs,
  type ManagedJob,
} from '../../../../application/platform/job-posting/list-managed-jobs.use-case';
import { JOB_STATES, JOB_TYPES, SALARY_UNITS, type JobState } from '../../../../domain/job/job';
import { LANGUAGE_LEVELS } from '../../../../domain/job/job-details';
import {
  APPLICATION_WORKFLOWS,
  DESCRIPTION_MAX,
  FREE_TEXT_MAX,
  JOB_DURATIONS_DAYS,
  MAX_APPLICATION_EMAILS,
  MAX_LANGUAGES,
  MAX_QUALIFYING_QUESTIONS,
  MAX_SKILLS,
  MAX_TERMS,
  QUESTION_MAX,
  type JobPosting,
  type JobPostingContent,
} from '../../../../domain/job/job-posting';
import { expectedError } from '../expected-error';
import { jobPostingTypeDefs } from '../generated/type-defs';
import { stagedFileOf } from '../staged-uploads';
import type { GraphqlPart } from '../graphql-part';
import { toJobPosting } from './job-posting.mapper';
import { parseArgs, signedIn } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const id = z.string().regex(ENTITY_ID, 'must be a numeric id');
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));

const JobPostingInput = z.object({
  type: z.enum(JOB_TYPES),
  organizationId: id,
  title: text(300),
  linkUrl: optionalText(2000),
  descriptionHtml: text(DESCRIPTION_MAX * 2),
  availableFrom: optionalText(10),
  availableUntil: optionalText(10),
  videoUrl: optionalText(2000),
  address: z.object({
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO country code'),
    addressLine1: optionalText(200),
    zip: optionalText(20),
    locality: text(200),
    administrativeArea: optionalText(200),
  }),
  termIds: z.array(id).max(MAX_TERMS),
  salaryMin: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((v) => v ?? null),
  salaryMax: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((v) => v ?? null),
  salaryCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullish()
    .transform((v) => v ?? null),
  salaryUnit: z
    .enum(SALARY_UNITS)
    .nullish()
    .transform((v) => v ?? null),
  salaryText: optionalText(FREE_TEXT_MAX),
  languages: z
    .array(
      z.object({
        code: z.string().regex(/^[a-z]{2}$/),
        level: z
          .enum(LANGUAGE_LEVELS)
          .nullish()
          .transform((v) => v ?? null),
      }),
    )
    .max(MAX_LANGUAGES),
  languagesText: optionalText(FREE_TEXT_MAX),
  skills: z.array(z.string().trim().min(1).max(100)).max(MAX_SKILLS),
  skillsText: optionalText(FREE_TEXT_MAX),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
  durationDays: z.union(JOB_DURATIONS_DAYS.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<90>]),
  application: z.object({
    workflow: z.enum(APPLICATION_WORKFLOWS),
    emails: z.array(z.string().trim().max(254)).max(MAX_APPLICATION_EMAILS),
    url: optionalText(2000),
    requireCv: z.boolean(),
    requireCoverLetter: z.boolean(),
    requireQualifyingQuestions: z.boolean(),
    qualifyingQuestions: z.array(z.string().trim().max(QUESTION_MAX)).max(MAX_QUALIFYING_QUESTIONS),
  }),
});

const SaveArgs = z.object({
  id: id.nullish(),
  input: JobPostingInput,
  file: z.instanceof(Blob).nullish(),
  logo: z.instanceof(Blob).nullish(),
  removeLogo: z.boolean().nullish(),
});

const WorkflowArgs = z.object({
  id,
  action: z.enum(['PUBLISH', 'SCHEDULE', 'ARCHIVE', 'REPUBLISH', 'DUPLICATE', 'APPROVE', 'REJECT']),
  publishAt: z.string().max(40).nullish(),
  reason: z.string().max(2000).nullish(),
});

const WORKFLOW_STATES = [...JOB_STATES, 'expired'] as const;
const ManagedArgs = z.object({
  search: z.string().max(MAX_SEARCH_LENGTH).nullish(),
  state: z.enum(WORKFLOW_STATES).nullish(),
  page: z.number().int().min(1).max(10_000),
  reviewQueue: z.boolean().nullish(),
});

/** Bytes of an upload's head for its content checks: room for an SVG's prologue and comments (looksLikeSvg). */
const UPLOAD_HEAD_BYTES = 256;

/** An Upload as the use cases take it: its file in the upload area, which a logo's decoder reads itself. */
async function uploaded(blob: Blob | null | undefined): Promise<UploadedFile | null> {
  if (!blob) return null;
  const staged = stagedFileOf(blob);
  if (!staged) throw expectedError('BAD_REQUEST', 'Files must be sent as multipart request parts.', 400);
  return {
    name: staged.name,
    size: staged.size,
    head: new Uint8Array(await blob.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer()),
    stagedId: staged.id,
    localPath: staged.path,
    bytes: async () => new Uint8Array(await blob.arrayBuffer()),
  };
}

/** The wizard's job as the schema's EditableJob: the posting plus where it stands in the workflow. */
const postingDto = (posting: JobPosting, workflowState: string, actions: readonly string[]) => ({ ...posting, workflowState, actions });

const outcome = (result: PostingResult<{ id: string; state: JobState }>) =>
  result.ok
    ? { id: result.value.id, state: result.value.state, errorCode: null, problems: [] }
    : { id: null, state: null, errorCode: result.code, problems: result.problems.map((p) => ({ ...p })) };

export interface JobPostingApiDeps {
  readonly getJobWizardOptions: Pick<GetJobWizardOptions, 'execute'>;
  readonly getEditableJob: Pick<GetEditableJob, 'execute'>;
  readonly listManagedJobs: Pick<ListManagedJobs, 'execute'>;
  readonly createJob: Pick<CreateJob, 'execute'>;
  readonly updateJob: Pick<UpdateJob, 'execute'>;
  readonly publishJob: Pick<PublishJob, 'execute'>;
  readonly scheduleJob: Pick<ScheduleJob, 'execute'>;
  readonly archiveJob: Pick<ArchiveJob, 'execute'>;
  readonly republishJob: Pick<RepublishJob, 'execute'>;
  readonly duplicateJob: Pick<DuplicateJob, 'execute'>;
  readonly reviewJob: Pick<ReviewJob, 'execute'>;
  readonly previewJob: Pick<PreviewJob, 'execute'>;
}

export function jobPostingGraphqlPart(deps: JobPostingApiDeps): GraphqlPart {
  return {
    typeDefs: jobPostingTypeDefs,
    resolvers: {
      Query: {
        async jobWizardOptions(_, _args, ctx) {
          const result = await deps.getJobWizardOptions.execute(undefined, ctx.requestContext);
          if (!result.ok) return { errorCode: result.code, organizations: [], terms: [], review: 'edits', staff: false, toolbar: [] };
          const locale = ctx.requestContext.locale;
          return {
            errorCode: null,
            organizations: result.value.organizations.map((o) => ({ ...o })),
            terms: result.value.terms.map((t) => ({ id: t.id, vocabulary: t.vocabulary, label: t.label[locale] ?? t.label.de })),
            review: result.value.review,
            staff: result.value.staff,
            toolbar: [...result.value.toolbar],
          };
        },

        async editableJob(_, args, ctx) {
          const { id: jobId } = parseArgs(z.object({ id: z.string().max(20) }), args);
          const result = await deps.getEditableJob.execute({ id: jobId }, ctx.requestContext);
          if (!result.ok) return { job: null, errorCode: result.code };
          const job: EditableJob = result.value;
          return { job: postingDto(job.posting, job.workflowState, job.actions), errorCode: null };
        },

        async jobPreview(_, args, ctx) {
          const { id: jobId } = parseArgs(z.object({ id: z.string().max(20) }), args);
          const result = await deps.previewJob.execute({ id: jobId }, ctx.requestContext);
          return result.ok ? { job: toJobPosting(result.value.job, ctx.requestContext.locale), expired: result.value.expired } : null;
        },

        async managedJobs(_, args, ctx) {
          const input = parseArgs(ManagedArgs, args);
          const result = await deps.listManagedJobs.execute(
            { search: input.search ?? null, state: input.state ?? null, page: input.page, reviewQueue: input.reviewQueue ?? false },
            ctx.requestContext,
          );
          if (!result.ok) return { errorCode: result.code, total: 0, page: input.page, pageSize: 0, items: [] };
          return {
            errorCode: null,
            total: result.value.total,
            page: result.value.page,
            pageSize: result.value.pageSize,
            items: result.value.items.map((item: ManagedJob) => ({
              job: postingDto(item.posting, item.workflowState, item.actions),
              views: item.views,
              applications: item.applications,
            })),
          };
        },
      },

      Mutation: {
        async saveJob(_, args, ctx) {
          if (!signedIn(ctx)) return outcome({ ok: false, code: 'UNAUTHENTICATED', problems: [] });
          const input = parseArgs(SaveArgs, args);
          const content: JobPostingContent = input.input;
          const save = {
            content,
            file: await uploaded(input.file),
            logo: await uploaded(input.logo),
            removeLogo: input.removeLogo ?? false,
          };
          const result = input.id
            ? await deps.updateJob.execute({ ...save, id: input.id }, ctx.requestContext)
            : await deps.createJob.execute(save, ctx.requestContext);
          return outcome(result);
        },

        async jobWorkflow(_, args, ctx) {
          const input = parseArgs(WorkflowArgs, args);
          const rc = ctx.requestContext;
          switch (input.action) {
            case 'PUBLISH':
              return outcome(await deps.publishJob.execute({ id: input.id }, rc));
            case 'SCHEDULE':
              return outcome(await deps.scheduleJob.execute({ id: input.id, publishAt: input.publishAt ?? '' }, rc));
            case 'ARCHIVE':
              return outcome(await deps.archiveJob.execute({ id: input.id }, rc));
            case 'REPUBLISH':
              return outcome(await deps.republishJob.execute({ id: input.id }, rc));
            case 'DUPLICATE':
              return outcome(await deps.duplicateJob.execute({ id: input.id }, rc));
            case 'APPROVE':
              return outcome(await deps.reviewJob.execute({ id: input.id, decision: 'approve' }, rc));
            case 'REJECT':
              return outcome(await deps.reviewJob.execute({ id: input.id, decision: 'reject', reason: input.reason ?? null }, rc));
          }
        },
      },
    },
  };
}
