import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleGmapi } from '../../server/tracking/measurement-api.server';

/** `POST /api/gmapi`: the server-side measurement (server/tracking/measurement-api.server.ts). */
const handle = async ({ request }: { request: Request }): Promise<Response> => handleGmapi(request, await board());

export const Route = createFileRoute('/api/gmapi')({
  server: { handlers: { GET: handle, POST: handle } },
});
