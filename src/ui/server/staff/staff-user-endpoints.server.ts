import type { StaffUserAction } from '../../../application/board/staff/staff-users-gateway.port';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { formAnswer, readPost, refusalAnswer, wantsJson } from '../form-post.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/staff-users/{grant,revoke,block,unblock,end-sessions,password-reset}`: the forms of an account's
 * console page. Thin driving adapter: the one form reader (same origin, session cookie, CSRF double
 * submit), the board use case (the platform decides who may), and a 303 back to the account's page with
 * a notice or the refusal and what was typed (plain forms work without JavaScript), or JSON.
 */

const ACTIONS = ['grant', 'revoke', 'block', 'unblock', 'end-sessions', 'password-reset'] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a);

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);

/** The refusal's status, as the page's script reads it. */
const statusOf = (code: string): number =>
  code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'LAST_ADMINISTRATOR' ? 409 : 422;

export async function handleStaffUsersApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!isAction(action)) return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  const url = new URL(request.url);
  if (!read.ok) {
    const field = (name: string) => read.refusal.fields.find(([n]) => n === name)?.[1] ?? '';
    const userId = field('userId');
    const back = pagePath(b.site, localeOf(b, field('locale')), isEntityId(userId) ? `/admin/users/${userId}` : '/admin/users');
    return refusalAnswer(wantsJson(request), read.refusal, (p) => `${back}?error=${p.code}`);
  }
  try {
    const post = read.post;
    const json = wantsJson(request, post);
    const locale = localeOf(b, post.get('locale'));
    const userId = post.get('userId');
    if (!isEntityId(userId)) {
      const list = pagePath(b.site, locale, '/admin/users');
      return formAnswer(json, {
        ok: false,
        status: 400,
        url: `${list}?error=INVALID_INPUT`,
        errors: [{ field: 'userId', code: 'INVALID_INPUT' }],
      });
    }
    const page = pagePath(b.site, locale, `/admin/users/${userId}`);
    const role = post.get('role').slice(0, 40);
    const siteKey = post.get('siteKey').trim().slice(0, 60);
    const what: StaffUserAction =
      action === 'grant' || action === 'revoke'
        ? { kind: action, role, siteKey: siteKey || null }
        : action === 'password-reset'
          ? { kind: action, origin: url.origin }
          : { kind: action };
    const answer = await b.staffUsers.act(userId, what, boardContextOf(b, request.headers, locale));
    const code = answer.errors[0];
    if (!code) return formAnswer(json, { ok: true, url: `${page}?notice=${action}` });
    // A refused grant comes back with the role and site that were typed, so the form shows them again.
    const typed = new URLSearchParams({ error: code, ...(action === 'grant' ? { role, site: siteKey } : {}) });
    return formAnswer(json, {
      ok: false,
      status: statusOf(code),
      url: `${page}?${typed}`,
      errors: [{ field: code === 'UNKNOWN_SITE' || code === 'SITE_REQUIRED' ? 'siteKey' : null, code }],
    });
  } finally {
    await read.post.dispose();
  }
}
