import type { BoardContext } from '../../../application/board/board-context';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import { readSmallForm } from '../../../infrastructure/di/form-posts.module';
import { readCookie, SESSION_COOKIE, serializeCookie } from '../auth/auth-cookies';
import { visitorAddress } from '../../../infrastructure/di/visitor-address.module';
import { pagePath } from '../auth/auth-request.server';
import { boardContextOf } from '../board-context.server';
import { type FormPost, formAnswer, readPost, refusalAnswer, wantsJson } from '../form-post.server';
import { isEntityId } from '../../../domain/shared/entity-id';

/*
 * `/api/newsletter/*`: the sign-up form, the pages of the mail links, the dashboard's button and the
 * staff's forms. Thin driving adapter: read the post through the one form reader (same origin, CSRF
 * double submit where a session or a visitor's form is concerned), call the board use case, answer with
 * a 303 (plain forms work without JavaScript) or JSON. The mail links are authorized by their token:
 * confirm checks only that the form came from this site; RFC 8058's one-click unsubscribe is POSTed by
 * mail providers from anywhere, so it takes the token alone.
 */

/** The address a refused plain sign-up carried, kept for the page that shows the form again (never in a URL). */
export const TYPED_NEWSLETTER_EMAIL_COOKIE = 'jb_newsletter_email';

const localeOf = (b: Board, value: string): Locale => (isLocale(value) && b.site.locales.includes(value) ? value : b.site.defaultLocale);

