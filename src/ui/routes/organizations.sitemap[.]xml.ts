import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/**
 * `/organizations/sitemap.xml` (organization profiles): named on its own, because the
 * directory's `/organizations/$` would otherwise take it for a facet segment.
 */
export const Route = createFileRoute('/organizations/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        return (await board()).feeds.sitemap(request);
      },
    },
  },
});
