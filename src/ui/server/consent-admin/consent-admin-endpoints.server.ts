import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { fieldProblems, formAnswer, readPost, refusalAnswer, refusedFormAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { effectiveAtOf, type REVISION_FIELDS } from './consent-admin-fields';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/consent-admin/revision` and `/api/consent-admin/activation`: the consent texts staff's forms (a plain POST with the double-submit
 * token, so it works without JavaScript). Thin driving adapter: read the post, call the board's desk,
 * answer with a 303 back to the page (a refused wording comes back with what was typed and each problem
 * on its field) or JSON.
 */

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);
const withParams = (path: string, params: Record<string, string>, hash = ''): string => `${path}?${new URLSearchParams(params)}${hash}`;

export async function handleConsentAdminApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (action !== 'revision' && action !== 'activation')
    return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([name]) => name === 'locale')?.[1] ?? '');
    const desk = pagePath(b.site, locale, '/admin/consent');
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withParams(desk, { error: p.code }));
  }
  try {
    const post = read.post;
    const locale = localeOf(b, post.get('locale'));
    const json = wantsJson(request, post);
    const desk = pagePath(b.site, locale, '/admin/consent');
    const infoId = post.get('infoId');
    if (action === 'activation') return await setActive(b, request, infoId, post.get('active') === 'true', json, desk, locale);
    const answer = isEntityId(infoId)
      ? await b.consentDesk.publishRevision(
          {
            infoId,
            textDe: post.get('textDe'),
            textEn: post.get('textEn'),
            textFr: post.get('textFr'),
            effectiveAt: effectiveAtOf(post.get('effectiveAt')),
          },
          boardContextOf(b, request.headers, locale),
        )
      : { revision: null, errors: ['NOT_FOUND'], fieldErrors: [] };
    if (answer.revision) return formAnswer(json, { ok: true, url: withParams(desk, { notice: 'published' }, `#info-${infoId}`) });
    const code = answer.errors[0] ?? 'Default';
    const typed = typedValuesCookie(
      'consent-revision',
      // The long texts go last: the id and the date always come back whole.
      (['infoId', 'effectiveAt', 'textDe', 'textEn', 'textFr'] as const satisfies readonly (typeof REVISION_FIELDS)[number][]).map(
        (f) => [f, post.get(f).slice(0, 20_000)] as const,
      ),
      new URL(request.url),
    );
    return refusedFormAnswer(
      json,
      { code, status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422, problems: fieldProblems(answer.fieldErrors) },
      (params) =>
        withParams(desk, { ...(isEntityId(infoId) ? { info: infoId } : {}), ...params }, isEntityId(infoId) ? `#info-${infoId}` : ''),
      typed,
    );
  } finally {
    await read.post.dispose();
  }
}

/** Switches an info on or off; a refusal comes back to the info with its code (TERMS_INFO_REQUIRED, FORBIDDEN, …). */
async function setActive(b: Board, request: Request, infoId: string, active: boolean, json: boolean, desk: string, locale: Locale) {
  const answer = isEntityId(infoId)
    ? await b.consentDesk.setActive({ infoId, active }, boardContextOf(b, request.headers, locale))
    : { active: null, errors: ['NOT_FOUND'] };
  const hash = isEntityId(infoId) ? `#info-${infoId}` : '';
  if (answer.active !== null)
    return formAnswer(json, { ok: true, url: withParams(desk, { notice: answer.active ? 'activated' : 'deactivated' }, hash) });
  const code = answer.errors[0] ?? 'Default';
  return formAnswer(json, {
    ok: false,
    status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422,
    url: withParams(desk, { ...(isEntityId(infoId) ? { info: infoId } : {}), error: code }, hash),
    error: code,
    errors: [{ field: null, code }],
  });
}
