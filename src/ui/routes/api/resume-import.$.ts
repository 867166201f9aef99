import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleResumeImportApi } from '../../server/resumes/resume-import-endpoints.server';

/** The wizard's CV import posts (server/resumes/resume-import-endpoints.server.ts); unexpected failures answer 500 without details. */
export const Route = createFileRoute('/api/resume-import/$')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const b = await board();
        try {
          return await handleResumeImportApi(request, params._splat ?? '', b);
        } catch (error) {
          b.logger.error({ err: error, component: 'resume-import' }, 'resume import request failed');
          return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
        }
      },
    },
  },
});
