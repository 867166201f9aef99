import { createFileRoute } from '@tanstack/react-router';
import { readCookie, SESSION_COOKIE } from '../server/auth/auth-cookies';
import { board } from '../server/board-context.server';

/** `GET /application-file/{applicationId}/{fileId}`: a file of an application (infrastructure/files/application-file-endpoint.ts decides who). */
export const Route = createFileRoute('/application-file/$applicationId/$fileId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
        return (await board()).applicationFiles.handle(request, params.applicationId, params.fileId, token);
      },
    },
  },
});
