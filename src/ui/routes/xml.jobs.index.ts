import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** `GET /xml/jobs`, the XML job feed of this site (infrastructure/xml/feed-endpoints.ts). */
export const Route = createFileRoute('/xml/jobs/')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        return (await board()).feeds.jobFeed(request);
      },
    },
  },
});
