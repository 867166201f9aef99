import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** `GET /sitemap.xml`, the sitemap index of this site (every type, part and locale). */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        return (await board()).feeds.sitemapIndex(request);
      },
    },
  },
});
