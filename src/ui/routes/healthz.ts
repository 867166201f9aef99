import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** Liveness + database reachability for PM2 warm-up and load balancers. */
export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: async () => {
        try {
          const b = await board();
          const { healthy: ok } = await b.checkHealth.execute();
          return Response.json(ok ? { status: 'ok' } : { status: 'unavailable' }, {
            status: ok ? 200 : 503,
            headers: { 'Cache-Control': 'no-store' },
          });
        } catch {
          return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
        }
      },
    },
  },
});
