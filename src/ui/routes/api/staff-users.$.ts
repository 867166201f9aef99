import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleStaffUsersApi } from '../../server/staff/staff-user-endpoints.server';

/**
 * `/api/staff-users/{grant,revoke,block,unblock,end-sessions,password-reset}` (server/staff/staff-user-endpoints.server.ts).
 * Unexpected failures answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleStaffUsersApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'staff-users' }, 'staff users request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/staff-users/$')({
  server: { handlers: { POST: handle } },
});
