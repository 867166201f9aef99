import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** `GET /organization-brochure/{brochureId}/{fileName}`: a profile's PDF brochure (infrastructure/files/organization-brochure-endpoint.ts). */
export const Route = createFileRoute('/organization-brochure/$brochureId/$fileName')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        return (await board()).organizationBrochures.handle(request, params.brochureId, params.fileName);
      },
    },
  },
});
