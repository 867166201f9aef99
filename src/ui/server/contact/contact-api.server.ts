import type { BoardContext } from '../../../application/board/board-context';
import type { ContactFieldError } from '../../../domain/contact/contact-message';
import { detectAttachmentType } from '../../../domain/files/attachment-policy';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { CONTACT_POST_LIMITS } from '../../../infrastructure/di/form-posts.module';
import { readCookie, SESSION_COOKIE } from '../auth/auth-cookies';
import { pagePath } from '../auth/auth-request.server';
import { typedValuesCookie } from '../typed-values.server';
import { type FormPost, type FormProblem, formAnswer, readPost, refusalAnswer, type RefusalCodes, wantsJson } from '../form-post.server';

export type ContactAnswerError =
  | ContactFieldError
  | { readonly field: null; readonly code: 'CSRF' | 'INVALID_REQUEST' | 'REQUEST_TOO_LARGE' | 'Default' };

/** `?errors=field.code.detail,…` for the form page after a post without JavaScript. */
export const encodeContactErrors = (errors: readonly (ContactAnswerError | FormProblem)[]): string =>
  errors.map((e) => [e.field ?? '_', e.code, 'detail' in e && e.detail ? encodeURIComponent(e.detail) : ''].join('.')).join(',');

/** The reader's refusals in the contact page's words (contact.errors.*). */
const CONTACT_CODES: Partial<RefusalCodes> = {
  'content-type': 'INVALID_REQUEST',
  unreadable: 'INVALID_REQUEST',
  session: 'CSRF',
  // A field far past its limit is named like one just past it.
  'field-too-long': 'TOO_LONG',
  'file-too-large': 'FILE_TOO_LARGE',
};

const attachmentHead = (_field: string, head: Uint8Array): boolean => detectAttachmentType(head) !== null;

const localeOf = (b: Board, value: string | undefined): Locale =>
  isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale;

/**
 * `POST /api/contact` — the contact form, multipart with its files, with or without JavaScript.
 * Read by the one form reader: same origin and the CSRF token before any file byte, the body bounded
 * while it streams (CONTACT_POST_LIMITS), each file's first bytes checked, files on disk, not in memory.
 * Every rule of the message is the platform's. Sent: to `/dashboard` for a signed-in visitor, to `/`
 * otherwise, each with the success notice. `json=true` (the page's fetch) gets `{ ok, url, errors }`;
 * a plain post a 303.
 */
export async function handleContactPost(request: Request, b: Board): Promise<Response> {
  const read = await readPost(request, b, { accepts: ['multipart'], limits: CONTACT_POST_LIMITS, acceptsHead: attachmentHead });
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([key]) => key === 'locale')?.[1]);
    const json = wantsJson(request);
    return refusalAnswer(json, read.refusal, (problem) => formPage(b, locale, [problem]), CONTACT_CODES, {
      // Another site's post gets nothing back: it must not fill this visitor's form.
      cookies: json || read.refusal.problem === 'cross-site' ? [] : [typedContactCookie(read.refusal.fields, request)],
    });
  }
  try {
    return await send(request, b, read.post);
  } finally {
    await read.post.dispose();
  }
}

/** The form's page with the problems in its address (what a plain post shows). */
const formPage = (b: Board, locale: Locale, errors: readonly (ContactAnswerError | FormProblem)[]): string =>
  `${pagePath(b.site, locale, '/contact')}?errors=${encodeURIComponent(encodeContactErrors(errors))}`;

/**
 * A refused plain post comes back to a filled form: its text fields (the message last, as it is the one
 * that may be shortened to fit) in the typed-values cookie. The page's script keeps its own values.
 */
const typedContactCookie = (fields: ReadonlyArray<readonly [string, string]>, request: Request): string => {
  const value = (name: string) => fields.find(([key]) => key === name)?.[1] ?? '';
  const names = ['name', 'email', 'subject', 'copy', 'body'] as const;
  return typedValuesCookie(
    'contact',
    names.map((name) => [name, value(name)] as const),
    new URL(request.url),
  );
};

async function send(request: Request, b: Board, form: FormPost): Promise<Response> {
  const json = wantsJson(request, form);
  const locale = localeOf(b, form.get('locale'));
  const back = (status: number, errors: readonly ContactAnswerError[]) =>
    formAnswer(
      json,
      { ok: false, status, url: formPage(b, locale, errors), errors },
      { cookies: json ? [] : [typedContactCookie(form.entries(), request)] },
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
    const files = await Promise.all(form.files.filter((f) => f.field === 'files').map((f) => form.fileOf(f)));
    const result = await b.sendContactForm.execute(
      {
        name: form.get('name'),
        email: form.get('email'),
        subject: form.get('subject'),
        body: form.get('body'),
        copy: ['on', 'true'].includes(form.get('copy')),
        files,
      },
      ctx,
    );
    if (!result.ok) return back(422, result.errors);
    // A stale session cookie is no sign-in: only a session the platform knows goes to the dashboard.
    const signedIn = ctx.token !== null && (await b.users.current(ctx).catch(() => null)) !== null;
    return formAnswer(json, { ok: true, url: `${pagePath(b.site, locale, signedIn ? '/dashboard' : '/')}?notice=contactSent` });
  } catch (error) {
    b.logger.error({ err: error, requestId: ctx.requestId }, 'contact message failed');
    return back(500, [{ field: null, code: 'Default' }]);
  }
}
