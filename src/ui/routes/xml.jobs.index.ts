import { createFileRoute } from '@tanstack/react-router';

/** Spec §2: `GET /xml/jobs`, the XML job feed of this site (infrastructure/xml/feed-endpoints.ts). */
export const Route = createFileRoute('/xml/jobs/')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { feedEndpointsFrom } = await import('../../infrastructure/di/feeds.module');
        return feedEndpointsFrom(await getContainer()).jobFeed(request);
      },
    },
  },
});
