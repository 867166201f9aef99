import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleContactPost } from '../../server/resume-recruiting/contact-post.server';

/** The resume contact forms' POSTs (server/resume-recruiting/contact-post.server.ts); unexpected failures answer 500 without details. */
export const Route = createFileRoute('/api/resume-contacts/$')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const b = await board();
        try {
          return await handleContactPost(request, params._splat ?? '', b);
        } catch (error) {
          b.logger.error({ err: error, component: 'resume-contacts' }, 'resume contact request failed');
          return Response.json({ error: 'Default' }, { status: 500, headers: { 'Cache-Control': 'no-store' } });
        }
      },
    },
  },
});
