import { createFileRoute } from '@tanstack/react-router';

/**
 * Spec §2: `GET /xml/jobs/{search}`, the job feed narrowed by the words of the search. The endpoint
 * reads the raw segment from the URL (its own decoding: bad percent-encoding is a 400).
 */
export const Route = createFileRoute('/xml/jobs/$search')({
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
