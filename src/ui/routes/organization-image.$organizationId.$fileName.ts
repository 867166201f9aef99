import { createFileRoute } from '@tanstack/react-router';

/** `GET /organization-image/{organizationId}/{fileName}`: an organization's logo or cover (infrastructure/files/organization-image-endpoint.ts). */
export const Route = createFileRoute('/organization-image/$organizationId/$fileName')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { organizationImageEndpointFrom } = await import('../../infrastructure/di/organization-edit.module');
        return organizationImageEndpointFrom(await getContainer()).handle(request, params.organizationId, params.fileName);
      },
    },
  },
});
