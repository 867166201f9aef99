import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handleProfileSave } from '../../server/organization-edit/save-profile.server';
import { handleParentPost } from '../../server/organization-sections/parent-post.server';
import { handleSectionPost } from '../../server/organization-sections/section-post.server';

/**
 * `POST /api/organization-profile/{id}`: the organization profile form's save (server/organization-edit/save-profile.server.ts);
 * with `?part=sections` one change of its lists (server/organization-sections/section-post.server.ts), with
 * `?part=parent` its parent organization (server/organization-sections/parent-post.server.ts).
 * A failure we did not expect answers 500 without details; the log has them.
 */
export const Route = createFileRoute('/api/organization-profile/$organizationId')({
  server: {
    handlers: {
      POST: async ({ request, params }) => {
        const b = await board();
        const part = new URL(request.url).searchParams.get('part');
        const sections = part === 'sections';
        try {
          if (part === 'parent') return await handleParentPost(request, params.organizationId, b);
          return sections
            ? await handleSectionPost(request, params.organizationId, b)
            : await handleProfileSave(request, params.organizationId, { board: b });
        } catch (error) {
          b.logger.error(
            { err: error, component: sections ? 'organization-sections' : 'organization-edit' },
            'organization profile save failed',
          );
          return Response.json(
            { ok: false, errors: [{ field: null, code: 'Default' }] },
            { status: 500, headers: { 'Cache-Control': 'no-store' } },
          );
        }
      },
    },
  },
});
