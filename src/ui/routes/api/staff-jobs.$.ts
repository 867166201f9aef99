import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleStaffJobsApi } from '../../server/staff/staff-job-endpoints.server';

/**
 * `/api/staff-jobs/{unpublish,delete}` (server/staff/staff-job-endpoints.server.ts). Unexpected failures
 * answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleStaffJobsApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'staff-jobs' }, 'staff jobs request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/staff-jobs/$')({
  server: { handlers: { POST: handle } },
});
