import type { BoardContext } from '../../../application/board/board-context';
import type { SubmissionError } from '../../../application/board/applications/application-gateway.port';
import { APPLICATION_LIMITS } from '../../../domain/applications/application-input';
import { detectAttachmentType, MAX_ATTACHMENT_BYTES } from '../../../domain/files/attachment-policy';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { submitEnvelopeSchema } from '../../forms/application-schema';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { applicationTypedFields } from '../../forms/application-typed-values';
import { typedValuesCookie } from '../typed-values.server';
import { type FormPost, type FormProblem, formAnswer, readPost, refusalAnswer, type RefusalCodes, wantsJson } from '../form-post.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/** An application's body: ten files at their limit, the text fields, and room for the parts' headers. */
export const APPLICATION_BODY_LIMITS: SpoolLimits = {
  maxBodyBytes: APPLICATION_LIMITS.maxFiles * MAX_ATTACHMENT_BYTES + 1024 * 1024,
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  maxFiles: APPLICATION_LIMITS.maxFiles,
  // The cover letter's characters, in UTF-8 at worst.
  maxFieldBytes: 4 * APPLICATION_LIMITS.coverLetterMax,
  maxFields: 100,
};

/** The reader's refusals in the apply pages' words (applications.errors.*). */
const APPLY_CODES: Partial<RefusalCodes> = { 'content-type': 'INVALID_REQUEST', unreadable: 'INVALID_REQUEST', session: 'CSRF' };

type Envelope = { readonly locale: Locale; readonly slug: string | null; readonly flow: 'form' | 'quick' };

/** `?errors=field.code.detail,…` for the form page after a post without JavaScript. */
export const encodeErrors = (errors: readonly (FormProblem | SubmissionError)[]): string =>
  errors.map((e) => [e.field ?? '_', e.code, 'detail' in e && e.detail ? encodeURIComponent(e.detail) : ''].join('.')).join(',');

const localeOf = (b: Board, value: string | undefined): Locale =>
  isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale;

/** Where the form was, from the fields read so far (only a slug of the form's own shape leads anywhere but home). */
function envelopeOf(b: Board, fields: ReadonlyArray<readonly [string, string]>): Envelope {
  const value = (name: string) => fields.find(([key]) => key === name)?.[1];
  const slug = value('slug');
  return {
    locale: localeOf(b, value('locale')),
    slug: slug && /^[a-z0-9-]{1,300}$/.test(slug) ? slug : null,
    flow: value('flow') === 'quick' ? 'quick' : 'form',
  };
}

/** The form's page, with the problems for a plain post (home when the form is not known). */
function formPage(b: Board, envelope: Envelope, errors: readonly (FormProblem | SubmissionError)[] = []): string {
  const { locale, slug, flow } = envelope;
  if (!slug) return pagePath(b.site, locale, '/');
  const path = pagePath(b.site, locale, flow === 'quick' ? `/job/${slug}/quick-apply/basic-info` : `/job/${slug}/apply`);
  return errors.length > 0 ? `${path}?errors=${encodeURIComponent(encodeErrors(errors))}` : path;
}

/** What a plain form comes back with when it is refused: its text fields, for the form's page (never a file). */
const typedApplicationCookie = (fields: ReadonlyArray<readonly [string, string]>, request: Request): string =>
  typedValuesCookie('application', applicationTypedFields(fields), new URL(request.url));

const attachmentHead = (_field: string, head: Uint8Array): boolean => detectAttachmentType(head) !== null;

/**
 * `POST /api/applications/submit` — the application form (standard and quick apply), multipart with the
 * files, with or without JavaScript. Same-origin and double-submit CSRF checks, the envelope and file
 * sizes checked here, everything else by the platform (one transaction, idempotent by the form's key).
 */
export async function handleSubmit(request: Request, b: Board): Promise<Response> {
  const read = await readPost(request, b, { accepts: ['multipart'], limits: APPLICATION_BODY_LIMITS, acceptsHead: attachmentHead });
  if (!read.ok) {
    const envelope = envelopeOf(b, read.refusal.fields);
    // A refused file goes back to the form with its name, anything else too; a plain form with what was typed.
    const json = wantsJson(request);
    return refusalAnswer(json, read.refusal, (problem) => formPage(b, envelope, [problem]), APPLY_CODES, {
      // Another site's post gets nothing back: it must not fill this visitor's form.
      cookies: json || read.refusal.problem === 'cross-site' ? [] : [typedApplicationCookie(read.refusal.fields, request)],
    });
  }
  const { post } = read;
  try {
    return await submit(request, b, post);
  } finally {
    await post.dispose();
  }
}

