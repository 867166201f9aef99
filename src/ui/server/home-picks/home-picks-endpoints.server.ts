import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { pagePath } from '../auth/auth-request.server';
import { consoleLocalToIso } from '../../forms/console-wall-clock';
import { boardContextOf } from '../board-context.server';
import { fieldProblems, formAnswer, readPost, refusalAnswer, refusedFormAnswer, wantsJson } from '../form-post.server';
import { typedValuesCookie } from '../typed-values.server';
import { HOME_PICK_FIELDS } from './home-picks-fields';

/*
 * `/api/home-picks/pick` and `/api/home-picks/end`: the home page picks staff's forms (plain POSTs with
 * the double-submit token, so they work without JavaScript). Thin driving adapter: read the post, call
 * the board's desk, answer with a 303 back to the page (a refused pick comes back with what was typed
 * and each problem at its field) or JSON.
 */

const DESK = '/admin/content/home';
const ACTIONS = ['pick', 'end'] as const;

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);
const withParams = (path: string, params: Record<string, string>, hash = ''): string => `${path}?${new URLSearchParams(params)}${hash}`;
const statusOf = (code: string): number => (code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : 422);

/** A `datetime-local` value read on the console's wall clock; empty is none, anything unreadable stays unreadable for the platform to name. */
const instantOf = (local: string): string | null => (local.trim() === '' ? null : (consoleLocalToIso(local.trim()) ?? 'invalid'));

export async function handleHomePicksApi(request: Request, action: string, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!(ACTIONS as readonly string[]).includes(action))
    return Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
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
    const ctx = boardContextOf(b, request.headers, locale);
    if (action === 'end') {
      const answer = await b.homePicksDesk.end(post.get('pickId'), ctx);
      if (answer.ended) return formAnswer(json, { ok: true, url: withParams(desk, { notice: 'ended' }) });
      const code = answer.errors[0] ?? 'Default';
      return formAnswer(json, {
        ok: false,
        status: statusOf(code),
        url: withParams(desk, { error: code }),
        error: code,
        errors: [{ field: null, code }],
      });
    }
    const answer = await b.homePicksDesk.pick(
      { job: post.get('job'), kind: post.get('kind'), startsAt: instantOf(post.get('startsAt')), endsAt: instantOf(post.get('endsAt')) },
      ctx,
    );
    if (answer.pickId) return formAnswer(json, { ok: true, url: withParams(desk, { notice: 'picked' }) });
    const code = answer.errors[0] ?? 'Default';
    const typed = typedValuesCookie(
      'home-pick',
      HOME_PICK_FIELDS.map((f) => [f, post.get(f).slice(0, 2000)] as const),
      new URL(request.url),
    );
    return refusedFormAnswer(
      json,
      { code, status: statusOf(code), problems: fieldProblems(answer.fieldErrors) },
      (params) => withParams(desk, params, '#home-pick-form'),
      typed,
    );
  } finally {
    await read.post.dispose();
  }
}
