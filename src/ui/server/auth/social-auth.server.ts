import type { Actor } from '../../../domain/identity/actor';
import { sameOriginCallback } from '../../../domain/identity/callback-url';
import { OAUTH_COOKIE_MAX_AGE_S, SOCIAL_PROVIDER_NAMES, isSocialProvider } from '../../../domain/identity/social-sign-in';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Accounts } from '../../../infrastructure/di/accounts.module';
import type { Social } from '../../../infrastructure/di/social.module';
import { clearedCookie, readCookie, serializeCookie, sessionCookie } from './auth-cookies';
import { pagePath, type AuthRequest } from './auth-request.server';
import { AUTH_ERROR_CLASSES, type AuthErrorClass } from './auth-error-classes';
import { nextAuthAnswer as answer, withQuery } from './auth-response.server';

/*
 * Social sign-in endpoints of /api/auth: POST signin/{provider} starts the
 * authorization code flow, GET callback/{provider} completes it. State, PKCE verifier and where to return
 * live in HttpOnly, SameSite=Lax cookies for 900 s — Lax, because the provider sends the
 * browser back with a top-level GET — and are cleared by the callback whatever its outcome.
 */

export const OAUTH_STATE_COOKIE = 'jb_oauth_state';
export const OAUTH_PKCE_COOKIE = 'jb_oauth_pkce';
export const OAUTH_RETURN_COOKIE = 'jb_oauth_return';

/** Where the browser returns to after the callback, kept from the signin request. */
interface ReturnTo {
  readonly callbackUrl: string | null;
  readonly locale: Locale;
  readonly creationSource: string | null;
}

export interface SocialAuthDeps {
  readonly req: AuthRequest;
  readonly accounts: Pick<Accounts, 'site' | 'production' | 'logger'>;
  readonly social: Social;
  readonly ctxFor: (actor: Actor, locale?: Locale) => RequestContext;
  readonly origin: string;
}

const redirectUriOf = (origin: string, provider: string) => `${origin}/api/auth/callback/${provider}`;

/** `GET /api/auth/providers` entries of the social providers this site offers (NextAuth's shape). */
export async function socialProviderEntries(
  deps: Pick<SocialAuthDeps, 'social' | 'ctxFor' | 'req'>,
): Promise<Array<[string, Record<string, string>]>> {
  const listed = await deps.social.listProviders.execute(undefined, deps.ctxFor({ kind: 'anonymous' }));
  const base = deps.req.url.origin;
  return (listed.ok ? listed.value : []).map((id) => [
    id,
    {
      id,
      name: SOCIAL_PROVIDER_NAMES[id],
      type: 'oidc',
      signinUrl: `${base}/api/auth/signin/${id}`,
      callbackUrl: `${base}/api/auth/callback/${id}`,
    },
  ]);
}

/**
 * POST signin/{provider}, after the CSRF check. A provider the site does not offer (or none configured):
 * back to signin with the callback URL.
 */
export async function startSocialSignIn(deps: SocialAuthDeps, provider: string, callbackUrl: string | null): Promise<Response> {
  const { req, social, accounts } = deps;
  const secure = accounts.production;
  const ctx = deps.ctxFor({ kind: 'anonymous' });
  const result = await social.start.execute({ provider, redirectUri: redirectUriOf(deps.origin, provider) }, ctx);
  if (!result.ok)
    return answer(req, withQuery('/api/auth/signin', { callbackUrl: callbackUrl ?? undefined }), { error: 'Default', status: 400 });
  const back: ReturnTo = { callbackUrl, locale: req.locale, creationSource: req.form.creationSource?.slice(0, 100) || null };
  const cookie = (name: string, value: string) => serializeCookie(name, value, { secure, maxAge: OAUTH_COOKIE_MAX_AGE_S });
  const cookies = [cookie(OAUTH_STATE_COOKIE, result.value.state), cookie(OAUTH_RETURN_COOKIE, JSON.stringify(back))];
  cookies.push(result.value.codeVerifier ? cookie(OAUTH_PKCE_COOKIE, result.value.codeVerifier) : clearedCookie(OAUTH_PKCE_COOKIE, secure));
  return answer(req, result.value.url, { cookies });
}

