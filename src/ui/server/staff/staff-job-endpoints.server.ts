import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { formAnswer, readPost, refusalAnswer, wantsJson } from '../form-post.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/staff-jobs/{unpublish,delete}`: the forms of the console's jobs list. Thin driving adapter: the
 * one form reader (same origin, session cookie, CSRF double submit), the board use case (the platform
 * decides who may act on which job), and a 303 back to the list as it was filtered, with a notice or the
 * refusal naming the job (plain forms work without JavaScript), or JSON.
 */

const ACTIONS = ['unpublish', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a);

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);

/** The list's filter the form came from (`q`, `state`, `page`), kept so the answer lands on the same list. */
function listQuery(fields: (name: string) => string): URLSearchParams {
  const query = new URLSearchParams();
  const q = fields('q').slice(0, 200);
  const state = fields('state');
  const page = fields('page');
  if (q) query.set('q', q);
  if (/^[a-z_]{1,20}$/.test(state)) query.set('state', state);
  if (/^\d{1,4}$/.test(page)) query.set('page', page);
  return query;
}

const statusOf = (code: string): number =>
  code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 409;

export async function handleStaffJobsApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!isAction(action)) return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const field = (name: string) => read.refusal.fields.find(([n]) => n === name)?.[1] ?? '';
    const list = pagePath(b.site, localeOf(b, field('locale')), '/admin/jobs');
    const query = listQuery(field);
    return refusalAnswer(wantsJson(request), read.refusal, (p) => {
      query.set('error', p.code);
      return `${list}?${query}`;
    });
  }
  try {
    const post = read.post;
    const json = wantsJson(request, post);
    const locale = localeOf(b, post.get('locale'));
    const list = pagePath(b.site, locale, '/admin/jobs');
    const query = listQuery((name) => post.get(name));
    const jobId = post.get('jobId');
    if (!isEntityId(jobId)) {
      query.set('error', 'INVALID_INPUT');
      return formAnswer(json, { ok: false, status: 400, url: `${list}?${query}`, errors: [{ field: 'jobId', code: 'INVALID_INPUT' }] });
    }
    query.set('job', jobId);
    const ctx = boardContextOf(b, request.headers, locale);
    const answer =
      action === 'unpublish'
        ? await b.staffJobs.unpublish(jobId, ctx)
        : await b.staffJobs.remove(jobId, ['on', 'true', '1'].includes(post.get('confirmed')), ctx);
    const code = answer.errors[0];
    if (!code) {
      query.set('notice', action);
      return formAnswer(json, { ok: true, url: `${list}?${query}` });
    }
    query.set('error', code);
    return formAnswer(json, {
      ok: false,
      status: statusOf(code),
      url: `${list}?${query}`,
      errors: [{ field: code === 'CONFIRM_REQUIRED' ? 'confirmed' : null, code }],
    });
  } finally {
    await read.post.dispose();
  }
}
