import { createFileRoute } from '@tanstack/react-router';
import { readCookie, SESSION_COOKIE } from '../server/auth/auth-cookies';
import { board } from '../server/board-context.server';

/** `GET /resume-picture/{name}.webp`: a resume's picture (infrastructure/files/resume-picture-endpoint.ts decides who sees it). */
export const Route = createFileRoute('/resume-picture/$fileName')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
        return (await board()).resumePictures.handle(request, params.fileName, token);
      },
    },
  },
});
