import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** `GET /organization-image/{organizationId}/{fileName}`: an organization's logo or cover (infrastructure/files/organization-image-endpoint.ts). */
export const Route = createFileRoute('/organization-image/$organizationId/$fileName')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        return (await board()).organizationImages.handle(request, params.organizationId, params.fileName);
      },
    },
  },
});
