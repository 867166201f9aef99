import { createFileRoute } from '@tanstack/react-router';
import { board } from '../server/board-context.server';

/** The XSLT stylesheet browsers apply to the `<sitemapindex>` at `/sitemap.xml`. */
export const Route = createFileRoute('/sitemap-index.xsl')({
  server: {
    handlers: {
      GET: async () => {
        return (await board()).feeds.stylesheet('index');
      },
    },
  },
});
