import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleResumeAlertPost } from '../../server/resume-alerts/resume-alert-post.server';

/** The resume alert forms' POSTs (server/resume-alerts/resume-alert-post.server.ts); unexpected failures answer 500 without details. */
export const Route = createFileRoute('/api/resume-alerts/$')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const b = await board();
        try {
          return await handleResumeAlertPost(request, params._splat ?? '', b);
        } catch (error) {
          b.logger.error({ err: error, component: 'resume-alerts' }, 'resume alert form failed');
          return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
        }
      },
    },
  },
});
