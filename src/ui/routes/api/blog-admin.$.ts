import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleBlogAdminApi } from '../../server/blog-admin/blog-admin-endpoints.server';

/**
 * `/api/blog-admin/save`, `/unpublish`, `/delete` (server/blog-admin/blog-admin-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleBlogAdminApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'blog-admin' }, 'blog staff request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/blog-admin/$')({
  server: { handlers: { POST: handle } },
});
