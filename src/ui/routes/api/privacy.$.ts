import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handlePrivacyApi } from '../../server/privacy/privacy-api.server';

/**
 * /api/privacy/export and /api/privacy/delete: server/privacy/privacy-api.server.ts.
 * A failure we did not expect answers 500 without details; the log has them.
 */
const handle = async ({ request, params }: { request: Request; params: { _splat?: string } }): Promise<Response> => {
  const b = await board();
  const accounts = b.accounts;
  try {
    return await handlePrivacyApi(request, params._splat ?? '', accounts, b.privacy);
  } catch (error) {
    accounts.logger.error({ err: error, component: 'privacy' }, 'privacy request failed');
    return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/privacy/$')({
  server: { handlers: { GET: handle, POST: handle } },
});
