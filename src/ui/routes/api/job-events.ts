import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleJobEventBeacon } from '../../server/statistics/job-event-beacon.server';

/** `POST /api/job-events`: the pages' statistics beacon (server/statistics/job-event-beacon.server.ts). */
const handle = async ({ request }: { request: Request }): Promise<Response> => handleJobEventBeacon(request, await board());

export const Route = createFileRoute('/api/job-events')({
  server: { handlers: { GET: handle, POST: handle } },
});
