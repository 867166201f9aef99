import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { withQuery } from '../../routing/with-query';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { formAnswer, readPost, refusalAnswer, wantsJson } from '../form-post.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/** Where the edit page shows the parent picker (the plain form comes back to it). */
export const PARENT_ANCHOR = '#organization-parent';

/**
 * `POST /api/organization-profile/{id}?part=parent` (urlencoded or multipart: `csrfToken`, `parentId` —
 * empty with `action=clear` to take the parent away — `parentSearch`, `locale`, `returnTo`): sets the
 * organization's parent. The platform checks the rights on both organizations and the hierarchy; a
 * refused choice comes back to the edit page with its reason and the search that was typed (a name
 * search holds nothing personal, so it may stand in the address), so the same offers are shown again.
 */
export async function handleParentPost(request: Request, organizationId: string, board: Board): Promise<Response> {
  const fallback = pagePath(board.site, board.site.defaultLocale, '/');
  const read = await readPost(request, board, { signedIn: true });
  if (!read.ok) {
    const back = read.refusal.fields.find(([key]) => key === 'returnTo')?.[1];
    const page = back && back.length <= 2000 && isSafeLocalPath(back) ? back : fallback;
    const json = wantsJson(request) || read.refusal.fields.some(([key, value]) => key === 'json' && value === 'true');
    return refusalAnswer(json, read.refusal, (p) => `${withQuery(page, { parentError: p.code })}${PARENT_ANCHOR}`);
  }
  const form = read.post;
  try {
    const json = wantsJson(request, form);
    const wanted = form.get('locale');
    const locale: Locale = isLocale(wanted) && board.site.locales.includes(wanted) ? wanted : board.site.defaultLocale;
    const rawBack = form.get('returnTo');
    const back = rawBack.length <= 2000 && isSafeLocalPath(rawBack) ? rawBack : pagePath(board.site, locale, '/');
    const search = form.get('parentSearch').slice(0, 200);
    const clear = form.get('action') === 'clear';
    const parentId = form.get('parentId');
    const refused = (status: number, code: string) =>
      formAnswer(json, {
        ok: false,
        status,
        url: `${withQuery(back, { parentError: code, parentSearch: search || null })}${PARENT_ANCHOR}`,
        errors: [{ field: code === 'REQUIRED' || code.startsWith('PARENT_') || code === 'CYCLE' ? 'parentId' : null, code }],
      });

    if (!clear && !isEntityId(parentId)) return refused(422, 'REQUIRED');
    const ctx = boardContextOf(board, request.headers, locale);
    const result = await board.chooseParentOrganization.execute({ organizationId, parentId: clear ? null : parentId }, ctx);
    if (result.ok)
      return formAnswer(json, { ok: true, url: `${withQuery(back, { parentNotice: clear ? 'cleared' : 'set' })}${PARENT_ANCHOR}` });
    const status =
      result.code === 'FORBIDDEN'
        ? 403
        : result.code === 'NOT_FOUND'
          ? 404
          : result.code === 'SIGN_IN_REQUIRED' || result.code === 'UNAUTHENTICATED'
            ? 401
            : 422;
    return refused(status, result.code);
  } finally {
    await form.dispose();
  }
}
