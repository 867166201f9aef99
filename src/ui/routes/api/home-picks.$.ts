import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleHomePicksApi } from '../../server/home-picks/home-picks-endpoints.server';

/**
 * `/api/home-picks/pick` and `/api/home-picks/end` (server/home-picks/home-picks-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleHomePicksApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'home-picks' }, 'home page picks staff request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/home-picks/$')({
  server: { handlers: { POST: handle } },
});
