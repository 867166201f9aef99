import type { BoardContext } from '../../../application/board/board-context';
import { CONTACT_LIMITS, type ContactFieldError } from '../../../domain/contact/contact-message';
import { MAX_ATTACHMENT_BYTES } from '../../../domain/files/attachment-policy';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Accounts } from '../../../infrastructure/di/accounts.module';
import type { Board } from '../../../infrastructure/di/board';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from '../auth/auth-cookies';
import { csrfProblem, pagePath, type AuthRequest } from '../auth/auth-request.server';

/** The whole multipart body: the files together at their limit plus room for the text fields. */
const MAX_BODY_BYTES = CONTACT_LIMITS.maxTotalBytes + 1024 * 1024;

export type ContactAnswerError =
  | ContactFieldError
  | { readonly field: null; readonly code: 'CSRF' | 'INVALID_REQUEST' | 'REQUEST_TOO_LARGE' | 'Default' };

const noStore = { 'Cache-Control': 'no-store' };

/** `?errors=field.code.detail,…` for the form page after a post without JavaScript. */
export const encodeContactErrors = (errors: readonly ContactAnswerError[]): string =>
  errors.map((e) => [e.field ?? '_', e.code, 'detail' in e && e.detail ? encodeURIComponent(e.detail) : ''].join('.')).join(',');

/** The form's fields as the page sent them. */
interface PostedContactForm {
  readonly fields: FormData;
  readonly files: File[];
}

/**
 * Reads the multipart body, bounded by its declared length. Kept in one function: the form-post reader
 * that every endpoint is moving to replaces exactly this.
 */
async function readContactForm(request: Request): Promise<PostedContactForm | 'too-large' | 'invalid'> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) return 'too-large';
  try {
    const fields = await request.formData();
    // A browser sends an empty file part when nothing was chosen: not a file.
    const files = fields.getAll('files').filter((f): f is File => typeof f !== 'string' && (f.size > 0 || f.name !== ''));
    return { fields, files };
  } catch {
    return 'invalid';
  }
}

const str = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

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
 * `POST /api/contact` — the contact form, multipart with its files, with or without JavaScript.
 * Same-origin and double-submit CSRF checks here, every rule of the message on the platform. Sent: to
 * `/dashboard` for a signed-in visitor, to `/` otherwise, each with the success notice.
 * `json=true` (the page's fetch) gets `{ ok, url, errors }`; a plain post a 303.
 */
export async function handleContactPost(request: Request, b: Board, accounts: Pick<Accounts, 'csrf'>): Promise<Response> {
  const json = new URL(request.url).searchParams.get('json') === 'true' || request.headers.get('accept') === 'application/json';
  const posted = await readContactForm(request);
  const locale: Locale =
    typeof posted === 'object' && isLocale(posted.fields.get('locale')) && b.site.locales.includes(posted.fields.get('locale') as Locale)
      ? (posted.fields.get('locale') as Locale)
      : b.site.defaultLocale;
  const formPath = pagePath(b.site, locale, '/contact');
  const answer = (status: number, ok: boolean, url: string, errors: readonly ContactAnswerError[]): Response =>
    json
      ? Response.json({ ok, url, errors }, { status: status === 422 ? 200 : status, headers: noStore })
      : new Response(null, { status: 303, headers: { ...noStore, Location: url } });
  const back = (status: number, errors: readonly ContactAnswerError[]) =>
    answer(status, false, `${formPath}?errors=${encodeURIComponent(encodeContactErrors(errors))}`, errors);

  if (posted === 'too-large') return back(413, [{ field: null, code: 'REQUEST_TOO_LARGE' }]);
  if (posted === 'invalid') return back(400, [{ field: null, code: 'INVALID_REQUEST' }]);
  if (csrfFails(request, posted.fields, accounts)) return back(403, [{ field: null, code: 'CSRF' }]);
  const { fields, files } = posted;
  if (files.length > CONTACT_LIMITS.maxFiles) return back(413, [{ field: 'files', code: 'TOO_MANY_FILES' }]);
  const tooLarge = files.filter((f) => f.size > MAX_ATTACHMENT_BYTES);
  if (tooLarge.length > 0)
    return back(
      413,
      tooLarge.map((f) => ({ field: 'files' as const, code: 'FILE_TOO_LARGE' as const, detail: f.name.slice(0, 200) })),
    );

  const text = {
    name: str(fields, 'name'),
    email: str(fields, 'email'),
    subject: str(fields, 'subject'),
    body: str(fields, 'body'),
  };
  // The platform API takes at most twice each limit (and answers anything longer with a bare request
  // error): far longer text gets its field's message here, and nothing is sent.
  const overlong = (Object.keys(text) as Array<keyof typeof text>).filter((f) => text[f].length > 2 * CONTACT_LIMITS[`${f}Max`]);
  if (overlong.length > 0)
    return back(
      422,
      overlong.map((field) => ({ field, code: 'TOO_LONG' as const })),
    );

  const requestId = request.headers.get('x-request-id');
  const ctx: BoardContext = {
    site: b.site.key,
    locale,
    token: readCookie(request.headers.get('cookie'), SESSION_COOKIE),
    visualEditor: false,
    ...(requestId ? { requestId } : {}),
  };
  try {
    const result = await b.sendContactForm.execute({ ...text, copy: ['on', 'true'].includes(str(fields, 'copy')), files }, ctx);
    if (!result.ok) return back(422, result.errors);
    // A stale session cookie is no sign-in: only a session the platform knows goes to the dashboard.
    const signedIn = ctx.token !== null && (await b.users.current(ctx).catch(() => null)) !== null;
    return answer(200, true, `${pagePath(b.site, locale, signedIn ? '/dashboard' : '/')}?notice=contactSent`, []);
  } catch (error) {
    b.logger.error({ err: error, requestId: ctx.requestId }, 'contact message failed');
    return back(500, [{ field: null, code: 'Default' }]);
  }
}
