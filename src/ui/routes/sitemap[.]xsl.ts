import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** The XSLT stylesheet browsers apply to each `<urlset>` sitemap (a readable table). */
export const Route = createFileRoute('/sitemap.xsl')({
  server: {
    handlers: {
      GET: async () => {
        return (await board()).feeds.stylesheet('urlset');
      },
    },
  },
});
