import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/**
 * `GET /jobs/sitemap.xml` (and `/{lang}/jobs/sitemap.xml`): the same endpoint as `/$type/sitemap.xml`.
 * It needs a route of its own because the job search's `/jobs/$` ranks above a path that starts with a
 * parameter, and would answer every job sitemap with the search's 404.
 */
export const Route = createFileRoute('/jobs/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        return (await board()).feeds.sitemap(request);
      },
    },
  },
});
