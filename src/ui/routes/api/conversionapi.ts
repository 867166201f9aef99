import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleConversionApi } from '../../server/tracking/measurement-api.server';

/** `POST /api/conversionapi`: the server-side conversion API (server/tracking/measurement-api.server.ts). */
const handle = async ({ request }: { request: Request }): Promise<Response> => handleConversionApi(request, await board());

export const Route = createFileRoute('/api/conversionapi')({
  server: { handlers: { GET: handle, POST: handle } },
});
