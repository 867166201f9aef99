import type { Accounts } from '../../../infrastructure/di/accounts.module';
import { sameOriginCallback } from '../../../domain/identity/callback-url';
import { addLocalePrefix } from '../../../domain/routing/locale-prefix';
import { localizePath } from '../../../domain/routing/localized-paths';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import { hasLocalePrefix, type SiteConfig } from '../../../domain/site/site-config';
import type { Actor } from '../../../domain/identity/actor';
import type { RequestContext } from '../../../domain/shared/request-context';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from './auth-cookies';

/** Form bodies beyond this are not account forms. */
const MAX_BODY_BYTES = 64 * 1024;

/** An /api/auth request as the endpoints see it: the parsed form, cookies, client address and locale. */
export interface AuthRequest {
  readonly request: Request;
  readonly url: URL;
  readonly form: Readonly<Record<string, string>>;
  /** `json=true`: answer `{ url, ok, error }` instead of a 303 (the board's fetch-based forms). */
  readonly json: boolean;
  readonly sessionToken: string | null;
  readonly csrfCookie: string | null;
  readonly ip: string;
  readonly locale: Locale;
}

export async function readAuthRequest(request: Request, site: SiteConfig): Promise<AuthRequest> {
  const url = new URL(request.url);
  const form = request.method === 'POST' ? await readForm(request) : Object.fromEntries(url.searchParams);
  const cookies = request.headers.get('cookie');
  const wanted = form.locale;
  return {
    request,
    url,
    form,
    json: form.json === 'true',
    sessionToken: readCookie(cookies, SESSION_COOKIE),
    csrfCookie: readCookie(cookies, CSRF_COOKIE),
    ip: clientIp(request),
    locale: isLocale(wanted) && site.locales.includes(wanted) ? wanted : site.defaultLocale,
  };
}

async function readForm(request: Request): Promise<Record<string, string>> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return {};
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  try {
    if (type === 'application/json') {
      const body = (await request.json()) as unknown;
      if (!body || typeof body !== 'object') return {};
      return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
    if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
      const data = await request.formData();
      const out: Record<string, string> = {};
      for (const [key, value] of data) if (typeof value === 'string' && !(key in out)) out[key] = value;
      return out;
    }
  } catch {
    // unreadable body: treated as empty, which fails validation and CSRF
  }
  return {};
}

/** The client address for rate limits: the socket's, or X-Forwarded-For's first hop when TRUST_PROXY=1. */
function clientIp(request: Request): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const direct = (request as Request & { ip?: string }).ip;
  return typeof direct === 'string' && direct ? direct : 'unknown';
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
  if (req.request.method !== 'POST') return 'cross-site';
  const headers = req.request.headers;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return 'cross-site';
  const origin = headers.get('origin');
  if (origin !== null) {
    if (!sameHost(origin, req.url)) return 'cross-site';
  } else {
    const referer = headers.get('referer');
    if (referer !== null && !sameHost(referer, req.url)) return 'cross-site';
  }
  if (options.tokenRequired && !accounts.csrf.verify(req.csrfCookie, req.form.csrfToken)) return 'token';
  return null;
}

function sameHost(value: string, url: URL): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === url.host;
  } catch {
    return false;
  }
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
