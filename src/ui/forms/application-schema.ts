import { z } from 'zod';
import { APPLICATION_LIMITS, IDEMPOTENCY_KEY } from '../../domain/applications/application-input';
import type { QualifyingQuestion } from '../../domain/applications/application-settings';
import { MAX_ATTACHMENT_BYTES } from '../../domain/files/attachment-policy';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/*
 * The application form's zod schema, shared by the browser (react-hook-form) and the submit route (the
 * edge check before the platform). Messages are i18n keys (`applications.errors.*`); the platform's own
 * rules (domain/applications/application-input.ts) stay the authority.
 */

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()/.-]{3,40}$/;
const E = (code: string) => `applications.errors.${code}`;

const required = (max: number) => z.string().trim().min(1, E('REQUIRED')).max(max, E('TOO_LONG'));
const optional = (max: number) => z.string().trim().max(max, E('TOO_LONG'));

export interface ApplicationRequirements {
  readonly requireCoverLetter: boolean;
  readonly requireQuestions: boolean;
  readonly requireCv: boolean;
  readonly questions: readonly QualifyingQuestion[];
}

export const basicInfoSchema = z.object({
  firstName: required(APPLICATION_LIMITS.nameMax),
  lastName: required(APPLICATION_LIMITS.nameMax),
  email: required(APPLICATION_LIMITS.emailMax).regex(MAIL, E('INVALID')),
  phone: optional(APPLICATION_LIMITS.phoneMax).refine((v) => v === '' || PHONE.test(v), E('PHONE_INVALID')),
});

export const answersSchema = (r: Pick<ApplicationRequirements, 'questions' | 'requireQuestions'>) =>
  z.object(
    Object.fromEntries(
      r.questions.map((q) => {
        const base: z.ZodType<string> =
          q.kind === 'yes_no' ? z.enum(['yes', 'no', ''], { message: E('INVALID') }) : optional(APPLICATION_LIMITS.answerMax);
        return [q.id, r.requireQuestions ? base.refine((v) => v.trim() !== '', E('REQUIRED')) : base];
      }),
    ),
  );

/** Files as the browser holds them: at most 10, each at most 50 MB (the type is checked by content on the platform). */
export const filesSchema = (requireCv: boolean) =>
  z
    .array(z.custom<File>((f) => typeof File !== 'undefined' && f instanceof File))
    .max(APPLICATION_LIMITS.maxFiles, E('TOO_MANY_FILES'))
    .refine((files) => files.every((f) => f.size <= MAX_ATTACHMENT_BYTES), E('FILE_TOO_LARGE_ANY'))
    .refine((files) => !requireCv || files.length > 0, E('CV_REQUIRED'));

export const coverLetterSchema = (requireCoverLetter: boolean) =>
  requireCoverLetter ? required(APPLICATION_LIMITS.coverLetterMax) : optional(APPLICATION_LIMITS.coverLetterMax);

export const consentSchema = z.boolean().refine((v) => v, E('CONSENT_REQUIRED'));

/** The whole form (standard page, and the quick-apply review before it is sent). */
export const applicationSchema = (r: ApplicationRequirements) =>
  basicInfoSchema.extend({
    coverLetter: coverLetterSchema(r.requireCoverLetter),
    answers: answersSchema(r),
    files: filesSchema(r.requireCv),
    privacyConsent: consentSchema,
  });

export type ApplicationValues = z.input<ReturnType<typeof applicationSchema>>;

/** The hidden fields every submit carries besides the values. */
export const submitEnvelopeSchema = z.object({
  csrfToken: z.string().min(1).max(200),
  jobId: z.string().regex(ENTITY_ID),
  slug: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[a-z0-9-]+$/),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY),
  flow: z.enum(['form', 'quick']).default('form'),
});

/** A fresh idempotency key for one filled-in form (crypto.randomUUID is in every browser we serve and in Node). */
export const newIdempotencyKey = (): string => crypto.randomUUID().replace(/-/g, '');
