import { z } from 'zod';
import type { ConfirmResumeImport } from '../../../../application/platform/resumes/confirm-resume-import.use-case';
import type { GetResumeImport } from '../../../../application/platform/resumes/get-resume-import.use-case';
import type { ImportResumeCv } from '../../../../application/platform/resumes/import-resume-cv.use-case';
import type { StoredResumeImport } from '../../../../application/platform/resumes/resume-import-repository.port';
import { LANGUAGE_LEVELS } from '../../../../domain/job/job-details';
import { RESUME_LIMITS } from '../../../../domain/resume/resume-rules';
import { expectedError, signInRequired } from '../expected-error';
import { resumeImportsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { stagedFileOf } from '../staged-uploads';
import { toOwnResume } from './resumes.resolver';
import { parseArgs, signedIn } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

/* Edge bounds against abuse; the resume's rules decide the rest, field by field. */
const text = (max: number) =>
  z
    .string()
    .max(max, `at most ${max} characters`)
    .transform((v) => v.trim());
const short = text(1000);
const termId = z
  .string()
  .regex(ENTITY_ID, 'must be a term id')
  .nullish()
  .transform((v) => v ?? null);
const period = z.object({
  start: text(10),
  end: z
    .string()
    .max(10)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});
const IdArgs = z.object({ id: z.string().regex(ENTITY_ID, 'must be an import id') });
const ImportArgs = z.object({ file: z.instanceof(Blob) });
const ConfirmArgs = IdArgs.extend({
  proposal: z.object({
    firstName: short,
    lastName: short,
    email: text(320),
    phone: text(100),
    workExperience: z
      .array(z.object({ jobTitle: short, companyName: short, location: short, period, occupationId: termId }))
      .max(RESUME_LIMITS.workExperience + 50),
    education: z
      .array(z.object({ institution: short, studyProgram: short, location: short, period, degreeLevelId: termId, fieldOfStudyId: termId }))
      .max(RESUME_LIMITS.education + 50),
    languages: z
      .array(
        z.object({
          code: text(10),
          level: z
            .enum(LANGUAGE_LEVELS)
            .nullish()
            .transform((v) => v ?? null),
        }),
      )
      .max(RESUME_LIMITS.languages + 50),
    skills: z.array(short).max(RESUME_LIMITS.skills + 50),
  }),
});

const importDto = (i: StoredResumeImport) => ({
  id: i.id,
  fileName: i.fileName,
  contentType: i.contentType,
  size: i.size,
  createdAt: i.createdAt,
  confirmedAt: i.confirmedAt,
  proposal: i.proposal,
});

export interface ResumeImportsApiDeps {
  readonly importResumeCv: Pick<ImportResumeCv, 'execute'>;
  readonly getResumeImport: Pick<GetResumeImport, 'execute'>;
  readonly confirmResumeImport: Pick<ConfirmResumeImport, 'execute'>;
}

/** CV imports: reading an upload into proposals, and confirming them into the resume. */
export function resumeImportsGraphqlPart(deps: ResumeImportsApiDeps): GraphqlPart {
  return {
    typeDefs: resumeImportsTypeDefs,
    resolvers: {
      Query: {
        async myResumeImport(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const result = await deps.getResumeImport.execute(parseArgs(IdArgs, args), ctx.requestContext);
          return result.ok ? importDto(result.value) : null;
        },
      },
      Mutation: {
        async importMyResumeCv(_, args, ctx) {
          const { file } = parseArgs(ImportArgs, args);
          const staged = stagedFileOf(file);
          if (!staged) throw expectedError('BAD_REQUEST', 'The file must be sent as a multipart request part.', 400);
          const result = await deps.importResumeCv.execute(
            { file: { name: staged.name, size: staged.size, head: staged.head, stagedId: staged.id } },
            ctx.requestContext,
          );
          if (result.ok) return { import: importDto(result.value), errors: [] };
          return { import: null, errors: [{ field: result.code === 'UNAUTHENTICATED' ? null : 'file', code: result.code }] };
        },
        async confirmMyResumeImport(_, args, ctx) {
          const { id, proposal } = parseArgs(ConfirmArgs, args);
          const result = await deps.confirmResumeImport.execute({ id, proposal }, ctx.requestContext);
          if (result.ok) return { resume: toOwnResume(result.value), errors: [] };
          if (result.code === 'INVALID') return { resume: null, errors: result.errors.map((e) => ({ field: e.field, code: e.problem })) };
          return { resume: null, errors: [{ field: null, code: result.code }] };
        },
      },
    },
  };
}
