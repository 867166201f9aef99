import { z } from 'zod';
import type { AddMyResumeAttachments } from '../../../../application/platform/resumes/add-my-resume-attachments.use-case';
import type { ChangeMyResumeAttachment } from '../../../../application/platform/resumes/change-my-resume-attachment.use-case';
import type { ChangeMyResumePicture } from '../../../../application/platform/resumes/change-my-resume-picture.use-case';
import type { ListMyResumeAttachments } from '../../../../application/platform/resumes/list-my-resume-attachments.use-case';
import type { ResumeAttachment } from '../../../../application/platform/resumes/resume-attachment-repository.port';
import type { GetResumeOptions } from '../../../../application/platform/resumes/get-resume-options.use-case';
import type { GetResume } from '../../../../application/platform/resumes/get-resume.use-case';
import type { OwnResumeView } from '../../../../application/platform/resumes/resume-view';
import type { SearchResumeOrganizations } from '../../../../application/platform/resumes/search-resume-organizations.use-case';
import type { ResumeChanges, UpdateMyResume } from '../../../../application/platform/resumes/update-my-resume.use-case';
import { LANGUAGE_LEVELS } from '../../../../domain/job/job-details';
import { CAREER_STATUSES, RESUME_VISIBILITIES, SALARY_UNITS, SALUTATIONS, type ResumeContent } from '../../../../domain/resume/resume';
import { MAX_ATTACHMENT_NAME, MAX_RESUME_ATTACHMENTS, resumeAttachmentUrl } from '../../../../domain/resume/resume-attachments';
import { resumePictureUrl } from '../../../../domain/resume/resume-picture';
import { RESUME_LANGUAGES } from '../../../../domain/resume/resume-languages';
import { RESUME_LIMITS } from '../../../../domain/resume/resume-rules';
import { translate } from '../../../../domain/shared/locale';
import { expectedError, signInRequired } from '../expected-error';
import { resumesTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { stagedFileOf } from '../staged-uploads';
import { parseArgs, signedIn } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

/*
 * Edge bounds only: generous caps against abuse (a list a little past its limit still reaches the domain,
 * whose rules answer TOO_MANY field by field with the limit in the message).
 */
const text = (max: number) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .transform((v) => v.trim());
const short = text(1000);
const rich = z.string().max(200_000);
const optional = <T extends z.ZodTypeAny>(t: T) => t.nullish().transform((v) => v ?? null);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));
const termId = optional(z.string().regex(ENTITY_ID, 'must be a term id'));
const period = z.object({ start: text(10), end: optionalText(10) });
const list = <T extends z.ZodTypeAny>(t: T, max: number) => z.array(t).max(max + 50);

const PersonalInfo = z.object({
  salutation: optional(z.enum(SALUTATIONS)),
  firstName: short,
  lastName: short,
  phone: text(100),
  birthday: optionalText(20),
  homeLocation: short,
  about: rich,
});
const JobPreferences = z.object({
  title: short,
  desiredOccupationId: termId,
  employmentTypeId: termId,
  desiredLocation: short,
  desiredSalary: optional(z.object({ min: optional(z.number()), max: optional(z.number()), unit: z.enum(SALARY_UNITS) })),
  careerStatus: optional(z.enum(CAREER_STATUSES)),
  availableStart: optionalText(20),
  availabilityPeriods: list(z.object({ from: text(20), until: optionalText(20) }), RESUME_LIMITS.availabilityPeriods),
});
const Education = z.object({
  id: optional(z.string().max(20)),
  institution: short,
  degreeLevelId: termId,
  fieldOfStudyId: termId,
  studyProgram: short,
  location: short,
  period,
  summary: rich,
});
const Work = z.object({
  id: optional(z.string().max(20)),
  jobTitle: short,
  occupationId: termId,
  employmentTypeId: termId,
  companyName: short,
  location: short,
  period,
  summary: rich,
});
const UpdateArgs = z.object({
  input: z.object({
    personalInfo: PersonalInfo.nullish(),
    jobPreferences: JobPreferences.nullish(),
    education: list(Education, RESUME_LIMITS.education).nullish(),
    workExperience: list(Work, RESUME_LIMITS.workExperience).nullish(),
    languages: z
      .object({
        languages: list(z.object({ code: text(10), level: optional(z.enum(LANGUAGE_LEVELS)) }), RESUME_LIMITS.languages),
        languagesFree: list(short, RESUME_LIMITS.languagesFree),
        languageNotes: text(10_000),
      })
      .nullish(),
    skills: z
      .object({ skills: list(short, RESUME_LIMITS.skills), skillsFree: list(short, RESUME_LIMITS.skills), skillsNotes: text(10_000) })
      .nullish(),
    visibility: z.enum(RESUME_VISIBILITIES).nullish(),
    blockedOrganizationIds: list(z.string().max(20), RESUME_LIMITS.blockedOrganizations).nullish(),
    completed: z.boolean().nullish(),
  }),
});
const OwnerArgs = z.object({ ownerId: z.string().regex(ENTITY_ID, 'must be a user id') });
const SearchArgs = z.object({ search: z.string().max(200) });

