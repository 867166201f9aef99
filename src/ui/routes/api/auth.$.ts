import { createFileRoute } from '@tanstack/react-router';
import { AUTH_ERROR_CLASSES } from '../../server/auth/auth-error-classes';
import { handleAuthApi } from '../../server/auth/auth-api.server';
import { board } from '../../server/board-context.server';

/**
 * `/api/auth/*` (session, csrf, providers, signin, callback/{provider}, signout, _log, error) and
 * the account forms' actions: server/auth/auth-api.server.ts. A failure we did not expect answers 500
 * without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  const accounts = b.accounts;
  try {
    return await handleAuthApi(request, params._splat ?? '', accounts, b.social);
  } catch (error) {
    // A missing or too short AUTH_SECRET surfaces here, when the CSRF signer is first needed.
    const code = error instanceof Error && error.name === 'MissingAuthSecretError' ? AUTH_ERROR_CLASSES.noSecret.code : undefined;
    accounts.logger.error({ err: error, component: 'auth', ...(code ? { code } : {}) }, 'auth request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/auth/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
