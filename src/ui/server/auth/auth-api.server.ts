import type { z } from 'zod';
import type { Actor } from '../../../domain/identity/actor';
import { ANONYMOUS } from '../../../domain/identity/actor';
import type { RequestContext } from '../../../domain/shared/request-context';
import { publicOrigin } from '../../../domain/site/public-origin';
import type { Accounts } from '../../../infrastructure/di/accounts.module';
import type { Social } from '../../../infrastructure/di/social.module';
import {
  applicantRegistrationSchema,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  masqueradeSchema,
  recruiterRegistrationSchema,
  resetPasswordSchema,
} from '../../forms/account-schemas';
import { AUTH_ERROR_CLASSES, type AuthErrorClass } from './auth-error-classes';
import { clearedCookie, CSRF_COOKIE, serializeCookie, SESSION_COOKIE, sessionCookie } from './auth-cookies';
import { callbackOf, csrfProblem, pagePath, platformContextOf, readAuthRequest, type AuthRequest } from './auth-request.server';
import { nextAuthAnswer as answer, json, withQuery } from './auth-response.server';
import { sessionPayload } from './session-payload.server';
import { completeSocialSignIn, socialProviderEntries, startSocialSignIn, type SocialAuthDeps } from './social-auth.server';

/*
 * /api/auth as NextAuth-compatible endpoints, plus the account forms' actions. Thin driving
 * adapter: parse, CSRF, zod (the forms' own schemas), call the platform use case, answer with a 303 or
 * JSON. Authorization and rules live in the use cases.
 */

/** Always there; google and linkedin join where the site offers them (social-auth.server.ts). */
const PROVIDERS = ['credentials'] as const;

/** NextAuth error names the pages understand (messages in accounts.errors.*). */
export type AuthErrorName =
  | 'CredentialsSignin'
  | 'SessionRequired'
  | 'OAuthCallback'
  | 'OAuthAccountNotLinked'
  | 'OAuthEmailUnverified'
  | 'InvalidCallbackUrl'
  | 'Configuration'
  | 'Default';
const ERROR_NAMES: readonly string[] = [
  'CredentialsSignin',
  'SessionRequired',
  'OAuthCallback',
  'OAuthAccountNotLinked',
  'OAuthEmailUnverified',
  'InvalidCallbackUrl',
  'Configuration',
  'Default',
];

/** The account actions that write, and the page each answers on while the platform is read-only. */
const READ_ONLY_PAGES: Readonly<Record<string, string>> = {
  'register/applicant': '/user/register/applicant',
  'register/recruiter': '/user/register/recruiter',
  'verify-email': '/user/verify-email',
  'verify-email/resend': '/dashboard',
  'password/forgot': '/user/password/forgot',
  'password/reset': '/user/password/reset',
  'password/change': '/user/settings',
  'email/change': '/user/settings',
};

