import { createFileRoute } from '@tanstack/react-router';

/** `GET /application-file/{applicationId}/{fileId}`: a file of an application (infrastructure/files/application-file-endpoint.ts decides who). */
export const Route = createFileRoute('/application-file/$applicationId/$fileId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const [{ getContainer }, { applicationFileEndpointFrom }, { readCookie, SESSION_COOKIE }] = await Promise.all([
          import('../../infrastructure/di/container'),
          import('../../infrastructure/di/applications.module'),
          import('../server/auth/auth-cookies'),
        ]);
        const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
        return applicationFileEndpointFrom(await getContainer()).handle(request, params.applicationId, params.fileId, token);
      },
    },
  },
});
