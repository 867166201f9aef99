import { createFileRoute } from '@tanstack/react-router';

/**
 * /api/privacy/export and /api/privacy/delete (issue 5, item 8): server/privacy/privacy-api.server.ts.
 * A failure we did not expect answers 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const { getContainer } = await import('../../../infrastructure/di/container');
  const { accountsFrom } = await import('../../../infrastructure/di/accounts.module');
  const { privacyFrom } = await import('../../../infrastructure/di/privacy-data.module');
  const { handlePrivacyApi } = await import('../../server/privacy/privacy-api.server');
  const container = await getContainer();
  const accounts = accountsFrom(container);
  try {
    return await handlePrivacyApi(request, params._splat ?? '', accounts, privacyFrom(container));
  } catch (error) {
    accounts.logger.error({ err: error, component: 'privacy' }, 'privacy request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/privacy/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
