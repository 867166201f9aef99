import { createFileRoute } from '@tanstack/react-router';

/** Spec §2: `GET /sitemap.xml`, the sitemap index of this site (every type, part and locale). */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { feedEndpointsFrom } = await import('../../infrastructure/di/feeds.module');
        return feedEndpointsFrom(await getContainer()).sitemapIndex(request);
      },
    },
  },
});