type UpdateInput = z.infer<typeof UpdateArgs>['input'];

function toChanges(input: UpdateInput): ResumeChanges {
  return {
    ...(input.personalInfo ? { personalInfo: input.personalInfo } : {}),
    ...(input.jobPreferences
      ? {
          jobPreferences: {
            ...input.jobPreferences,
            desiredSalary: input.jobPreferences.desiredSalary ? { ...input.jobPreferences.desiredSalary, currency: 'EUR' as const } : null,
          },
        }
      : {}),
    ...(input.education ? { education: input.education.map((e) => ({ ...e, id: e.id ?? '' })) } : {}),
    ...(input.workExperience ? { workExperience: input.workExperience.map((e) => ({ ...e, id: e.id ?? '' })) } : {}),
    ...(input.languages ? { languages: input.languages } : {}),
    ...(input.skills ? { skills: input.skills } : {}),
    ...(input.visibility ? { visibility: input.visibility } : {}),
    ...(input.blockedOrganizationIds ? { blockedOrganizationIds: input.blockedOrganizationIds } : {}),
    ...(input.completed ? { completed: true } : {}),
  };
}

const toContent = (c: ResumeContent) => ({
  ...c,
  personalInfo: {
    ...c.personalInfo,
    hasPicture: c.personalInfo.picture !== null,
    pictureUrl: c.personalInfo.picture ? resumePictureUrl(c.personalInfo.picture) : null,
  },
});

export const toOwnResume = (view: OwnResumeView) => ({
  ownerId: view.resume.ownerId,
  visibility: view.resume.visibility,
  blockedOrganizations: view.blockedOrganizations,
  completedAt: view.resume.completedAt,
  updatedAt: view.resume.updatedAt,
  content: toContent(view.resume),
  anonymous: toContent(view.anonymous),
  completeness: view.completeness,
});

export interface ResumesApiDeps {
  readonly getResume: Pick<GetResume, 'execute'>;
  readonly updateMyResume: Pick<UpdateMyResume, 'execute'>;
  readonly getResumeOptions: Pick<GetResumeOptions, 'execute'>;
  readonly searchResumeOrganizations: Pick<SearchResumeOrganizations, 'execute'>;
  readonly changeMyResumePicture: Pick<ChangeMyResumePicture, 'execute'>;
  readonly listMyResumeAttachments: Pick<ListMyResumeAttachments, 'execute'>;
  readonly addMyResumeAttachments: Pick<AddMyResumeAttachments, 'execute'>;
  readonly changeMyResumeAttachment: Pick<ChangeMyResumeAttachment, 'execute'>;
}

const PictureArgs = z.object({ file: z.instanceof(Blob) });
// A little past the box's limit still reaches the domain, which answers TOO_MANY_FILES with the limit.
const AttachmentFilesArgs = z.object({ files: z.array(z.instanceof(Blob)).max(MAX_RESUME_ATTACHMENTS + 1) });
const AttachmentIdArgs = z.object({ id: z.string().max(64) });
const AttachmentRenameArgs = AttachmentIdArgs.extend({ name: z.string().max(MAX_ATTACHMENT_NAME * 4) });

const toAttachment = (a: ResumeAttachment) => ({ ...a, url: resumeAttachmentUrl(a.id) });
const attachmentsAnswer = (
  result:
    | { ok: true; attachments: readonly ResumeAttachment[] }
    | { ok: false; code: string; errors?: readonly { code: string; detail?: string }[] },
) => {
  if (result.ok) return { errors: [], attachments: result.attachments.map(toAttachment) };
  if (result.errors)
    return { errors: result.errors.map((e) => ({ field: 'attachments', code: e.code, detail: e.detail ?? null })), attachments: null };
  return {
    errors: [{ field: result.code === 'UNAUTHENTICATED' ? null : 'attachments', code: result.code, detail: null }],
    attachments: null,
  };
};

