import { isLegalPage } from '../../../domain/content/legal-document';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { fieldProblems, formAnswer, readPost, refusalAnswer, refusedFormAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { type LEGAL_VERSION_FIELDS, legalFormAnchor } from './legal-admin-fields';

/*
 * `/api/legal-admin/publish`: the legal pages staff's form (a plain POST with the double-submit token,
 * so it works without JavaScript). Thin driving adapter: read the post, call the board's desk, answer
 * with a 303 back to the page (a refused version comes back with what was typed and each problem on its
 * field) or JSON.
 */

const DESK = '/admin/content/legal';

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);
const withParams = (path: string, params: Record<string, string>, hash = ''): string => `${path}?${new URLSearchParams(params)}${hash}`;

export async function handleLegalAdminApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (action !== 'publish') return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([name]) => name === 'locale')?.[1] ?? '');
    const desk = pagePath(b.site, locale, DESK);
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withParams(desk, { error: p.code }));
  }
  try {
    const post = read.post;
    const locale = localeOf(b, post.get('locale'));
    const json = wantsJson(request, post);
    const desk = pagePath(b.site, locale, DESK);
    const page = post.get('page');
    const language = post.get('language');
    // Only a known page and language name a form to come back to; anything else is the platform's NOT_FOUND.
    const known = isLegalPage(page) && isLocale(language);
    const anchor = known ? `#${legalFormAnchor(page, language)}` : '';
    const answer = await b.legalDesk.publish(
      { page, locale: language, version: post.get('version'), html: post.get('html') },
      boardContextOf(b, request.headers, locale),
    );
    if (answer.version) return formAnswer(json, { ok: true, url: withParams(desk, { notice: 'published' }, anchor) });
    const code = answer.errors[0] ?? 'Default';
    const typed = typedValuesCookie(
      'legal-version',
      // The long body goes last: page, language and date always come back whole.
      (['page', 'language', 'version', 'html'] as const satisfies readonly (typeof LEGAL_VERSION_FIELDS)[number][]).map(
        (f) => [f, post.get(f).slice(0, 20_000)] as const,
      ),
      new URL(request.url),
    );
    return refusedFormAnswer(
      json,
      { code, status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422, problems: fieldProblems(answer.fieldErrors) },
      (params) => withParams(desk, { ...(known ? { page, language } : {}), ...params }, anchor),
      typed,
    );
  } finally {
    await read.post.dispose();
  }
}
