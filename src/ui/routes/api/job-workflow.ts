import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleJobWorkflowPost } from '../../server/job-posting/job-workflow-post.server';

/** POST /api/job-workflow: see server/job-posting/job-workflow-post.server.ts. Failures we did not expect answer 500 without details. */
const handle = async ({ request }: { request: Request }): Promise<Response> => {
  const b = await board();
  try {
    return await handleJobWorkflowPost(request, b);
  } catch (error) {
    b.logger.error({ err: error, component: 'job-workflow' }, 'job-workflow request failed');
    return Response.json({ ok: false, error: 'UNAVAILABLE' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/job-workflow')({
  server: { handlers: { POST: handle } },
});