/** `social` is the social sign-in facade; without it only credentials sign-in exists. */
export async function handleAuthApi(request: Request, splat: string, accounts: Accounts, social?: Social): Promise<Response> {
  const site = accounts.site;
  const req = await readAuthRequest(request, site);
  const segments = splat.split('/').filter(Boolean);
  const [action = '', provider] = segments;
  const route = segments.join('/');
  const page = (path: string) => pagePath(site, req.locale, path);
  const secure = accounts.production;
  const now = () => new Date();

  const session = async () => {
    const result = await accounts.validateSession.execute({ sessionToken: req.sessionToken });
    return result.ok ? result.value : null;
  };
  const ctxFor = (actor: Actor): RequestContext => platformContextOf(site, req.locale, actor, request.headers);
  const origin = publicOrigin(site, request.url);
  const issuedCookie = (s: { token: string; expiresAt: Date }) => sessionCookie(s.token, s.expiresAt, now(), secure);
  const socialDeps = (): SocialAuthDeps | null =>
    social ? { req, accounts, social, origin, ctxFor: (actor, locale) => ({ ...ctxFor(actor), locale: locale ?? req.locale }) } : null;
  // The class's code and the action only: no address, no callback URL, no form field.
  const logClass = (cls: AuthErrorClass, level: 'warn' | 'error' = 'warn') =>
    accounts.logger[level]({ component: 'auth', code: cls.code, action: route }, 'auth error');
  /** NextAuth's session answer (GET, and POST for the client's update): the user, or `{}` for none. */
  const sessionAnswer = async (): Promise<Response> => {
    const current = await session();
    if (!current) return json({}, { cookies: req.sessionToken ? [clearedCookie(SESSION_COOKIE, secure)] : [] });
    const user = await accounts.getCurrentUser.execute(undefined, ctxFor(current.actor));
    // A live session whose user is gone: the board's pages send the browser to /user/logout.
    if (!user.ok) return json({ error: user.code });
    if (!user.value) return json({});
    return json(sessionPayload(user.value, current), {
      cookies: current.renewed && req.sessionToken ? [sessionCookie(req.sessionToken, current.expiresAt, now(), secure)] : [],
    });
  };
  const notFound = () => {
    logClass(AUTH_ERROR_CLASSES.missingRoute);
    return json({ error: 'Not Found', code: AUTH_ERROR_CLASSES.missingRoute.code }, { status: 404 });
  };

  if (request.method === 'GET') {
    // The provider's redirect back (protected by the state cookie, not by a CSRF token).
    const deps = socialDeps();
    if (action === 'callback' && provider && provider !== 'credentials' && segments.length === 2 && deps)
      return completeSocialSignIn(deps, provider);
    switch (route) {
      case 'session':
        return sessionAnswer();
      case 'csrf': {
        const existing = accounts.csrf.tokenOf(req.csrfCookie);
        if (existing) return json({ csrfToken: existing });
        const fresh = accounts.csrf.issue();
        return json({ csrfToken: fresh.token }, { cookies: [serializeCookie(CSRF_COOKIE, fresh.cookie, { secure })] });
      }
      case 'providers': {
        const socialEntries = deps ? await socialProviderEntries(deps) : [];
        return json(
          Object.fromEntries([
            ...PROVIDERS.map((id) => [
              id,
              {
                id,
                name: 'Credentials',
                type: 'credentials',
                signinUrl: `${req.url.origin}/api/auth/signin/${id}`,
                callbackUrl: `${req.url.origin}/api/auth/callback/${id}`,
              },
            ]),
            ...socialEntries,
          ]),
        );
      }
      case 'signin': {
        // SessionRequired → signin with error and callbackUrl; the sign-in page is /user/login.
        const callback = callbackOf(req);
        if (callback === 'invalid') {
          logClass(AUTH_ERROR_CLASSES.invalidCallbackUrl);
          return redirect(page('/user/error?error=InvalidCallbackUrl'));
        }
        const error = ERROR_NAMES.includes(req.form.error ?? '') ? req.form.error : undefined;
        return redirect(withQuery(page('/user/login'), { callbackUrl: callback, error }));
      }
      case 'signout': {
        // NextAuth's sign-out confirmation page: ours asks the same question and posts to signout.
        const callback = callbackOf(req);
        return redirect(withQuery(page('/user/logout'), { callbackUrl: callback === 'invalid' ? null : callback }));
      }
      case 'error': {
        const error = ERROR_NAMES.includes(req.form.error ?? '') ? req.form.error! : 'Default';
        return redirect(withQuery(page('/user/error'), { error }));
      }
      default:
        return notFound();
    }
  }
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });

  // Client log beacons: same-origin only; no token (sendBeacon cannot fetch one first).
  if (action === '_log') {
    if (csrfProblem(req, accounts, { tokenRequired: false })) return new Response(null, { status: 403 });
    const level = ['error', 'warn', 'debug'].includes(req.form.level ?? '') ? req.form.level! : 'error';
    const code = /^[A-Z_]{1,64}$/.test(req.form.code ?? '') ? req.form.code : 'CLIENT_LOG';
    // The message is client text: cut short, and it never carries form data (auth-fetch sends only the URL path and error kind).
    accounts.logger[level === 'debug' ? 'debug' : level === 'warn' ? 'warn' : 'error'](
      { component: 'auth-client', code, detail: (req.form.message ?? '').slice(0, 300) },
      'client log',
    );
    return new Response(null, { status: 204 });
  }

  // The client's update: a JSON body with csrfToken and data. The session holds only what the server
  // knows, so `data` is not taken in; the answer is the session as it now stands (renewed, re-read).
  if (route === 'session') {
    const refused = csrfProblem(req, accounts);
    if (refused) {
      accounts.logger.warn({ component: 'auth', action, problem: refused }, 'csrf check failed');
      return json({}, { status: 400 });
    }
    return sessionAnswer();
  }

  const callback = callbackOf(req);
  if (callback === 'invalid') {
    logClass(AUTH_ERROR_CLASSES.invalidCallbackUrl);
    return answer(req, page('/user/error?error=InvalidCallbackUrl'), { error: 'InvalidCallbackUrl', status: 400 });
  }
  const problem = csrfProblem(req, accounts);
  if (problem) {
    accounts.logger.warn({ component: 'auth', action, problem }, 'csrf check failed');
    return answer(req, withQuery(refererPage(req) ?? page('/user/login'), { error: 'CSRF' }), { error: 'CSRF', status: 403 });
  }

  // Read-only mode: what would write an account answers so on its own page. Signing in and out, and
  // masquerade, stay open: staff must be able to sign in to turn the mode off.
  const readOnlyPage = READ_ONLY_PAGES[route];
  if (readOnlyPage && (await accounts.readOnly?.isOn())) {
    const token = ['password/reset', 'verify-email'].includes(route) ? req.form.token : undefined;
    return answer(req, withQuery(page(readOnlyPage), { token, error: 'READ_ONLY', callbackUrl: callback }), {
      error: 'READ_ONLY',
      status: 503,
    });
  }

  const current = await session();
  const actor: Actor = current?.actor ?? ANONYMOUS;
  const ctx = ctxFor(actor);
  const backTo = (path: string, error: string) => answer(req, withQuery(page(path), { error, callbackUrl: callback }), { error });
  const parse = <T>(schema: z.ZodType<T>): T | null => {
    const parsed = schema.safeParse(req.form);
    return parsed.success ? parsed.data : null;
  };
  const requireUser = () =>
    actor.kind === 'user'
      ? null
      : answer(req, withQuery(page('/user/login'), { error: 'SessionRequired', callbackUrl: callback }), {
          error: 'SessionRequired',
          status: 401,
        });

  switch (route) {
    case 'callback/credentials': {
      const values = parse(loginSchema);
      if (!values) return backTo('/user/login', 'CredentialsSignin');
      const result = await accounts.logIn
        .execute({ ...values, ip: req.ip, previousSessionToken: req.sessionToken }, ctx)
        .catch((error: unknown) => {
          accounts.logger.error({ component: 'auth', code: AUTH_ERROR_CLASSES.credentialsHandler.code, err: error }, 'auth error');
          return null;
        });
      if (!result) {
        const { error } = AUTH_ERROR_CLASSES.credentialsHandler;
        return answer(req, withQuery(page('/user/error'), { error }), { error, status: 500 });
      }
      if (!result.ok) {
        const error = result.code === 'INVALID_CREDENTIALS' ? 'CredentialsSignin' : result.code;
        const status = result.code === 'RATE_LIMITED' ? 429 : result.code === 'ACCOUNT_BLOCKED' ? 403 : 401;
        return answer(req, withQuery(page('/user/login'), { error, callbackUrl: callback }), { error, status });
      }
      return answer(req, callback ?? page('/dashboard'), { cookies: [issuedCookie(result.value)] });
    }
    case 'signout': {
      await accounts.logOut.execute({ sessionToken: req.sessionToken }, ctx);
      return answer(req, callback ?? withQuery(page('/user/login'), { notice: 'loggedOut' }), {
        cookies: [clearedCookie(SESSION_COOKIE, secure)],
      });
    }
    case 'register/applicant':
    case 'register/recruiter': {
      const kind = provider === 'recruiter' ? 'recruiter' : 'applicant';
      const recruiter = kind === 'recruiter' ? parse(recruiterRegistrationSchema) : null;
      const values = recruiter ?? (kind === 'applicant' ? parse(applicantRegistrationSchema) : null);
      if (!values) return backTo(`/user/register/${kind}`, 'INVALID_INPUT');
      const result = await accounts.register.execute(
        {
          kind,
          ...values,
          acceptedTerms: true /* the schema refuses an unticked box */,
          organizationName: recruiter?.organizationName ?? null,
          creationSource: req.form.creationSource ?? null,
          origin,
          ip: req.ip,
        },
        ctx,
      );
      if (!result.ok && result.code === 'RATE_LIMITED')
        return answer(req, withQuery(page(`/user/register/${kind}`), { error: 'RATE_LIMITED', callbackUrl: callback }), {
          error: 'RATE_LIMITED',
          status: 429,
        });
      if (!result.ok) return backTo(`/user/register/${kind}`, result.code);
      return answer(req, withQuery(page('/user/login'), { notice: 'verifySent' }));
    }
    case 'verify-email': {
      const result = await accounts.verifyEmail.execute({ token: req.form.token ?? '', sessionToken: req.sessionToken }, ctx);
      if (!result.ok) return answer(req, withQuery(page('/user/error'), { error: 'INVALID_TOKEN' }), { error: 'INVALID_TOKEN' });
      const signedIn = actor.kind === 'user' && actor.userId === result.value.userId;
      return answer(req, withQuery(page(signedIn ? '/dashboard' : '/user/login'), { notice: 'verified' }), {
        cookies: result.value.session ? [issuedCookie(result.value.session)] : [],
      });
    }
    case 'verify-email/resend': {
      const refused = requireUser();
      if (refused) return refused;
      const result = await accounts.resendVerification.execute({ origin }, ctx);
      if (!result.ok) return answer(req, withQuery(callback ?? page('/dashboard'), { error: result.code }), { error: result.code });
      return answer(req, withQuery(callback ?? page('/dashboard'), { notice: 'verificationResent' }));
    }
    case 'password/forgot': {
      const values = parse(forgotPasswordSchema);
      if (!values) return backTo('/user/password/forgot', 'INVALID_INPUT');
      const result = await accounts.requestPasswordReset.execute({ email: values.email, ip: req.ip, origin }, ctx);
      if (!result.ok) return backTo('/user/password/forgot', result.code);
      return answer(req, withQuery(page('/user/login'), { notice: 'resetSent' }));
    }
    case 'password/reset': {
      const values = parse(resetPasswordSchema);
      const token = req.form.token ?? '';
      if (!values)
        return answer(req, withQuery(page('/user/password/reset'), { token, error: 'INVALID_INPUT' }), { error: 'INVALID_INPUT' });
      const result = await accounts.resetPassword.execute({ token, password: values.password }, ctx);
      if (!result.ok) return answer(req, withQuery(page('/user/error'), { error: result.code }), { error: result.code });
      // Every session of the user ended, this browser's too.
      return answer(req, withQuery(page('/user/login'), { notice: 'passwordReset' }), { cookies: [clearedCookie(SESSION_COOKIE, secure)] });
    }
    case 'password/change': {
      const refused = requireUser();
      if (refused) return refused;
      const values = parse(changePasswordSchema);
      if (!values) return backTo('/user/settings', 'INVALID_INPUT');
      const result = await accounts.changePassword.execute(values, ctx);
      if (!result.ok) return backTo('/user/settings', result.code);
      return answer(req, withQuery(page('/user/settings'), { notice: 'passwordChanged' }), { cookies: [issuedCookie(result.value)] });
    }
    case 'email/change': {
      const refused = requireUser();
      if (refused) return refused;
      const values = parse(changeEmailSchema);
      if (!values) return backTo('/user/settings', 'INVALID_INPUT');
      const result = await accounts.changeEmail.execute({ ...values, origin }, ctx);
      if (!result.ok) return backTo('/user/settings', result.code);
      return answer(req, withQuery(page('/user/settings'), { notice: 'emailChangeSent' }));
    }
    case 'masquerade': {
      const refused = requireUser();
      if (refused) return refused;
      const values = parse(masqueradeSchema);
      if (!values) return backTo('/dashboard', 'INVALID_INPUT');
      const result = await accounts.startMasquerade.execute({ target: values.target, sessionToken: req.sessionToken }, ctx);
      if (!result.ok) return backTo('/dashboard', result.code);
      return answer(req, page('/dashboard'), { cookies: [issuedCookie(result.value)] });
    }
    case 'masquerade/end': {
      const result = await accounts.endMasquerade.execute({ sessionToken: req.sessionToken }, ctx);
      if (!result.ok) return backTo('/dashboard', result.code);
      const cookie = result.value ? issuedCookie(result.value) : clearedCookie(SESSION_COOKIE, secure);
      return answer(req, withQuery(page(result.value ? '/dashboard' : '/user/login'), { notice: 'masqueradeEnded' }), {
        cookies: [cookie],
      });
    }
    default: {
      // signin/{provider} and callback/{provider} for providers that do not exist (yet): "unknown
      // provider → to signin with callback URL".
      if ((action === 'signin' || action === 'callback') && provider) {
        if (action === 'signin' && provider === 'credentials')
          return answer(req, withQuery(page('/user/login'), { callbackUrl: callback }));
        if (action === 'signin' && provider === 'email') {
          const cls = AUTH_ERROR_CLASSES.emailRequiresAdapter;
          logClass(cls);
          return answer(req, withQuery(page('/user/error'), { error: cls.error }), { error: cls.error, status: 400 });
        }
        const deps = socialDeps();
        if (action === 'signin' && segments.length === 2 && deps) return startSocialSignIn(deps, provider, callback);
        return answer(req, withQuery('/api/auth/signin', { callbackUrl: callback ?? undefined }), { error: 'Default', status: 400 });
      }
      return notFound();
    }
  }

  function redirect(location: string): Response {
    return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
  }
}

/** The page a refused form came from, when it is one of ours (to show the CSRF error there). */
function refererPage(req: AuthRequest): string | null {
  const referer = req.request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === req.url.host && url.pathname.startsWith('/') && !url.pathname.startsWith('//') ? `${url.pathname}` : null;
  } catch {
    return null;
  }
}
