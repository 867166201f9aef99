import type { BoardContext } from '../../../application/board/board-context';
import { isAlertFrequency } from '../../../domain/alerts/alert-schedule';
import { MAX_ALERT_QUERY_LENGTH } from '../../../domain/alerts/alert-search';
import { isSafeLocalPath } from '../../../domain/routing/safe-redirect';
import type { Accounts } from '../../../infrastructure/di/accounts.module';
import type { Board } from '../../../infrastructure/di/board';
import { boardContextOf } from '../board-context.server';
import { csrfProblem, pagePath, readAuthRequest, type AuthRequest } from '../auth/auth-request.server';
import { answer, json, withQuery } from '../auth/auth-response.server';
import { serializeCookie, TYPED_ALERT_EMAIL_COOKIE } from '../auth/auth-cookies';
import { alertFormSchema, bookmarkFormSchema } from '../../forms/alert-schemas';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/bookmarks` and `/api/alerts/*`: the POST forms of the bookmark button, the alert dialog and the
 * dashboard, and the links in alert mails. Thin driving adapter like /api/auth (whose request reading,
 * CSRF check and answers it reuses): parse, CSRF, zod, call the board use case, answer with a 303 (plain
 * forms work without JavaScript) or JSON (`json=true`, the optimistic button and the dialog).
 *
 * The mail links are authorized by their signed token, not by a session: confirm checks only that the
 * form came from this site; RFC 8058's one-click unsubscribe is POSTed by mail providers from anywhere,
 * so it takes the token alone.
 */

const contextOf = (b: Board, req: AuthRequest): BoardContext => boardContextOf(b, req.request.headers, req.locale);

/** The address a refused no-JavaScript alert form carried, kept for the page that shows the form again. */
const typedAlertEmailCookie = (email: string, url: URL): string =>
  serializeCookie(TYPED_ALERT_EMAIL_COOKIE, email.slice(0, 320), { secure: url.protocol === 'https:', maxAge: 300 });

/** A same-site page to go back to (the form's `returnTo`), else the fallback. */
const backTo = (req: AuthRequest, fallback: string): string => {
  const target = req.form.returnTo;
  return typeof target === 'string' && target.length <= 2048 && isSafeLocalPath(target) ? target : fallback;
};

export async function handleBookmarkApi(request: Request, b: Board, accounts: Pick<Accounts, 'csrf'>): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const req = await readAuthRequest(request, b.site);
  const page = (path: string) => pagePath(b.site, req.locale, path);
  const returnTo = backTo(req, page('/dashboard'));
  if (csrfProblem(req, accounts)) return answer(req, withQuery(returnTo, { error: 'CSRF' }), { error: 'CSRF', status: 403 });
  const parsed = bookmarkFormSchema.safeParse(req.form);
  if (!parsed.success) return answer(req, withQuery(returnTo, { error: 'INVALID_INPUT' }), { error: 'INVALID_INPUT', status: 400 });
  const result = await b.toggleBookmark.execute(parsed.data, contextOf(b, req));
  if (!result.ok) {
    if (result.code === 'SIGN_IN_REQUIRED')
      return answer(req, withQuery(page('/user/login'), { callbackUrl: returnTo }), { error: result.code, status: 401 });
    return answer(req, withQuery(returnTo, { error: result.code }), {
      error: result.code,
      status: result.code === 'NOT_FOUND' ? 404 : 409,
    });
  }
  if (req.json) return json({ ok: true, bookmarked: result.value.bookmarked, url: returnTo });
  return answer(req, returnTo);
}

