import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleLandingPageAdminApi } from '../../server/landing-page-admin/landing-page-admin-endpoints.server';

/**
 * `/api/landing-page-admin/save` and `/delete` (server/landing-page-admin/landing-page-admin-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleLandingPageAdminApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'landing-page-admin' }, 'landing pages staff request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/landing-page-admin/$')({
  server: { handlers: { POST: handle } },
});
