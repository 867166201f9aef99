import { createFileRoute } from '@tanstack/react-router';

/**
 * Spec §2: `GET /{type}/sitemap.xml` and `/{lang}/{type}/sitemap.xml` (the router strips the locale
 * prefix; the endpoint reads it back from the URL), `?page=n` for the parts after the first.
 */
export const Route = createFileRoute('/$type/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { feedEndpointsFrom } = await import('../../infrastructure/di/feeds.module');
        return feedEndpointsFrom(await getContainer()).sitemap(request);
      },
    },
  },
});