export async function handleAlertsApi(request: Request, action: string, b: Board, accounts: Pick<Accounts, 'csrf'>): Promise<Response> {
  const url = new URL(request.url);
  // A GET of the one-click address (someone opened it): the unsubscribe page, which asks before acting.
  if (request.method === 'GET' && action === 'unsubscribe') {
    const token = url.searchParams.get('token') ?? '';
    // The address names the alert's language; anything this site does not speak falls back to its default.
    const asked = url.searchParams.get('locale');
    const locale = b.site.locales.find((l) => l === asked) ?? b.site.defaultLocale;
    return new Response(null, {
      status: 303,
      headers: {
        Location: withQuery(pagePath(b.site, locale, '/alerts/unsubscribe'), { token }),
        'Cache-Control': 'no-store',
      },
    });
  }
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const req = await readAuthRequest(request, b.site);
  const ctx = contextOf(b, req);
  const page = (path: string) => pagePath(b.site, req.locale, path);

  switch (action) {
    case 'unsubscribe': {
      const token = req.form.token ?? url.searchParams.get('token') ?? '';
      const result = await b.useAlertLink.execute({ purpose: 'unsubscribe', token }, ctx);
      // RFC 8058: the mail provider's POST carries `List-Unsubscribe=One-Click` and wants a plain answer.
      if (req.form['List-Unsubscribe'] === 'One-Click') {
        return new Response(result.ok ? 'Unsubscribed' : 'Invalid link', {
          status: result.ok ? 200 : 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        });
      }
      if (csrfProblem(req, accounts, { tokenRequired: false }))
        return answer(req, withQuery(page('/alerts/unsubscribe'), { token, error: 'CSRF' }), { error: 'CSRF', status: 403 });
      return result.ok
        ? answer(req, withQuery(page('/alerts/unsubscribe'), { done: '1' }))
        : answer(req, withQuery(page('/alerts/unsubscribe'), { error: 'INVALID_TOKEN' }), { error: 'INVALID_TOKEN', status: 400 });
    }
    case 'confirm': {
      const token = req.form.token ?? '';
      if (csrfProblem(req, accounts, { tokenRequired: false }))
        return answer(req, withQuery(page('/alerts/confirm'), { token, error: 'CSRF' }), { error: 'CSRF', status: 403 });
      const result = await b.useAlertLink.execute({ purpose: 'confirm', token }, ctx);
      return result.ok
        ? answer(req, withQuery(page('/alerts/confirm'), { done: '1' }))
        : answer(req, withQuery(page('/alerts/confirm'), { error: 'INVALID_TOKEN' }), { error: 'INVALID_TOKEN', status: 400 });
    }
    case 'create': {
      const fallback = page('/jobs');
      const returnTo = backTo(req, fallback);
      if (csrfProblem(req, accounts)) return answer(req, withQuery(returnTo, { alertError: 'CSRF' }), { error: 'CSRF', status: 403 });
      /*
       * A refused plain (no-JavaScript) form comes back to /alerts/new with the error on its field and what
       * was typed: the frequency in the address, the e-mail address (personal) in a short-lived HttpOnly
       * cookie the page reads once, so it lands in no URL, log or history.
       */
      const typedFrequency = isAlertFrequency(req.form.frequency) ? req.form.frequency : undefined;
      const refused = (query: string, code: string) =>
        answer(req, withQuery(page('/alerts/new'), { query, error: code, frequency: typedFrequency }), {
          error: code,
          status: 400,
          cookies: req.json ? [] : [typedAlertEmailCookie(req.form.email ?? '', url)],
        });
      const parsed = alertFormSchema.safeParse(req.form);
      if (!parsed.success || parsed.data.query.length > MAX_ALERT_QUERY_LENGTH) {
        const emailRefused = !parsed.success && parsed.error.issues.some((i) => i.path[0] === 'email');
        return refused(req.form.query ?? '', emailRefused ? 'INVALID_EMAIL' : 'INVALID_INPUT');
      }
      const { query, frequency, email } = parsed.data;
      const origin = url.origin;
      const result = await b.saveSearchAsAlert.execute({ query, frequency, email: email || null, origin }, ctx);
      if (!result.ok) return refused(query, result.code);
      const notice = result.value.status === 'active' ? 'alertActive' : 'alertConfirmationSent';
      if (req.json) return json({ ok: true, status: result.value.status, url: returnTo });
      return answer(req, withQuery(page('/alerts/new'), { notice, query }));
    }
    case 'update':
    case 'delete': {
      const dashboard = page('/dashboard');
      if (csrfProblem(req, accounts)) return answer(req, withQuery(dashboard, { error: 'CSRF' }), { error: 'CSRF', status: 403 });
      const id = req.form.id ?? '';
      const frequency = req.form.frequency;
      if (!isEntityId(id) || (action === 'update' && !isAlertFrequency(frequency)))
        return answer(req, withQuery(dashboard, { error: 'INVALID_INPUT' }), { error: 'INVALID_INPUT', status: 400 });
      const change =
        action === 'delete' ? ({ kind: 'delete' } as const) : ({ kind: 'frequency', frequency: frequency as 'daily' | 'weekly' } as const);
      const result = await b.changeJobAlert.execute({ id, change }, ctx);
      if (!result.ok) {
        if (result.code === 'SIGN_IN_REQUIRED')
          return answer(req, withQuery(page('/user/login'), { callbackUrl: dashboard }), { error: result.code, status: 401 });
        return answer(req, withQuery(dashboard, { error: 'NOT_FOUND' }), { error: 'NOT_FOUND', status: 404 });
      }
      return answer(req, withQuery(dashboard, { notice: action === 'delete' ? 'alertDeleted' : 'alertUpdated' }));
    }
    default:
      return json({ error: 'Not Found' }, { status: 404 });
  }
}
