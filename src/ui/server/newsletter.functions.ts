import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type {
  MyNewsletter,
  NewsletterIssueAnswer,
  NewsletterIssueList,
  NewsletterSignUpForm,
} from '../../application/board/newsletter/newsletter-gateway.port';
import { SESSION_COOKIE } from './auth/auth-cookies';
import { csrfTokenFor } from './session.server';
import { board, boardContextFor } from './board-context.server';
import { TYPED_NEWSLETTER_DRAFT_COOKIE, TYPED_NEWSLETTER_EMAIL_COOKIE } from './newsletter/newsletter-endpoints.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/** A short-lived HttpOnly cookie a refused plain form left, read once: it goes as it is read. */
async function takeCookie(name: string): Promise<string> {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const value = getCookie(name);
  if (value === undefined) return '';
  setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return value;
}

async function csrfToken(): Promise<string> {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  return csrfTokenFor((await board()).csrfGuard, getCookie, setCookie);
}

/** The sign-up page: the consent wording (null: none in force), the form's token and the address a refused post carried. */
export const loadNewsletterSignUp = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<{ form: NewsletterSignUpForm | null; csrfToken: string; typedEmail: string }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const form = await b.subscribeToNewsletter.form(ctx);
    return { form, csrfToken: await csrfToken(), typedEmail: (await takeCookie(TYPED_NEWSLETTER_EMAIL_COOKIE)).slice(0, 320) };
  });

/**
 * The home page's sign-up block (null: no newsletter on the site, no consent wording in force, or the
 * platform failed: a secondary block). A guest gets no token, so the home page sets no cookie and stays
 * cacheable (the sign-up endpoint explains why that is safe); a signed-in visitor's page is private anyway
 * and gets the token its post needs.
 */
export const loadHomeNewsletter = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<{ form: NewsletterSignUpForm; csrfToken: string } | null> => {
    const b = await board();
    if (!b.site.features.newsletter) return null;
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      const form = await b.subscribeToNewsletter.form(ctx);
      if (!form) return null;
      const { getCookie } = await import('@tanstack/react-start/server');
      return { form, csrfToken: getCookie(SESSION_COOKIE) === undefined ? '' : await csrfToken() };
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'newsletter sign-up block unavailable');
      return null;
    }
  });

/** The dashboard's newsletter card (null: guest, or no newsletter on this site). A secondary block: a failure hides it. */
export const loadMyNewsletter = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<MyNewsletter | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    if (!b.site.features.newsletter) return null;
    try {
      return await b.manageMyNewsletter.show(ctx);
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'newsletter subscription unavailable');
      return null;
    }
  });

/** /admin/newsletter: the issues and the subscriber count, or the platform's refusal. */
export const loadNewsletterDesk = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<NewsletterIssueList> => {
    const b = await board();
    return b.newsletterDesk.list(await boardContextFor(b, data.locale, data.visualEditor));
  });

export interface TypedDraft {
  readonly subject: string;
  readonly body: string;
  readonly jobIds: readonly string[];
  readonly postIds: readonly string[];
}

const typedDraftSchema = z.object({
  subject: z.string().max(400),
  body: z.string().max(200_000),
  jobIds: z.array(z.string()).max(100),
  postIds: z.array(z.string()).max(100),
});

/** One issue (or, without id, what a new one may pick), the form's token and the draft a refused post carried. */
export const loadNewsletterIssue = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      id: z.string().regex(ENTITY_ID).nullable(),
    }),
  )
  .handler(async ({ data }): Promise<{ answer: NewsletterIssueAnswer; csrfToken: string; typed: TypedDraft | null }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const { getRequest } = await import('@tanstack/react-start/server');
    const answer = await b.newsletterDesk.open(data.id, new URL(getRequest().url).origin, ctx);
    let typed: TypedDraft | null = null;
    try {
      const raw = await takeCookie(TYPED_NEWSLETTER_DRAFT_COOKIE);
      const parsed = raw ? typedDraftSchema.safeParse(JSON.parse(raw)) : null;
      typed = parsed?.success ? parsed.data : null;
    } catch {
      typed = null;
    }
    return { answer, csrfToken: await csrfToken(), typed };
  });
