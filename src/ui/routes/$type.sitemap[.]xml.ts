import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/**
 * `GET /{type}/sitemap.xml` and `/{lang}/{type}/sitemap.xml` (the router strips the locale
 * prefix; the endpoint reads it back from the URL), `?page=n` for the parts after the first.
 */
export const Route = createFileRoute('/$type/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        return (await board()).feeds.sitemap(request);
      },
    },
  },
});
