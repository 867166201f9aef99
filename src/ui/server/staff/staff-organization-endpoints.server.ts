import type { StaffOrganizationAction } from '../../../application/board/staff/staff-organizations-gateway.port';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { formAnswer, readPost, refusalAnswer, wantsJson } from '../form-post.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/staff-organizations/{feature,unfeature,set-parent,clear-parent,merge}`: the forms of an organization's
 * console page. Thin driving adapter: the one form reader (same origin, session cookie, CSRF double
 * submit), the board use case (the platform decides who may, and the 0–4 limit), and a 303 back to the
 * organization's page with a notice or the refusal and what was typed (plain forms work without
 * JavaScript), or JSON.
 */

const ACTIONS = ['feature', 'unfeature', 'set-parent', 'clear-parent', 'merge'] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a);

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);

/** The refusal's status, as the page's script reads it. */
const statusOf = (code: string): number =>
  code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'FEATURED_LIMIT' ? 409 : 422;

/** The form field a refusal is about, for the JSON answer. */
const fieldOf = (code: string): string | null =>
  code === 'UNKNOWN_SITE'
    ? 'siteKey'
    : ['PARENT_NOT_FOUND', 'PARENT_FORBIDDEN', 'OWN_PARENT', 'CYCLE'].includes(code)
      ? 'parentId'
      : code === 'CONFIRM_REQUIRED'
        ? 'confirmed'
        : ['DUPLICATE_NOT_FOUND', 'SAME_ORGANIZATION', 'RELATED', 'DUPLICATE_HAS_CREDITS'].includes(code)
          ? 'duplicateId'
          : null;

export async function handleStaffOrganizationsApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!isAction(action)) return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const field = (name: string) => read.refusal.fields.find(([n]) => n === name)?.[1] ?? '';
    const id = field('organizationId');
    const back = pagePath(b.site, localeOf(b, field('locale')), isEntityId(id) ? `/admin/organizations/${id}` : '/admin/organizations');
    return refusalAnswer(wantsJson(request), read.refusal, (p) => `${back}?error=${p.code}`);
  }
  try {
    const post = read.post;
    const json = wantsJson(request, post);
    const locale = localeOf(b, post.get('locale'));
    const organizationId = post.get('organizationId');
    if (!isEntityId(organizationId)) {
      const list = pagePath(b.site, locale, '/admin/organizations');
      return formAnswer(json, {
        ok: false,
        status: 400,
        url: `${list}?error=INVALID_INPUT`,
        errors: [{ field: 'organizationId', code: 'INVALID_INPUT' }],
      });
    }
    const page = pagePath(b.site, locale, `/admin/organizations/${organizationId}`);
    const siteKey = post.get('siteKey').trim().slice(0, 60);
    const parentId = post.get('parentId').trim();
    const duplicateId = post.get('duplicateId').trim();
    if (action === 'merge' && !isEntityId(duplicateId)) {
      const typed = new URLSearchParams({ error: 'DUPLICATE_NOT_FOUND', duplicate: duplicateId.slice(0, 18) });
      return formAnswer(json, {
        ok: false,
        status: 400,
        url: `${page}?${typed}`,
        errors: [{ field: 'duplicateId', code: 'DUPLICATE_NOT_FOUND' }],
      });
    }
    if (action === 'set-parent' && !isEntityId(parentId)) {
      const typed = new URLSearchParams({ error: 'PARENT_NOT_FOUND', parent: parentId.slice(0, 18) });
      return formAnswer(json, {
        ok: false,
        status: 400,
        url: `${page}?${typed}`,
        errors: [{ field: 'parentId', code: 'PARENT_NOT_FOUND' }],
      });
    }
    const what: StaffOrganizationAction =
      action === 'merge'
        ? { kind: 'merge', duplicateId, confirmed: ['on', 'true', '1'].includes(post.get('confirmed')) }
        : action === 'feature' || action === 'unfeature'
          ? { kind: 'feature', siteKey, featured: action === 'feature' }
          : { kind: 'parent', parentId: action === 'set-parent' ? parentId : null };
    const answer = await b.staffOrganizations.act(organizationId, what, boardContextOf(b, request.headers, locale));
    const code = answer.errors[0];
    if (!code) return formAnswer(json, { ok: true, url: `${page}?notice=${action}` });
    // A refused form comes back with what was typed, so the form shows it again.
    const typed = new URLSearchParams({
      error: code,
      ...(action === 'feature' ? { site: siteKey } : {}),
      ...(action === 'set-parent' ? { parent: parentId } : {}),
      ...(action === 'merge' ? { duplicate: duplicateId } : {}),
    });
    return formAnswer(json, { ok: false, status: statusOf(code), url: `${page}?${typed}`, errors: [{ field: fieldOf(code), code }] });
  } finally {
    await read.post.dispose();
  }
}
