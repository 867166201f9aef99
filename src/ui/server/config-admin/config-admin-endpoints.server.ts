import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, fieldProblems, formAnswer, readPost, refusalAnswer, refusedFormAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { ENTRY_FIELDS } from './config-admin-fields';

/*
 * `/api/config-admin/{entry,read-only}`: the configuration staff's forms (plain POSTs with the
 * double-submit token, so they work without JavaScript). The read-only switch is read in read-only mode
 * too, or nobody could turn the mode off; the platform decides who may use it.
 */

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);
const withParams = (path: string, params: Record<string, string>, hash = ''): string => `${path}?${new URLSearchParams(params)}${hash}`;
const statusOf = (code: string): number => (code === 'FORBIDDEN' ? 403 : code === 'UNAUTHENTICATED' ? 401 : 422);

export async function handleConfigAdminApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (action !== 'entry' && action !== 'read-only')
    return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true, duringReadOnly: action === 'read-only' });
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([name]) => name === 'locale')?.[1] ?? '');
    const desk = pagePath(b.site, locale, '/admin/configuration');
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withParams(desk, { error: p.code }));
  }
  try {
    const locale = localeOf(b, read.post.get('locale'));
    const json = wantsJson(request, read.post);
    if (action === 'read-only') return await switchReadOnly(read.post, locale, json, request, b);
    return await saveEntry(read.post, locale, json, request, b);
  } finally {
    await read.post.dispose();
  }
}

async function switchReadOnly(post: FormPost, locale: Locale, json: boolean, request: Request, b: Board): Promise<Response> {
  const desk = pagePath(b.site, locale, '/admin/configuration');
  const on = post.get('on') === 'true';
  const answer = await b.configDesk.setReadOnly(on, boardContextOf(b, request.headers, locale));
  const code = answer.errors[0];
  if (!code) return formAnswer(json, { ok: true, url: withParams(desk, { notice: on ? 'switchedOn' : 'switchedOff' }) });
  return formAnswer(json, { ok: false, status: statusOf(code), url: withParams(desk, { error: code }), errors: [{ field: null, code }] });
}

async function saveEntry(post: FormPost, locale: Locale, json: boolean, request: Request, b: Board): Promise<Response> {
  const desk = pagePath(b.site, locale, '/admin/configuration');
  const answer = await b.configDesk.saveEntry(
    { key: post.get('key'), name: post.get('name'), value: post.get('value'), everySite: post.get('everySite') === 'true' },
    boardContextOf(b, request.headers, locale),
  );
  if (answer.entry) return formAnswer(json, { ok: true, url: withParams(desk, { notice: 'saved' }) });
  const code = answer.errors[0] ?? 'Default';
  const typed = typedValuesCookie(
    'config-entry',
    ENTRY_FIELDS.map((f) => [f, post.get(f).slice(0, 1000)] as const),
    new URL(request.url),
  );
  return refusedFormAnswer(
    json,
    { code, status: statusOf(code), problems: fieldProblems(answer.fieldErrors) },
    (params) => withParams(desk, params, '#entry-form'),
    typed,
  );
}
