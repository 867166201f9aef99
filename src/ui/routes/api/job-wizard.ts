import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleJobWizardPost } from '../../server/job-posting/job-wizard-post.server';

/** POST /api/job-wizard: see server/job-posting/job-wizard-post.server.ts. Failures we did not expect answer 500 without details. */
const handle = async ({ request }: { request: Request }): Promise<Response> => {
  const b = await board();
  try {
    return await handleJobWizardPost(request, b);
  } catch (error) {
    b.logger.error({ err: error, component: 'job-wizard' }, 'job-wizard request failed');
    return Response.json({ ok: false, error: 'UNAVAILABLE' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/job-wizard')({
  server: { handlers: { POST: handle } },
});
