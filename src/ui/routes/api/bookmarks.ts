import { createFileRoute } from '@tanstack/react-router';
import { handleBookmarkApi } from '../../server/alerts/alert-endpoints.server';
import { board } from '../../server/board-context.server';

/** The bookmark button's POST (server/alerts/alert-endpoints.server.ts); failures we did not expect answer 500 without details. */
export const Route = createFileRoute('/api/bookmarks')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const b = await board();
        try {
          return await handleBookmarkApi(request, b, b.csrfGuard);
        } catch (error) {
          b.logger.error({ err: error, component: 'bookmarks' }, 'bookmark request failed');
          return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
        }
      },
    },
  },
});
