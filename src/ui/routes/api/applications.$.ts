import { createFileRoute } from '@tanstack/react-router';
import * as api from '../../server/applications/applications-api.server';
import { board } from '../../server/board-context.server';

/**
 * The apply forms' and the recruiter's POSTs (server/applications/applications-api.server.ts):
 * `/api/applications/submit` and `/api/applications/status`. Anything else is a 404.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  if (request.method !== 'POST') return new Response('Method not allowed\n', { status: 405, headers: { Allow: 'POST' } });
  if (params._splat === 'submit') return api.handleSubmit(request, b);
  if (params._splat === 'status') return api.handleStatusChange(request, b);
  return new Response('Not found\n', { status: 404 });
};

export const Route = createFileRoute('/api/applications/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
