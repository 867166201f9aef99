import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleResumeApi } from '../../server/resumes/resume-endpoints.server';

/** The resume forms' POSTs (server/resumes/resume-endpoints.server.ts); failures we did not expect answer 500 without details. */
export const Route = createFileRoute('/api/resume/$')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const b = await board();
        try {
          return await handleResumeApi(request, params._splat ?? '', b);
        } catch (error) {
          b.logger.error({ err: error, component: 'resumes' }, 'resume request failed');
          return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
        }
      },
    },
  },
});
