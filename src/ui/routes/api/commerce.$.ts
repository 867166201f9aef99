import { createFileRoute } from '@tanstack/react-router';
import { handleCommerceApi } from '../../server/commerce/commerce-endpoints.server';
import { board } from '../../server/board-context.server';

/**
 * `/api/commerce/checkout` and `/api/commerce/invoice/{id}` (server/commerce/commerce-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleCommerceApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'commerce' }, 'commerce request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/commerce/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
