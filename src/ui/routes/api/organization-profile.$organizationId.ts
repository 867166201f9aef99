import { createFileRoute } from '@tanstack/react-router';

/**
 * `POST /api/organization-profile/{id}`: the organization profile form's save (server/organization-edit/save-profile.server.ts).
 * A failure we did not expect answers 500 without details; the log has them.
 */
export const Route = createFileRoute('/api/organization-profile/$organizationId')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const [{ getBoard, getContainer }, { accountsFrom }, { handleProfileSave }] = await Promise.all([
          import('../../../infrastructure/di/container'),
          import('../../../infrastructure/di/accounts.module'),
          import('../../server/organization-edit/save-profile.server'),
        ]);
        const board = await getBoard();
        try {
          return await handleProfileSave(request, params.organizationId, { board, accounts: accountsFrom(await getContainer()) });
        } catch (error) {
          board.logger.error({ err: error, component: 'organization-edit' }, 'organization profile save failed');
          return Response.json(
            { ok: false, errors: [{ field: null, code: 'Default' }] },
            { status: 500, headers: { 'Cache-Control': 'no-store' } },
          );
        }
      },
    },
  },
});
