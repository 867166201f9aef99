import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleContactPost } from '../../server/contact/contact-api.server';

/** `POST /api/contact`: the contact form (server/contact/contact-api.server.ts). */
const handle = async ({ request }: { request: Request }): Promise<Response> => {
  if (request.method !== 'POST') return new Response('Method not allowed\n', { status: 405, headers: { Allow: 'POST' } });
  const b = await board();
  return handleContactPost(request, b);
};

export const Route = createFileRoute('/api/contact')({
  server: { handlers: { GET: handle, POST: handle } },
});