/** Resumes: guests' and strangers' reads answer null; refused writes come back in `errors`. */
export function resumesGraphqlPart(deps: ResumesApiDeps): GraphqlPart {
  return {
    typeDefs: resumesTypeDefs,
    resolvers: {
      Query: {
        async myResume(_, __, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const result = await deps.getResume.execute({}, ctx.requestContext);
          return result.ok ? toOwnResume(result.value) : null;
        },
        async resumeOf(_, args, ctx) {
          const result = await deps.getResume.execute(parseArgs(OwnerArgs, args), ctx.requestContext);
          return result.ok ? toOwnResume(result.value) : null;
        },
        async resumeOptions(_, __, ctx) {
          const locale = ctx.requestContext.locale;
          const terms = await deps.getResumeOptions.execute();
          return {
            terms: terms.map((t) => ({ id: t.id, vocabulary: t.vocabulary, label: translate(t.label, locale) })),
            languages: Object.entries(RESUME_LANGUAGES).map(([code, label]) => ({
              id: code,
              vocabulary: 'language',
              label: translate(label, locale),
            })),
          };
        },
        async resumeOrganizations(_, args, ctx) {
          return deps.searchResumeOrganizations.execute(parseArgs(SearchArgs, args), ctx.requestContext);
        },
        async myResumeAttachments(_, __, ctx) {
          return (await deps.listMyResumeAttachments.execute(ctx.requestContext)).map(toAttachment);
        },
      },
      Mutation: {
        async updateMyResume(_, args, ctx) {
          const { input } = parseArgs(UpdateArgs, args);
          const result = await deps.updateMyResume.execute(toChanges(input), ctx.requestContext);
          if (result.ok) return { errors: [], resume: toOwnResume(result.value) };
          if (result.code === 'INVALID') return { errors: result.errors.map((e) => ({ field: e.field, code: e.problem })), resume: null };
          return { errors: [{ field: null, code: result.code }], resume: null };
        },
        async setMyResumePicture(_, args, ctx) {
          const staged = stagedFileOf(parseArgs(PictureArgs, args).file);
          if (!staged) throw expectedError('BAD_REQUEST', 'The file must be sent as a multipart request part.', 400);
          const result = await deps.changeMyResumePicture.execute(
            { file: { size: staged.size, head: staged.head, stagedId: staged.id, localPath: staged.path } },
            ctx.requestContext,
          );
          if (result.ok) return { errors: [], resume: toOwnResume(result.value) };
          return { errors: [{ field: result.code === 'UNAUTHENTICATED' ? null : 'picture', code: result.code }], resume: null };
        },
        async addMyResumeAttachments(_, args, ctx) {
          const files = parseArgs(AttachmentFilesArgs, args).files.map((blob) => {
            const staged = stagedFileOf(blob);
            if (!staged) throw expectedError('BAD_REQUEST', 'Files must be sent as multipart request parts.', 400);
            return { name: staged.name, size: staged.size, head: staged.head, stagedId: staged.id };
          });
          return attachmentsAnswer(await deps.addMyResumeAttachments.execute({ files }, ctx.requestContext));
        },
        async renameMyResumeAttachment(_, args, ctx) {
          const { id, name } = parseArgs(AttachmentRenameArgs, args);
          return attachmentsAnswer(await deps.changeMyResumeAttachment.execute({ id, rename: name }, ctx.requestContext));
        },
        async removeMyResumeAttachment(_, args, ctx) {
          const { id } = parseArgs(AttachmentIdArgs, args);
          return attachmentsAnswer(await deps.changeMyResumeAttachment.execute({ id, remove: true }, ctx.requestContext));
        },
        async removeMyResumePicture(_, __, ctx) {
          const result = await deps.changeMyResumePicture.execute({ remove: true }, ctx.requestContext);
          if (result.ok) return { errors: [], resume: toOwnResume(result.value) };
          return { errors: [{ field: null, code: result.code }], resume: null };
        },
      },
    },
  };
}
