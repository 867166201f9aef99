import { createFileRoute } from '@tanstack/react-router';
import { handleAlertsApi } from '../../server/alerts/alert-endpoints.server';
import { board } from '../../server/board-context.server';

/**
 * `/api/alerts/{create,update,delete,confirm,unsubscribe}` (server/alerts/alert-endpoints.server.ts);
 * `unsubscribe` is also RFC 8058's one-click address of the digests. Unexpected failures answer 500
 * without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleAlertsApi(request, params._splat ?? '', b, b.csrfGuard);
  } catch (error) {
    b.logger.error({ err: error, component: 'alerts' }, 'alert request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/alerts/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
