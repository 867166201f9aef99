import { createFileRoute } from '@tanstack/react-router';

/** The bookmark button's POST (server/alerts/alert-endpoints.server.ts); failures we did not expect answer 500 without details. */
export const Route = createFileRoute('/api/bookmarks')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const [{ getContainer, getBoard }, { accountsFrom }, { handleBookmarkApi }] = await Promise.all([
          import('../../../infrastructure/di/container'),
          import('../../../infrastructure/di/accounts.module'),
          import('../../server/alerts/alert-endpoints.server'),
        ]);
        const b = await getBoard();
        try {
          return await handleBookmarkApi(request, b, accountsFrom(await getContainer()));
        } catch (error) {
          b.logger.error({ err: error, component: 'bookmarks' }, 'bookmark request failed');
          return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
        }
      },
    },
  },
});
