import type { BoardContext } from '../../../application/board/board-context';
import type { SubmissionError } from '../../../application/board/applications/application-gateway.port';
import { APPLICATION_LIMITS } from '../../../domain/applications/application-input';
import { MAX_ATTACHMENT_BYTES } from '../../../domain/files/attachment-policy';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Accounts } from '../../../infrastructure/di/accounts.module';
import type { Board } from '../../../infrastructure/di/board';
import { submitEnvelopeSchema } from '../../forms/application-schema';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from '../auth/auth-cookies';
import { csrfProblem, pagePath, type AuthRequest } from '../auth/auth-request.server';

/** The whole multipart body: every file at its limit plus room for the text fields. */
const MAX_BODY_BYTES = APPLICATION_LIMITS.maxFiles * MAX_ATTACHMENT_BYTES + 1024 * 1024;

type FieldError = SubmissionError | { readonly field: null; readonly code: 'CSRF' | 'INVALID_REQUEST' | 'REQUEST_TOO_LARGE' | 'Default' };

const noStore = { 'Cache-Control': 'no-store' };

interface Answer {
  readonly status: number;
  readonly ok: boolean;
  /** Where the browser goes next (success page, or back to the form). */
  readonly url: string;
  readonly errors: readonly FieldError[];
}

/**
 * `json=true` (the pages' fetch) gets the answer as JSON; a plain form post gets a 303 to its URL. Refused
 * input (422) is an ordinary answer to the page's fetch, so it comes as 200 with `ok: false`.
 */
function respond(answer: Answer, json: boolean): Response {
  if (json)
    return Response.json(
      { ok: answer.ok, url: answer.url, errors: answer.errors },
      { status: answer.status === 422 ? 200 : answer.status, headers: noStore },
    );
  return new Response(null, { status: 303, headers: { ...noStore, Location: answer.url } });
}

/** `?errors=field.code.detail,…` for the form page after a post without JavaScript. */
export const encodeErrors = (errors: readonly FieldError[]): string =>
  errors.map((e) => [e.field ?? '_', e.code, 'detail' in e && e.detail ? encodeURIComponent(e.detail) : ''].join('.')).join(',');

function contextFor(b: Board, request: Request, locale: Locale): BoardContext {
  const requestId = request.headers.get('x-request-id');
  return {
    site: b.site.key,
    locale,
    token: readCookie(request.headers.get('cookie'), SESSION_COOKIE),
    visualEditor: false,
    ...(requestId ? { requestId } : {}),
  };
}

const localeOf = (b: Board, value: FormDataEntryValue | null): Locale =>
  isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale;

const str = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The csrfProblem check of /api/auth, fed from a multipart form. */
function csrfFails(request: Request, form: FormData, accounts: Pick<Accounts, 'csrf'>): boolean {
  const req = {
    request,
    url: new URL(request.url),
    form: { csrfToken: str(form, 'csrfToken') },
    csrfCookie: readCookie(request.headers.get('cookie'), CSRF_COOKIE),
  };
  return csrfProblem(req as unknown as AuthRequest, accounts) !== null;
}

/**
 * `POST /api/applications/submit` — the application form (standard and quick apply), multipart with the
 * files, with or without JavaScript. Same-origin and double-submit CSRF checks, the envelope and file
 * sizes checked here, everything else by the platform (one transaction, idempotent by the form's key).
 */
