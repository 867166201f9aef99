import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleLegalAdminApi } from '../../server/legal-admin/legal-admin-endpoints.server';

/**
 * `/api/legal-admin/publish` (server/legal-admin/legal-admin-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleLegalAdminApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'legal-admin' }, 'legal pages staff request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/legal-admin/$')({
  server: { handlers: { POST: handle } },
});
