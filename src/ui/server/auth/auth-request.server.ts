import type { Accounts } from '../../../infrastructure/di/accounts.module';
import { sameOriginCallback } from '../../../domain/identity/callback-url';
import { addLocalePrefix } from '../../../domain/routing/locale-prefix';
import { localizePath } from '../../../domain/routing/localized-paths';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { publicOrigin } from '../../../domain/site/public-origin';
import { hasLocalePrefix, type SiteConfig } from '../../../domain/site/site-config';
import type { Actor } from '../../../domain/identity/actor';
import type { RequestContext } from '../../../domain/shared/request-context';
import { crossSiteProblem, readSmallForm } from '../../../infrastructure/di/form-posts.module';
import { visitorAddress } from '../../../infrastructure/di/visitor-address.module';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from './auth-cookies';

/** An /api/auth request as the endpoints see it: the parsed form, cookies, client address and locale. */
export interface AuthRequest {
  readonly request: Request;
  readonly url: URL;
  /** The site's public origin: the `url` of a JSON answer is absolute on it (NextAuth's client parses it with `new URL`). */
  readonly origin: string;
  readonly form: Readonly<Record<string, string>>;
  /** `json=true`, or a JSON body: answer `{ url, ok, error }` instead of a 303 (the board's fetch-based forms, NextAuth's client). */
  readonly json: boolean;
  readonly sessionToken: string | null;
  readonly csrfCookie: string | null;
  readonly ip: string;
  readonly locale: Locale;
}

export async function readAuthRequest(request: Request, site: SiteConfig): Promise<AuthRequest> {
  const url = new URL(request.url);
  const form = request.method === 'POST' ? await readForm(request) : Object.fromEntries(url.searchParams);
  return authRequestOf(request, site, form);
}

/** The request as the endpoints see it, with a form already read (by the one form reader, say). */
export function authRequestOf(request: Request, site: SiteConfig, form: Readonly<Record<string, string>>): AuthRequest {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const wanted = form.locale;
  return {
    request,
    url,
    origin: publicOrigin(site, request.url),
    form,
    json: form.json === 'true' || (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json'),
    sessionToken: readCookie(cookies, SESSION_COOKIE),
    csrfCookie: readCookie(cookies, CSRF_COOKIE),
    ip: visitorAddress(request),
    locale: isLocale(wanted) && site.locales.includes(wanted) ? wanted : site.defaultLocale,
  };
}

/** The fields of a small form (the one reader, bounded while it streams); a refused or unreadable body is empty, which fails validation and CSRF. */
async function readForm(request: Request): Promise<Record<string, string>> {
  const read = await readSmallForm(request);
  return read.ok ? read.post.record() : {};
}

export type CsrfProblem = 'cross-site' | 'token';

/**
 * CSRF defence for every state-changing POST: the browser's own signals first (Sec-Fetch-Site must be
 * same-origin; an Origin, or without one a Referer, must name this host; `Origin: null` never passes),
 * then the double-submit token (form field = signed cookie).
 */
export function csrfProblem(
  req: AuthRequest,
  accounts: Pick<Accounts, 'csrf'>,
  options: { tokenRequired: boolean } = { tokenRequired: true },
): CsrfProblem | null {
  if (req.request.method !== 'POST' || crossSiteProblem(req.request)) return 'cross-site';
  if (options.tokenRequired && !accounts.csrf.verify(req.csrfCookie, req.form.csrfToken)) return 'token';
  return null;
}

/** A page path for the browser: localized segments and the locale prefix of multi-locale sites. */
export const pagePath = (site: SiteConfig, locale: Locale, internalPath: string): string =>
  addLocalePrefix(localizePath(internalPath, locale), hasLocalePrefix(site) ? locale : undefined);

/** `callbackUrl` of the form: absent → null; same-origin → its path; anything else → 'invalid'. */
export function callbackOf(req: AuthRequest): string | null | 'invalid' {
  const raw = req.form.callbackUrl;
  if (raw === undefined || raw === '') return null;
  return sameOriginCallback(raw, req.url.origin) ?? 'invalid';
}

/** The request facts a platform use case gets from the platform's own endpoints (auth, privacy). */
export function platformContextOf(site: SiteConfig, locale: Locale, actor: Actor, headers: Headers): RequestContext {
  return { site: site.key, locale, actor, requestId: headers.get('x-request-id') ?? crypto.randomUUID() };
}
