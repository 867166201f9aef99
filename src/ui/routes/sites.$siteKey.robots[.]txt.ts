import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * `/sites/<key>/robots.txt`: the static robots file `/robots.txt` redirects to, as text/plain.
 * Only this process's own site: another site's rules (and its sitemap line) have no business here.
 */
export const Route = createFileRoute('/sites/$siteKey/robots.txt')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const b = await board();
        if (params.siteKey !== b.site.key) return notFound();
        const { readSiteRobots } = await import('../server/site-robots.server');
        const text = await readSiteRobots(b.site.key);
        if (text === null) return notFound();
        return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
      },
    },
  },
});
