import { ANONYMOUS, type Actor } from '../../../domain/identity/actor';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Accounts } from '../../../infrastructure/di/accounts.module';
import type { Privacy } from '../../../infrastructure/di/privacy-data.module';
import { clearedCookie, readCookie, SESSION_COOKIE } from '../auth/auth-cookies';
import { csrfProblem, pagePath, platformContextOf, readAuthRequest } from '../auth/auth-request.server';
import { answer, json, withQuery } from '../auth/auth-response.server';

/*
 * /api/privacy: POST export answers the personal data as a JSON download; POST delete
 * deletes the account. Both are state-changing-grade requests (the export discloses everything), so both
 * need a same-origin request with the double-submit CSRF token, like every account form.
 */
export async function handlePrivacyApi(request: Request, splat: string, accounts: Accounts, privacy: Privacy): Promise<Response> {
  if (request.method === 'GET' && splat === 'requirements') return deletionRequirements(request, accounts, privacy);
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const site = accounts.site;
  const req = await readAuthRequest(request, site);
  const page = (path: string) => pagePath(site, req.locale, path);
  const settings = page('/user/settings');
  const problem = csrfProblem(req, accounts);
  if (problem) {
    accounts.logger.warn({ component: 'privacy', action: splat, problem }, 'csrf check failed');
    return answer(req, withQuery(settings, { error: 'CSRF' }), { error: 'CSRF', status: 403 });
  }
  const validated = await accounts.validateSession.execute({ sessionToken: req.sessionToken });
  const actor: Actor = validated.ok && validated.value ? validated.value.actor : ANONYMOUS;
  const ctx: RequestContext = platformContextOf(site, req.locale, actor, request.headers);
  if (actor.kind !== 'user')
    return answer(req, withQuery(page('/user/login'), { error: 'SessionRequired', callbackUrl: settings }), {
      error: 'SessionRequired',
      status: 401,
    });

  switch (splat) {
    case 'export': {
      const result = await privacy.exportPersonalData.execute(undefined, ctx);
      if (!result.ok) return answer(req, withQuery(settings, { error: result.code }), { error: result.code, status: 403 });
      return new Response(`${JSON.stringify(result.value.document, null, 2)}\n`, {
        status: 200,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${result.value.fileName}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    case 'delete': {
      if (await accounts.readOnly?.isOn())
        return answer(req, withQuery(settings, { error: 'READ_ONLY' }), { error: 'READ_ONLY', status: 503 });
      if (req.form.confirm !== 'on' && req.form.confirm !== 'true')
        return answer(req, withQuery(settings, { error: 'CONFIRM_REQUIRED' }), { error: 'CONFIRM_REQUIRED' });
      const result = await privacy.deleteAccount.execute({ password: req.form.password ?? null, sessionToken: req.sessionToken }, ctx);
      if (!result.ok) return answer(req, withQuery(settings, { error: result.code }), { error: result.code });
      // Ids and counts only: the address is gone and must not reappear in a log.
      accounts.logger.info(
        { component: 'privacy', event: 'account_deleted', userId: actor.userId, removedFiles: result.value.removedFiles },
        'account deleted',
      );
      if (result.value.failedFiles.length > 0)
        accounts.logger.error(
          { component: 'privacy', fileKeys: result.value.failedFiles },
          'files of a deleted account could not be removed',
        );
      return answer(req, withQuery(page('/user/login'), { notice: 'accountDeleted' }), {
        cookies: [clearedCookie(SESSION_COOKIE, accounts.production)],
      });
    }
    default:
      return json({ error: 'Not Found' }, { status: 404 });
  }
}

/**
 * `GET /api/privacy/requirements`: what "delete my account" must ask the signed-in user (a password or
 * a fresh social sign-in); `{ requirements: null }` when signed out. Read-only and for the visitor's own
 * account, so no CSRF token: other sites cannot read the answer.
 */
async function deletionRequirements(request: Request, accounts: Accounts, privacy: Privacy): Promise<Response> {
  const sessionToken = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const validated = await accounts.validateSession.execute({ sessionToken });
  if (!validated.ok || !validated.value) return json({ requirements: null });
  const result = await privacy.deletionRequirements.execute(
    { sessionToken },
    platformContextOf(accounts.site, accounts.site.defaultLocale, validated.value.actor, request.headers),
  );
  return json({ requirements: result.ok ? result.value : null });
}
