import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/**
 * `GET /xml/jobs/{search}`, the job feed narrowed by the words of the search. The endpoint
 * reads the raw segment from the URL (its own decoding: bad percent-encoding is a 400).
 */
export const Route = createFileRoute('/xml/jobs/$search')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        return (await board()).feeds.jobFeed(request);
      },
    },
  },
});
