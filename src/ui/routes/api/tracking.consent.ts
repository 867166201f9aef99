import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleConsentPost } from '../../server/tracking/consent-api.server';

/** `POST /api/tracking/consent`: the consent banner's and settings' plain form (server/tracking/consent-api.server.ts). */
const handle = async ({ request }: { request: Request }): Promise<Response> => {
  if (request.method !== 'POST') return new Response('Method not allowed\n', { status: 405, headers: { Allow: 'POST' } });
  return handleConsentPost(request, await board());
};

export const Route = createFileRoute('/api/tracking/consent')({
  server: { handlers: { GET: handle, POST: handle } },
});
