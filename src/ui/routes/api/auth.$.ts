import { createFileRoute } from '@tanstack/react-router';

/**
 * Spec §7 `/api/auth/*` (session, csrf, providers, signin, callback/{provider}, signout, _log, error) and
 * the account forms' actions: server/auth/auth-api.server.ts. A failure we did not expect answers 500
 * without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const { getContainer } = await import('../../../infrastructure/di/container');
  const { accountsFrom } = await import('../../../infrastructure/di/accounts.module');
  const { socialFrom } = await import('../../../infrastructure/di/social.module');
  const { handleAuthApi } = await import('../../server/auth/auth-api.server');
  const container = await getContainer();
  const accounts = accountsFrom(container);
  try {
    return await handleAuthApi(request, params._splat ?? '', accounts, socialFrom(container));
  } catch (error) {
    accounts.logger.error({ err: error, component: 'auth' }, 'auth request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
