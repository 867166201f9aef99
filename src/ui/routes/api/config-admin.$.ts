import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleConfigAdminApi } from '../../server/config-admin/config-admin-endpoints.server';

/**
 * `/api/config-admin/{entry,read-only}` (server/config-admin/config-admin-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleConfigAdminApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'config-admin' }, 'configuration staff request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/config-admin/$')({
  server: { handlers: { POST: handle } },
});
