import type { Board } from '../../../infrastructure/di/board';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import { pagePath } from '../auth/auth-request.server';
import {
  type FormPost,
  type FormPostRefusal,
  type FormProblem,
  formAnswer,
  type PostRules,
  readPost,
  wantsJson,
} from '../form-post.server';

/** A posted wizard or workflow form, checked for CSRF (same origin + double-submit token) before anything runs. */
export interface PostedForm {
  readonly form: FormPost;
  readonly locale: Locale;
  /** `json=true`: the page's script posted it and wants `{ ok, url | error, errors }` instead of a 303. */
  readonly json: boolean;
}

export type FormAnswer =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly error: string; readonly problems?: readonly FormProblem[]; readonly url: string };

/** Reads the post with the one reader; a refusal comes with the locale the fields read so far asked for. */
export async function readPostedForm(
  request: Request,
  board: Board,
  rules: PostRules = {},
): Promise<PostedForm | { refusal: FormPostRefusal; locale: Locale; json: boolean }> {
  const read = await readPost(request, board, rules);
  if (!read.ok) {
    const wanted = read.refusal.fields.find(([key]) => key === 'locale')?.[1];
    const locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
    const json = wantsJson(request) || read.refusal.fields.some(([key, value]) => key === 'json' && value === 'true');
    return { refusal: read.refusal, locale, json };
  }
  const wanted = read.post.get('locale');
  const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
  return { form: read.post, locale, json: wantsJson(request, read.post) };
}

/** The JSON answer for the page's script (`error` the outcome, `errors` the fields' problems), or the 303 a plain form follows. */
export function answer(posted: Pick<PostedForm, 'json'>, result: FormAnswer): Response {
  if (result.ok) return formAnswer(posted.json, result);
  return formAnswer(posted.json, {
    ok: false,
    status: 400,
    url: result.url,
    error: result.error,
    errors: result.problems ?? [{ field: null, code: result.error }],
  });
}

/** A page of this site in the form's language (locale prefix and localized segments). */
export const pageUrl = (board: Board, locale: Locale, internalPath: string): string => pagePath(board.site, locale, internalPath);

/** `returnTo` of a form: a local path of this site, or the fallback. */
export const returnPath = (form: FormPost, fallback: string): string => {
  const raw = form.get('returnTo');
  return raw.length <= 2000 && isSafeLocalPath(raw) ? raw : fallback;
};
