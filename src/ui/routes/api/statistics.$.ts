import { createFileRoute } from '@tanstack/react-router';
import { readCookie, SESSION_COOKIE } from '../../server/auth/auth-cookies';
import { board } from '../../server/board-context.server';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** `GET /api/statistics/export`: a statistics page as CSV (infrastructure/statistics/statistics-csv-endpoint.ts decides who). */
export const Route = createFileRoute('/api/statistics/$')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        if (params._splat !== 'export') return notFound();
        return (await board()).statisticsExport.handle(request, readCookie(request.headers.get('cookie'), SESSION_COOKIE));
      },
    },
  },
});
