import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleCommerceAdminApi } from '../../server/commerce-admin/commerce-admin-endpoints.server';

/**
 * `/api/commerce-admin/{product,active,credits,paid,cancel,end-subscription}` (server/commerce-admin/commerce-admin-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleCommerceAdminApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'commerce-admin' }, 'commerce staff request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/commerce-admin/$')({
  server: { handlers: { POST: handle } },
});