/** GET callback/{provider}: the provider's redirect back, with `code` and `state` (or `error`). */
export async function completeSocialSignIn(deps: SocialAuthDeps, provider: string): Promise<Response> {
  const { req, social, accounts } = deps;
  const secure = accounts.production;
  const headers = req.request.headers.get('cookie');
  const back = readReturn(readCookie(headers, OAUTH_RETURN_COOKIE), req.url.origin, accounts.site);
  const page = (path: string) => pagePath(accounts.site, back.locale, path);
  const cleared = [
    clearedCookie(OAUTH_STATE_COOKIE, secure),
    clearedCookie(OAUTH_PKCE_COOKIE, secure),
    clearedCookie(OAUTH_RETURN_COOKIE, secure),
  ];
  const redirect = (location: string, extra: readonly string[] = []) => {
    const response = new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
    for (const cookie of [...cleared, ...extra]) response.headers.append('Set-Cookie', cookie);
    return response;
  };
  const toLogin = (error: string) => redirect(withQuery(page('/user/login'), { error, callbackUrl: back.callbackUrl }));

  if (!isSocialProvider(provider)) return redirect(withQuery('/api/auth/signin', { callbackUrl: back.callbackUrl }));
  const refusedAs = (cls: AuthErrorClass) => {
    accounts.logger.warn({ component: 'social-sign-in', code: cls.code, provider }, 'auth error');
    return toLogin(cls.error);
  };
  // The person cancelled at the provider, or the provider refused.
  if (req.form.error) return refusedAs(AUTH_ERROR_CLASSES.oauthCallback);

  const result = await social.complete.execute(
    {
      provider,
      redirectUri: redirectUriOf(deps.origin, provider),
      code: req.form.code ?? null,
      state: req.form.state ?? null,
      expectedState: readCookie(headers, OAUTH_STATE_COOKIE),
      codeVerifier: readCookie(headers, OAUTH_PKCE_COOKIE),
      previousSessionToken: req.sessionToken,
      creationSource: back.creationSource,
    },
    deps.ctxFor({ kind: 'anonymous' }, back.locale),
  );
  if (!result.ok) {
    switch (result.code) {
      case 'UNKNOWN_PROVIDER':
        return redirect(withQuery('/api/auth/signin', { callbackUrl: back.callbackUrl }));
      case 'ACCOUNT_NOT_LINKED':
        return refusedAs(AUTH_ERROR_CLASSES.accountNotLinked);
      case 'EMAIL_UNVERIFIED':
        return toLogin('OAuthEmailUnverified');
      case 'READ_ONLY':
        return toLogin('READ_ONLY');
      case 'OAUTH_CALLBACK':
        return refusedAs(AUTH_ERROR_CLASSES.oauthCallback);
    }
  }
  const now = new Date();
  return redirect(back.callbackUrl ?? page('/dashboard'), [sessionCookie(result.value.token, result.value.expiresAt, now, secure)]);
}

function readReturn(raw: string | null, origin: string, site: Pick<Accounts['site'], 'defaultLocale' | 'locales'>): ReturnTo {
  const none: ReturnTo = { callbackUrl: null, locale: site.defaultLocale, creationSource: null };
  if (!raw || raw.length > 4096) return none;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ReturnTo, unknown>>;
    // Checked when the cookie was written, and again here: a cookie is input like any other.
    const callbackUrl = typeof value.callbackUrl === 'string' ? sameOriginCallback(value.callbackUrl, origin) : null;
    return {
      callbackUrl,
      locale: isLocale(value.locale) && site.locales.includes(value.locale) ? value.locale : site.defaultLocale,
      creationSource: typeof value.creationSource === 'string' ? value.creationSource.slice(0, 100) : null,
    };
  } catch {
    return none;
  }
}
