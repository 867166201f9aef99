import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleNewsletterApi } from '../../server/newsletter/newsletter-endpoints.server';

/**
 * `/api/newsletter/{subscribe,confirm,unsubscribe,mine,save,test,send}` (server/newsletter/newsletter-endpoints.server.ts);
 * `unsubscribe?token=…` is also RFC 8058's one-click address of the newsletter mails. Unexpected failures
 * answer 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  try {
    return await handleNewsletterApi(request, params._splat ?? '', b);
  } catch (error) {
    b.logger.error({ err: error, component: 'newsletter' }, 'newsletter request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/newsletter/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
