import { createFileRoute } from '@tanstack/react-router';
import { readCookie, SESSION_COOKIE } from '../server/auth/auth-cookies';
import { board } from '../server/board-context.server';

/** `GET /resume-attachment/{id}`: a file of a resume's attachments box (infrastructure/files/resume-attachment-endpoint.ts decides who gets it). */
export const Route = createFileRoute('/resume-attachment/$id')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
        return (await board()).resumeAttachments.handle(request, params.id, token);
      },
    },
  },
});
