import { z } from 'zod';
import type { ChangeApplicationStatus } from '../../../../application/platform/applications/change-application-status.use-case';
import type { GetApplication } from '../../../../application/platform/applications/get-application.use-case';
import type { GetApplicationForm } from '../../../../application/platform/applications/get-application-form.use-case';
import type { ListJobApplications } from '../../../../application/platform/applications/list-job-applications.use-case';
import type { ListMyApplications } from '../../../../application/platform/applications/list-my-applications.use-case';
import type { SubmitApplication } from '../../../../application/platform/applications/submit-application.use-case';
import { nextStatuses, type Application, type ApplicationSummary, type MyApplication } from '../../../../domain/applications/application';
import { APPLICATION_LIMITS } from '../../../../domain/applications/application-input';
import { publicOrigin } from '../../../../domain/site/public-origin';
import { applicationsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { expectedError, signInRequired } from '../expected-error';
import { stagedFileOf } from '../staged-uploads';
import { parseArgs, signedIn } from './validation';

const id = z.string().max(20);
// Lengths are the use case's to judge (it answers REQUIRED / TOO_LONG per field); these bounds only keep
// absurd bodies away.
const text = (max: number) => z.string().max(max * 2);

const SubmitArgs = z.object({
  jobId: id,
  input: z.object({
    firstName: text(APPLICATION_LIMITS.nameMax),
    lastName: text(APPLICATION_LIMITS.nameMax),
    email: text(APPLICATION_LIMITS.emailMax),
    phone: text(APPLICATION_LIMITS.phoneMax).nullish(),
    coverLetter: text(APPLICATION_LIMITS.coverLetterMax).nullish(),
    answers: z
      .array(z.object({ questionId: z.string().max(32), value: text(APPLICATION_LIMITS.answerMax) }))
      .max(50)
      .nullish(),
    privacyConsent: z.boolean(),
    idempotencyKey: z.string().max(64),
    origin: z.string().max(300).nullish(),
    attachResume: z.boolean().nullish(),
  }),
  files: z
    .array(z.instanceof(Blob))
    .max(APPLICATION_LIMITS.maxFiles, `at most ${APPLICATION_LIMITS.maxFiles} files per application`)
    .nullish(),
});
const IdArgs = z.object({ id });
const JobArgs = z.object({ jobId: id });
const StatusArgs = z.object({ id, status: z.string().max(32) });

const jobRef = (a: { jobId: string; jobTitle: string; jobSlug: string; organizationName: string }) => ({
  id: a.jobId,
  title: a.jobTitle,
  slug: a.jobSlug,
  organizationName: a.organizationName,
});
const summaryDto = (s: ApplicationSummary) => ({
  id: s.id,
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  status: s.status,
  createdAt: s.createdAt,
  fileCount: s.fileCount,
});
const applicationDto = (a: Application, manageable: boolean) => ({
  ...summaryDto(a),
  job: jobRef(a),
  phone: a.phone,
  coverLetter: a.coverLetter,
  answers: a.answers,
  manageable,
  nextStatuses: manageable ? nextStatuses(a.status) : [],
  statusChangedAt: a.statusChangedAt,
  files: a.files,
});
const myDto = (m: MyApplication) => ({ id: m.id, job: jobRef(m), status: m.status, createdAt: m.createdAt });

export interface ApplicationsApiDeps {
  readonly getApplicationForm: Pick<GetApplicationForm, 'execute'>;
  readonly submitApplication: Pick<SubmitApplication, 'execute'>;
  readonly listJobApplications: Pick<ListJobApplications, 'execute'>;
  readonly getApplication: Pick<GetApplication, 'execute'>;
  readonly changeApplicationStatus: Pick<ChangeApplicationStatus, 'execute'>;
  readonly listMyApplications: Pick<ListMyApplications, 'execute'>;
}

/** The applications slice of the platform API: zod at the edge, the use cases decide (and authorize). */
export function applicationsGraphqlPart(deps: ApplicationsApiDeps): GraphqlPart {
  return {
    typeDefs: applicationsTypeDefs,
    resolvers: {
      Query: {
        async applicationForm(_, args, ctx) {
          const { jobId } = parseArgs(JobArgs, args);
          const result = await deps.getApplicationForm.execute({ jobId }, ctx.requestContext);
          return result.ok ? result.value : null;
        },
        async jobApplications(_, args, ctx) {
          const { jobId } = parseArgs(JobArgs, args);
          const result = await deps.listJobApplications.execute({ jobId }, ctx.requestContext);
          return result.ok ? { job: result.value.job, items: result.value.items.map(summaryDto) } : null;
        },
        async application(_, args, ctx) {
          const parsed = parseArgs(IdArgs, args);
          const result = await deps.getApplication.execute({ id: parsed.id }, ctx.requestContext);
          return result.ok ? applicationDto(result.value.application, result.value.manageable) : null;
        },
        async myApplications(_, _args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          return (await deps.listMyApplications.execute(undefined, ctx.requestContext)).map(myDto);
        },
      },
      Mutation: {
        async submitApplication(_, args, ctx) {
          const { jobId, input, files } = parseArgs(SubmitArgs, args);
          const uploads = (files ?? []).map((file) => {
            const staged = stagedFileOf(file);
            if (!staged) throw expectedError('BAD_REQUEST', 'Files must be sent as multipart request parts.', 400);
            return { name: staged.name, size: staged.size, head: staged.head, stagedId: staged.id };
          });
          const outcome = await deps.submitApplication.execute(
            {
              jobId,
              origin: publicOrigin(ctx.site, input.origin ?? ctx.request.url),
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              phone: input.phone ?? '',
              coverLetter: input.coverLetter ?? '',
              answers: Object.fromEntries((input.answers ?? []).map((a) => [a.questionId, a.value])),
              privacyConsent: input.privacyConsent,
              idempotencyKey: input.idempotencyKey,
              files: uploads,
              attachResume: input.attachResume === true,
            },
            ctx.requestContext,
          );
          if (outcome.ok) return { applicationId: outcome.value.applicationId, duplicate: outcome.value.duplicate, errors: [] };
          const errors =
            outcome.code === 'INVALID'
              ? outcome.errors.map((e) => ({ field: e.field, code: e.code, detail: e.detail ?? null }))
              : [{ field: null, code: outcome.code, detail: null }];
          return { applicationId: null, duplicate: false, errors };
        },
        async changeApplicationStatus(_, args, ctx) {
          const parsed = parseArgs(StatusArgs, args);
          const result = await deps.changeApplicationStatus.execute({ id: parsed.id, status: parsed.status }, ctx.requestContext);
          return result.ok ? { status: result.value.status, errors: [] } : { status: null, errors: [result.code] };
        },
      },
    },
  };
}