export async function handleSubmit(request: Request, b: Board, accounts: Pick<Accounts, 'csrf'>): Promise<Response> {
  const json = new URL(request.url).searchParams.get('json') === 'true' || request.headers.get('accept') === 'application/json';
  const fallback = pagePath(b.site, b.site.defaultLocale, '/');
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES)
    return respond({ status: 413, ok: false, url: fallback, errors: [{ field: null, code: 'REQUEST_TOO_LARGE' }] }, json);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return respond({ status: 400, ok: false, url: fallback, errors: [{ field: null, code: 'INVALID_REQUEST' }] }, json);
  }
  const locale = localeOf(b, form.get('locale'));
  if (csrfFails(request, form, accounts))
    return respond({ status: 403, ok: false, url: fallback, errors: [{ field: null, code: 'CSRF' }] }, json);
  const envelope = submitEnvelopeSchema.safeParse({
    csrfToken: str(form, 'csrfToken'),
    jobId: str(form, 'jobId'),
    slug: str(form, 'slug'),
    idempotencyKey: str(form, 'idempotencyKey'),
    flow: str(form, 'flow') || undefined,
  });
  if (!envelope.success)
    return respond({ status: 400, ok: false, url: fallback, errors: [{ field: null, code: 'INVALID_REQUEST' }] }, json);
  const { jobId, slug, idempotencyKey, flow } = envelope.data;
  const formPath = pagePath(b.site, locale, flow === 'quick' ? `/job/${slug}/quick-apply/basic-info` : `/job/${slug}/apply`);
  const back = (status: number, errors: readonly FieldError[]) =>
    respond({ status, ok: false, url: `${formPath}?errors=${encodeURIComponent(encodeErrors(errors))}`, errors }, json);

  // A browser sends an empty file part when nothing was chosen: not a file.
  const files = form.getAll('files').filter((f): f is File => typeof f !== 'string' && (f.size > 0 || f.name !== ''));
  if (files.length > APPLICATION_LIMITS.maxFiles) return back(413, [{ field: 'files', code: 'TOO_MANY_FILES' }]);
  const tooLarge = files.filter((f) => f.size > MAX_ATTACHMENT_BYTES);
  if (tooLarge.length > 0)
    return back(
      413,
      tooLarge.map((f) => ({ field: 'files' as const, code: 'FILE_TOO_LARGE' as const, detail: f.name.slice(0, 200) })),
    );

  const answers: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (key.startsWith('answers.') && typeof value === 'string') answers[key.slice('answers.'.length, 'answers.'.length + 32)] = value;
  const ctx = contextFor(b, request, locale);
  try {
    const result = await b.sendApplication.execute(
      {
        jobId,
        submission: {
          firstName: str(form, 'firstName'),
          lastName: str(form, 'lastName'),
          email: str(form, 'email'),
          phone: str(form, 'phone'),
          coverLetter: str(form, 'coverLetter'),
          answers,
          privacyConsent: ['on', 'true'].includes(str(form, 'privacyConsent')),
          idempotencyKey,
          origin: publicOrigin(b.site, request.url),
          files,
        },
      },
      ctx,
    );
    if (result.ok) {
      const success = pagePath(b.site, locale, flow === 'quick' ? `/job/${slug}/quick-apply/success` : `/job/${slug}/apply`);
      return respond({ status: 200, ok: true, url: flow === 'quick' ? success : `${success}?sent=1`, errors: [] }, json);
    }
    return back(422, result.errors);
  } catch (error) {
    b.logger.error({ err: error, requestId: ctx.requestId }, 'application submit failed');
    return back(500, [{ field: null, code: 'Default' }]);
  }
}

/** `POST /api/applications/status` — a recruiter moves an application (form post, CSRF-checked). */
export async function handleStatusChange(request: Request, b: Board, accounts: Pick<Accounts, 'csrf'>): Promise<Response> {
  const json = new URL(request.url).searchParams.get('json') === 'true';
  let form: FormData;
  try {
    if (Number(request.headers.get('content-length') ?? '0') > 64 * 1024) throw new Error('too large');
    form = await request.formData();
  } catch {
    return respond(
      {
        status: 400,
        ok: false,
        url: pagePath(b.site, b.site.defaultLocale, '/dashboard'),
        errors: [{ field: null, code: 'INVALID_REQUEST' }],
      },
      json,
    );
  }
  const locale = localeOf(b, form.get('locale'));
  const id = str(form, 'applicationId');
  const page = /^\d{1,18}$/.test(id) ? pagePath(b.site, locale, `/application/${id}`) : pagePath(b.site, locale, '/dashboard');
  if (csrfFails(request, form, accounts))
    return respond({ status: 403, ok: false, url: `${page}?error=CSRF`, errors: [{ field: null, code: 'CSRF' }] }, json);
  if (!/^\d{1,18}$/.test(id))
    return respond({ status: 400, ok: false, url: page, errors: [{ field: null, code: 'INVALID_REQUEST' }] }, json);
  const ctx = contextFor(b, request, locale);
  const result = await b.moveApplication.execute({ id, status: str(form, 'status').slice(0, 32) }, ctx);
  if (result.ok) return respond({ status: 200, ok: true, url: `${page}?notice=statusChanged`, errors: [] }, json);
  return respond(
    { status: result.code === 'NOT_FOUND' ? 404 : 422, ok: false, url: `${page}?error=${encodeURIComponent(result.code)}`, errors: [] },
    json,
  );
}
