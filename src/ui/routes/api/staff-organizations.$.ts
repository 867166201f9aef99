import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleStaffOrganizationsApi } from '../../server/staff/staff-organization-endpoints.server';

/**
 * `/api/staff-organizations/{feature,unfeature,set-parent,clear-parent,merge}` (server/staff/staff-organization-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleStaffOrganizationsApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'staff-organizations' }, 'staff organizations request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/staff-organizations/$')({
  server: { handlers: { POST: handle } },
});