const notFound = () => Response.json({ error: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function handleNewsletterApi(request: Request, action: string, b: Board): Promise<Response> {
  if (!b.site.features.newsletter) return notFound();
  const url = new URL(request.url);
  if (action === 'unsubscribe' && (request.method === 'GET' || url.searchParams.has('token'))) return oneClick(request, url, b);
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  switch (action) {
    case 'subscribe':
      return subscribe(request, url, b);
    case 'confirm':
    case 'unsubscribe':
      return followLink(request, action, b);
    case 'mine':
      return changeMine(request, url, b);
    case 'save':
    case 'test':
    case 'send':
      return staff(request, action, url, b);
    default:
      return notFound();
  }
}

/**
 * RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` to the address of the header (the token
 * in its query) and wants a plain answer; a person who opens that address (GET) gets the page that asks.
 */
async function oneClick(request: Request, url: URL, b: Board): Promise<Response> {
  const token = url.searchParams.get('token') ?? '';
  const locale = localeOf(b, url.searchParams.get('locale') ?? '');
  if (request.method === 'GET') {
    const page = `${pagePath(b.site, locale, '/newsletter/unsubscribe')}?token=${encodeURIComponent(token)}`;
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  }
  const read = await readSmallForm(request);
  if (!read.ok || read.post.get('List-Unsubscribe') !== 'One-Click') {
    if (read.ok) await read.post.dispose();
    return new Response('Bad request\n', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  await read.post.dispose();
  const result = await b.useNewsletterLink.execute({ purpose: 'unsubscribe', token }, boardContextOf(b, request.headers, locale));
  return new Response(result.ok ? 'Unsubscribed\n' : 'Invalid link\n', {
    status: result.ok ? 200 : 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Reads a post; on a refusal answers it (back to `back`), else hands the post and its locale on. */
async function withPost(
  request: Request,
  b: Board,
  rules: { token?: boolean; signedIn?: boolean },
  back: (locale: Locale) => string,
  handle: (post: FormPost, locale: Locale, json: boolean) => Promise<Response>,
): Promise<Response> {
  const read = await readPost(request, b, rules);
  if (!read.ok) {
    const locale = localeOf(b, read.refusal.fields.find(([name]) => name === 'locale')?.[1] ?? '');
    const target = back(locale);
    return refusalAnswer(wantsJson(request), read.refusal, (p) => `${target}${target.includes('?') ? '&' : '?'}error=${p.code}`);
  }
  try {
    const locale = localeOf(b, read.post.get('locale'));
    return await handle(read.post, locale, wantsJson(request, read.post));
  } finally {
    await read.post.dispose();
  }
}

/** The query mark of the home page's sign-up block (see `subscribe`). */
export const HOME_BLOCK_MARK = 'home';

async function subscribe(request: Request, url: URL, b: Board): Promise<Response> {
  const page = (locale: Locale) => pagePath(b.site, locale, '/newsletter');
  // The home page must stay cacheable for guests, so its block carries no double-submit token (that would
  // set a cookie on every view). A guest's post from it is still refused unless the browser says it comes
  // from this site (the reader's same-origin check), and a forged one could only do what anybody can do
  // on the sign-up form: have a confirmation link mailed (double opt-in, rate-limited). A post with a
  // session cookie always needs the token: the home page gives signed-in visitors one.
  const guestHomeBlock =
    url.searchParams.get('from') === HOME_BLOCK_MARK && readCookie(request.headers.get('cookie'), SESSION_COOKIE) === null;
  return withPost(request, b, guestHomeBlock ? { token: false } : {}, page, async (post, locale, json) => {
    const email = post.get('email').slice(0, 320);
    const result = await b.subscribeToNewsletter.execute(
      {
        email,
        consent: ['on', 'true', '1'].includes(post.get('consent')),
        consentRevisionId: post.get('consentRevisionId'),
        origin: url.origin,
      },
      // The visitor's address goes to the platform with the board's proof, never as an argument.
      { ...boardContextOf(b, request.headers, locale), clientAddress: visitorAddress(request) },
    );
    if (result.ok) return formAnswer(json, { ok: true, url: `${page(locale)}?notice=sent` });
    // A refused plain form comes back with the address typed: in a short-lived HttpOnly cookie, not the URL.
    const cookie = serializeCookie(TYPED_NEWSLETTER_EMAIL_COOKIE, email, { secure: url.protocol === 'https:', maxAge: 300 });
    const field = result.code === 'INVALID_EMAIL' ? 'email' : result.code.startsWith('CONSENT') ? 'consent' : null;
    return formAnswer(
      json,
      {
        ok: false,
        status: result.code === 'RATE_LIMITED' ? 429 : 422,
        url: `${page(locale)}?error=${result.code}`,
        errors: [{ field, code: result.code }],
      },
      { cookies: json ? [] : [cookie] },
    );
  });
}

async function followLink(request: Request, purpose: 'confirm' | 'unsubscribe', b: Board): Promise<Response> {
  const page = (locale: Locale) => pagePath(b.site, locale, `/newsletter/${purpose}`);
  // The token in the form is the authority: no session and no double-submit token (the page may be opened from a mail in any browser).
  return withPost(request, b, { token: false }, page, async (post, locale, json) => {
    const result = await b.useNewsletterLink.execute({ purpose, token: post.get('token') }, boardContextOf(b, request.headers, locale));
    return result.ok
      ? formAnswer(json, { ok: true, url: `${page(locale)}?done=1` })
      : formAnswer(json, {
          ok: false,
          status: 400,
          url: `${page(locale)}?error=INVALID_TOKEN`,
          errors: [{ field: null, code: 'INVALID_TOKEN' }],
        });
  });
}

async function changeMine(request: Request, url: URL, b: Board): Promise<Response> {
  const dashboard = (locale: Locale) => pagePath(b.site, locale, '/dashboard');
  return withPost(request, b, { signedIn: true }, dashboard, async (post, locale, json) => {
    const subscribe = post.get('subscribe') === 'true';
    const mine = await b.manageMyNewsletter.change(
      { subscribe, consentRevisionId: post.get('consentRevisionId') || null, origin: url.origin },
      boardContextOf(b, request.headers, locale),
    );
    const code = mine.errors[0];
    if (code)
      return formAnswer(json, {
        ok: false,
        status: 422,
        url: `${dashboard(locale)}?newsletter=${code}#newsletter`,
        errors: [{ field: null, code }],
      });
    const notice = !subscribe ? 'unsubscribed' : mine.state === 'confirmed' ? 'subscribed' : 'confirmationSent';
    return formAnswer(json, { ok: true, url: `${dashboard(locale)}?newsletter=${notice}#newsletter` });
  });
}

async function staff(request: Request, action: 'save' | 'test' | 'send', url: URL, b: Board): Promise<Response> {
  const desk = (locale: Locale, path = '') => pagePath(b.site, locale, `/admin/newsletter${path}`);
  return withPost(
    request,
    b,
    { signedIn: true },
    (locale) => desk(locale),
    async (post, locale, json) => {
      const ctx: BoardContext = boardContextOf(b, request.headers, locale);
      const id = post.get('id');
      if (id && !isEntityId(id))
        return formAnswer(json, { ok: false, status: 400, url: desk(locale), errors: [{ field: null, code: 'INVALID_INPUT' }] });
      if (action === 'save') {
        const draft = {
          id: id || null,
          subject: post.get('subject'),
          body: post.get('body'),
          jobIds: post.getAll('jobIds').filter(isEntityId),
          postIds: post.getAll('postIds').filter(isEntityId),
        };
        const answer = await b.newsletterDesk.save(draft, ctx);
        const code = answer.errors[0];
        if (!code && answer.issue) return formAnswer(json, { ok: true, url: `${desk(locale, `/${answer.issue.id}`)}?notice=saved` });
        if (code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'UNAUTHENTICATED') return refusedStaff(json, desk(locale), code);
        // A refused draft is shown again with what was typed: the compose page renders the post's values.
        const errors = answer.fieldErrors.map((e) => ({ field: e.field, code: e.code }));
        const back = id ? desk(locale, `/${id}/edit`) : desk(locale, '/new');
        const typed = new URLSearchParams({
          error: code ?? 'INVALID_INPUT',
          fieldErrors: errors.map((e) => `${e.field}~${e.code}`).join(','),
        });
        const cookie = serializeCookie(TYPED_NEWSLETTER_DRAFT_COOKIE, typedDraft(draft), {
          secure: url.protocol === 'https:',
          maxAge: 300,
        });
        return formAnswer(json, { ok: false, status: 422, url: `${back}?${typed}`, errors }, { cookies: json ? [] : [cookie] });
      }
      if (!id) return formAnswer(json, { ok: false, status: 400, url: desk(locale), errors: [{ field: null, code: 'INVALID_INPUT' }] });
      const page = desk(locale, `/${id}`);
      if (action === 'test') {
        const answer = await b.newsletterDesk.sendTest(id, url.origin, ctx);
        const code = answer.errors[0];
        if (code) return refusedStaff(json, page, code);
        return formAnswer(json, { ok: true, url: `${page}?notice=testSent` });
      }
      const answer = await b.newsletterDesk.send(id, ctx);
      const code = answer.errors[0];
      if (code) return refusedStaff(json, page, code);
      return formAnswer(json, { ok: true, url: `${page}?notice=sending` });
    },
  );
}

/** The draft a refused plain compose form carried (subject, text, picks), read once by the compose page. */
export const TYPED_NEWSLETTER_DRAFT_COOKIE = 'jb_newsletter_draft';

/** Browsers keep about 4 kB a cookie: a text longer than that comes back without its body (subject and picks stay). */
const MAX_TYPED_DRAFT = 3500;
function typedDraft(draft: { subject: string; body: string; jobIds: string[]; postIds: string[] }): string {
  const whole = JSON.stringify(draft);
  return encodeURIComponent(whole).length <= MAX_TYPED_DRAFT
    ? whole
    : JSON.stringify({ ...draft, body: '', subject: draft.subject.slice(0, 200) });
}

const refusedStaff = (json: boolean, url: string, code: string): Response =>
  formAnswer(json, {
    ok: false,
    status: code === 'FORBIDDEN' ? 403 : code === 'UNAUTHENTICATED' || code === 'SIGN_IN_REQUIRED' ? 401 : code === 'NOT_FOUND' ? 404 : 422,
    url: `${url}?error=${code}`,
    errors: [{ field: null, code }],
  });
