import type { Board } from '../../../infrastructure/di/board';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import { csrfProblem, pagePath, type AuthRequest } from '../auth/auth-request.server';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from '../auth/auth-cookies';

/** A posted wizard or workflow form, checked for CSRF (same origin + double-submit token) before anything runs. */
export interface PostedForm {
  readonly form: FormData;
  readonly locale: Locale;
  /** `json=true`: the page's script posted it and wants `{ ok, url | error, problems }` instead of a 303. */
  readonly json: boolean;
}

export type FormAnswer =
  | { readonly ok: true; readonly url: string }
  | {
      readonly ok: false;
      readonly error: string;
      readonly problems?: ReadonlyArray<{ field: string; code: string }>;
      readonly url: string;
    };

/** Multipart bodies beyond two files of 50 MB and the fields are refused before they are read. */
export const MAX_FORM_BYTES = 2 * 50 * 1024 * 1024 + 1024 * 1024;

export async function readPostedForm(
  request: Request,
  board: Board,
): Promise<PostedForm | { problem: 'cross-site' | 'token' | 'too-large' | 'unreadable' }> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_FORM_BYTES) return { problem: 'too-large' };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { problem: 'unreadable' };
  }
  const accounts = board.csrfGuard;
  const cookies = request.headers.get('cookie');
  const value = (key: string) => (typeof form.get(key) === 'string' ? (form.get(key) as string) : '');
  const wanted = value('locale');
  const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
  const authRequest: AuthRequest = {
    request,
    url: new URL(request.url),
    form: { csrfToken: value('csrfToken') },
    json: value('json') === 'true',
    sessionToken: readCookie(cookies, SESSION_COOKIE),
    csrfCookie: readCookie(cookies, CSRF_COOKIE),
    ip: 'unknown',
    locale,
  };
  const problem = csrfProblem(authRequest, accounts);
  if (problem) return { problem };
  return { form, locale, json: authRequest.json };
}

/** The JSON answer for the page's script, or the 303 a plain form follows. */
export function answer(posted: Pick<PostedForm, 'json'>, result: FormAnswer): Response {
  if (posted.json) return Response.json(result, { status: result.ok ? 200 : 400, headers: { 'Cache-Control': 'no-store' } });
  return new Response(null, { status: 303, headers: { Location: result.url, 'Cache-Control': 'no-store' } });
}

/** A page of this site in the form's language (locale prefix and localized segments). */
export const pageUrl = (board: Board, locale: Locale, internalPath: string): string => pagePath(board.site, locale, internalPath);

/** `returnTo` of a form: a local path of this site, or the fallback. */
export const returnPath = (form: FormData, fallback: string): string => {
  const raw = form.get('returnTo');
  return typeof raw === 'string' && raw.length <= 2000 && isSafeLocalPath(raw) ? raw : fallback;
};
