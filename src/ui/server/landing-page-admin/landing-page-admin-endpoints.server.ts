import { problemsByField } from '../../../application/board/landing-page-admin/landing-page-problem-fields';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, formAnswer, readPost, refusalAnswer, refusedFormAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { LANDING_PAGE_DESK, LANDING_PAGE_FIELDS, landingPageEditorPath } from './landing-page-admin-fields';
import { landingPageDeletePost, landingPageSavePost } from './landing-page-form-input';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/landing-page-admin/save` and `/delete`: the console's landing page forms (plain POSTs with the
 * double-submit token, so they work without JavaScript). Thin driving adapter: read the post, call the
 * board's desk, answer with a 303 — to the page's editor with a notice, or back to the form with what
 * was typed and each problem on its field — or JSON.
 */

const ACTIONS = new Set(['save', 'delete']);

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);
const withParams = (path: string, params: Record<string, string>): string => `${path}?${new URLSearchParams(params)}`;
const statusOf = (code: string): number => (code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422);
/** The page a form came from: its editor when it names a page, else a new page's. */
const editorOf = (id: string): string => landingPageEditorPath(isEntityId(id) ? id : null);

export async function handleLandingPageAdminApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!ACTIONS.has(action)) return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const field = (name: string) => read.refusal.fields.find(([n]) => n === name)?.[1] ?? '';
    const back = pagePath(b.site, localeOf(b, field('locale')), editorOf(field('id')));
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withParams(back, { error: p.code }));
  }
  try {
    return action === 'save' ? await save(request, read.post, b) : await remove(request, read.post, b);
  } finally {
    await read.post.dispose();
  }
}

async function save(request: Request, post: FormPost, b: Board): Promise<Response> {
  const locale = localeOf(b, post.get('locale'));
  const json = wantsJson(request, post);
  const form = landingPageSavePost.safeParse(post.record());
  const id = form.success ? form.data.id : '';
  const editor = pagePath(b.site, locale, editorOf(id));
  const answer = form.success
    ? await b.landingPageDesk.save(
        id || null,
        {
          site: form.data.site,
          locale: form.data.language,
          path: form.data.path,
          aliasLines: form.data.aliases,
          title: form.data.title,
          introHtml: form.data.introHtml,
          searchQuery: form.data.searchQuery,
          seoTitle: form.data.seoTitle,
          seoDescription: form.data.seoDescription,
          published: form.data.published,
        },
        boardContextOf(b, request.headers, locale),
      )
    : { page: null, errors: ['BAD_REQUEST'], problems: [] };
  if (answer.page) {
    const saved = pagePath(b.site, locale, landingPageEditorPath(answer.page.id));
    return formAnswer(json, { ok: true, url: withParams(saved, { notice: 'saved' }) });
  }
  const code = answer.errors[0] ?? 'Default';
  const refused = problemsByField(answer.problems);
  // A problem without a field (none the form knows) is the page's error instead of the generic INVALID.
  const general = refused.find((p) => p.field === null)?.code ?? code;
  const typed = typedValuesCookie(
    'landing-page',
    LANDING_PAGE_FIELDS.map((f) => [f, post.get(f).slice(0, 20_000)] as const),
    new URL(request.url),
  );
  return refusedFormAnswer(
    json,
    { code: general, status: statusOf(code), problems: refused },
    (params) => withParams(editor, params),
    typed,
  );
}

async function remove(request: Request, post: FormPost, b: Board): Promise<Response> {
  const locale = localeOf(b, post.get('locale'));
  const json = wantsJson(request, post);
  const form = landingPageDeletePost.safeParse(post.record());
  if (!form.success) {
    return formAnswer(json, {
      ok: false,
      status: 404,
      url: withParams(pagePath(b.site, locale, LANDING_PAGE_DESK), { error: 'NOT_FOUND' }),
      errors: [{ field: null, code: 'NOT_FOUND' }],
    });
  }
  const answer = await b.landingPageDesk.remove(form.data.id, form.data.confirmed, boardContextOf(b, request.headers, locale));
  if (answer.errors.length === 0) {
    return formAnswer(json, { ok: true, url: withParams(pagePath(b.site, locale, LANDING_PAGE_DESK), { notice: 'deleted' }) });
  }
  const code = answer.errors[0] ?? 'Default';
  return formAnswer(json, {
    ok: false,
    status: statusOf(code),
    url: withParams(pagePath(b.site, locale, landingPageEditorPath(form.data.id)), { error: code }),
    errors: [{ field: code === 'CONFIRM_REQUIRED' ? 'confirmed' : null, code }],
  });
}
