import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleConsentAdminApi } from '../../server/consent-admin/consent-admin-endpoints.server';

/**
 * `/api/consent-admin/revision` (server/consent-admin/consent-admin-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleConsentAdminApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'consent-admin' }, 'consent staff request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/consent-admin/$')({
  server: { handlers: { POST: handle } },
});
