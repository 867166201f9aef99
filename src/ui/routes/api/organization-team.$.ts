import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleAcceptPost, handleTeamPost } from '../../server/organization-team/team-post.server';

/**
 * `POST /api/organization-team/{organizationId}`: one change of an organization's team page;
 * `POST /api/organization-team/accept`: taking up an invitation (server/organization-team/team-post.server.ts).
 * A failure we did not expect answers 500 without details; the log has them.
 */
export const Route = createFileRoute('/api/organization-team/$')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const b = await board();
        const target = params._splat ?? '';
        try {
          return target === 'accept' ? await handleAcceptPost(request, b) : await handleTeamPost(request, target, b);
        } catch (error) {
          b.logger.error({ err: error, component: 'organization-team' }, 'team change failed');
          return Response.json(
            { ok: false, errors: [{ field: null, code: 'Default' }] },
            { status: 500, headers: { 'Cache-Control': 'no-store' } },
          );
        }
      },
    },
  },
});