async function submit(request: Request, b: Board, form: FormPost): Promise<Response> {
  const json = wantsJson(request, form);
  const envelope = submitEnvelopeSchema.safeParse({
    csrfToken: form.get('csrfToken'),
    jobId: form.get('jobId'),
    slug: form.get('slug'),
    idempotencyKey: form.get('idempotencyKey'),
    flow: form.get('flow') || undefined,
  });
  const locale = localeOf(b, form.get('locale'));
  if (!envelope.success)
    return formAnswer(json, {
      ok: false,
      status: 400,
      url: pagePath(b.site, locale, '/'),
      errors: [{ field: null, code: 'INVALID_REQUEST' }],
    });
  const { jobId, slug, idempotencyKey, flow } = envelope.data;
  const back = (status: number, errors: readonly (FormProblem | SubmissionError)[]) =>
    formAnswer(
      json,
      { ok: false, status, url: formPage(b, { locale, slug, flow }, errors), errors },
      json ? {} : { cookies: [typedApplicationCookie(form.entries(), request)] },
    );

  const answers: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (key.startsWith('answers.')) answers[key.slice('answers.'.length, 'answers.'.length + 32)] = value;
  const ctx: BoardContext = boardContextOf(b, request.headers, locale);
  try {
    const files = await Promise.all(form.files.filter((f) => f.field === 'files').map((f) => form.fileOf(f)));
    const result = await b.sendApplication.execute(
      {
        jobId,
        submission: {
          firstName: form.get('firstName'),
          lastName: form.get('lastName'),
          email: form.get('email'),
          phone: form.get('phone'),
          coverLetter: form.get('coverLetter'),
          answers,
          privacyConsent: ['on', 'true'].includes(form.get('privacyConsent')),
          idempotencyKey,
          origin: publicOrigin(b.site, request.url),
          files,
          withResumePdf: ['on', 'true'].includes(form.get('attachResume')),
        },
      },
      ctx,
    );
    if (result.ok) {
      const success = pagePath(b.site, locale, flow === 'quick' ? `/job/${slug}/quick-apply/success` : `/job/${slug}/apply`);
      return formAnswer(json, { ok: true, url: flow === 'quick' ? success : `${success}?sent=1` });
    }
    return back(422, result.errors);
  } catch (error) {
    // The platform said BUSY (all its upload slots taken) or could not answer: the applicant sends again.
    if (error instanceof Error && (error as { status?: unknown }).status === 503) return back(503, [{ field: null, code: 'BUSY' }]);
    b.logger.error({ err: error, requestId: ctx.requestId }, 'application submit failed');
    return back(500, [{ field: null, code: 'Default' }]);
  }
}

/** `POST /api/applications/status` — a recruiter moves an application (form post, CSRF-checked). */
export async function handleStatusChange(request: Request, b: Board): Promise<Response> {
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const envelope = envelopeOf(b, read.refusal.fields);
    return refusalAnswer(wantsJson(request), read.refusal, (p) => `${pagePath(b.site, envelope.locale, '/dashboard')}?error=${p.code}`, {
      ...APPLY_CODES,
      session: 'FORBIDDEN',
    });
  }
  const form = read.post;
  const json = wantsJson(request, form);
  const locale = localeOf(b, form.get('locale'));
  const id = form.get('applicationId');
  if (!isEntityId(id))
    return formAnswer(json, {
      ok: false,
      status: 400,
      url: pagePath(b.site, locale, '/dashboard'),
      errors: [{ field: null, code: 'INVALID_REQUEST' }],
    });
  const page = pagePath(b.site, locale, `/application/${id}`);
  const result = await b.moveApplication.execute(
    { id, status: form.get('status').slice(0, 32) },
    boardContextOf(b, request.headers, locale),
  );
  if (result.ok) return formAnswer(json, { ok: true, url: `${page}?notice=statusChanged` });
  return formAnswer(json, {
    ok: false,
    status: result.code === 'NOT_FOUND' ? 404 : 422,
    url: `${page}?error=${encodeURIComponent(result.code)}`,
    errors: [{ field: null, code: result.code }],
  });
}
