import { createFileRoute } from '@tanstack/react-router';
import { handleAiWritingStream } from '../../server/ai-writing/ai-writing-stream.server';
import { board } from '../../server/board-context.server';

/**
 * `/api/ai-writing/stream` (server/ai-writing/ai-writing-stream.server.ts), a platform path: a board-only
 * process forwards it to the platform before routing; this route serves it where both run together.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  if (params._splat !== 'stream')
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  try {
    return await handleAiWritingStream(request, b);
  } catch (error) {
    b.logger.error({ err: error, component: 'ai-writing' }, 'writing request failed');
    return Response.json({ ok: false, error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/ai-writing/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
