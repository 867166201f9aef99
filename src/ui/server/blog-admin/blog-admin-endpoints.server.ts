import type { BlogPostFormInput } from '../../../application/board/content-admin/blog-admin-gateway.port';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, fieldProblems, formAnswer, readPost, refusalAnswer, refusedFormAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { consoleLocalToIso } from '../../forms/console-wall-clock';
import type { BLOG_POST_FIELDS } from './blog-admin-fields';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/blog-admin/save`, `/unpublish` and `/delete`: the console's blog post forms (plain POSTs with
 * the double-submit token, so they work without JavaScript). Thin driving adapter: read the post, call
 * the board's desk, answer with a 303 (a saved post to its edit page with a notice; a refused one back
 * to its form with what was typed and each problem on its field) or JSON.
 */

const LIST = '/admin/content';
const ACTIONS = ['save', 'unpublish', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
const PUBLICATIONS: readonly BlogPostFormInput['publication'][] = ['draft', 'now', 'at'];

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);
const withParams = (path: string, params: Record<string, string>): string => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};
/** The post's edit page, or the new post's form when there is no (well-formed) id. */
const formPath = (b: Board, locale: Locale, id: string): string =>
  pagePath(b.site, locale, isEntityId(id) ? `${LIST}/${id}` : `${LIST}/new`);
const statusOf = (code: string): number =>
  code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code === 'UNAUTHENTICATED' ? 401 : 422;

export async function handleBlogAdminApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!ACTIONS.includes(action as Action))
    return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const read = await readPost(request, b, { signedIn: true });
  if (!read.ok) {
    const field = (name: string) => read.refusal.fields.find(([n]) => n === name)?.[1] ?? '';
    const back = formPath(b, localeOf(b, field('locale')), field('id'));
    return refusalAnswer(wantsJson(request), read.refusal, (p) => withParams(back, { error: p.code }));
  }
  try {
    if (action === 'save') return await save(request, read.post, b);
    return await change(request, read.post, action as Exclude<Action, 'save'>, b);
  } finally {
    await read.post.dispose();
  }
}

async function save(request: Request, post: FormPost, b: Board): Promise<Response> {
  const locale = localeOf(b, post.get('locale'));
  const json = wantsJson(request, post);
  const id = post.get('id');
  const publication = PUBLICATIONS.find((p) => p === post.get('publication')) ?? 'draft';
  const sites = post.getAll('sites');
  const answer = await b.blogDesk.save(
    {
      id: id === '' ? null : id,
      title: post.get('title'),
      slug: post.get('slug'),
      teaser: post.get('teaser'),
      bodyHtml: post.get('bodyHtml'),
      tags: post.get('tags'),
      sites,
      publication,
      // An unreadable time goes on as none: the platform names the field.
      publishAt: publication === 'at' ? consoleLocalToIso(post.get('publishAt')) : null,
    },
    boardContextOf(b, request.headers, locale),
  );
  if (answer.post) return formAnswer(json, { ok: true, url: withParams(formPath(b, locale, answer.post.id), { notice: 'saved' }) });
  const code = answer.errors[0] ?? 'Default';
  const typed = typedValuesCookie(
    'blog-post',
    // The long body goes last: the short fields always come back whole.
    (
      [
        'id',
        'title',
        'slug',
        'teaser',
        'tags',
        'sites',
        'publication',
        'publishAt',
        'bodyHtml',
      ] as const satisfies readonly (typeof BLOG_POST_FIELDS)[number][]
    ).map((f) => [f, (f === 'sites' ? sites.join(',') : post.get(f)).slice(0, 20_000)] as const),
    new URL(request.url),
  );
  return refusedFormAnswer(
    json,
    { code, status: statusOf(code), problems: fieldProblems(answer.fieldErrors) },
    (params) => withParams(formPath(b, locale, id), params),
    typed,
  );
}

async function change(request: Request, post: FormPost, action: 'unpublish' | 'delete', b: Board): Promise<Response> {
  const locale = localeOf(b, post.get('locale'));
  const json = wantsJson(request, post);
  const id = post.get('id');
  const ctx = boardContextOf(b, request.headers, locale);
  const errors =
    action === 'unpublish'
      ? (await b.blogDesk.unpublish(id, ctx)).errors
      : (await b.blogDesk.remove(id, post.get('confirm') === 'yes', ctx)).errors;
  if (errors.length === 0) {
    const url =
      action === 'unpublish'
        ? withParams(formPath(b, locale, id), { notice: 'unpublished' })
        : withParams(pagePath(b.site, locale, LIST), { notice: 'deleted' });
    return formAnswer(json, { ok: true, url });
  }
  const code = errors[0] ?? 'Default';
  return formAnswer(json, {
    ok: false,
    status: statusOf(code),
    url: withParams(formPath(b, locale, id), { error: code }),
    error: code,
    errors: [{ field: code === 'CONFIRMATION_REQUIRED' ? 'confirm' : null, code }],
  });
}
