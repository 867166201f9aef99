import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/**
 * `/sites/<key>/logo.svg` of known sites only (the production server's static middleware usually
 * answers first; this covers `vite dev` and any setup without it). The key is checked against the
 * site directory, so no other file can be reached; `nosniff` keeps browsers from guessing types.
 */
export const Route = createFileRoute('/sites/$siteKey/logo.svg')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const b = await board();
        const site = b.sites.get(params.siteKey);
        if (!site) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
        const { readSiteLogo } = await import('../server/site-logo.server');
        const svg = await readSiteLogo(site.key);
        if (svg === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
        return new Response(svg, {
          headers: { 'Content-Type': 'image/svg+xml', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=3600' },
        });
      },
    },
  },
});
