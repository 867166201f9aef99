import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleImporterPost } from '../../server/job-import/importer-endpoints.server';

/**
 * `POST /api/job-import/{save,run,delete}` (server/job-import/importer-endpoints.server.ts). A failure we
 * did not expect answers 500 without details; the log has them.
 */
export const Route = createFileRoute('/api/job-import/$')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const b = await board();
        try {
          return await handleImporterPost(request, params._splat ?? '', b);
        } catch (error) {
          b.logger.error({ err: error, component: 'job-import' }, 'importer form failed');
          return Response.json(
            { ok: false, errors: [{ field: null, code: 'Default' }] },
            { status: 500, headers: { 'Cache-Control': 'no-store' } },
          );
        }
      },
    },
  },
});
