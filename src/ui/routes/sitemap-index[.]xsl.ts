import { createFileRoute } from '@tanstack/react-router';

/** The XSLT stylesheet browsers apply to the `<sitemapindex>` at `/sitemap.xml`. */
export const Route = createFileRoute('/sitemap-index.xsl')({
  server: {
    handlers: {
      GET: async () => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { feedEndpointsFrom } = await import('../../infrastructure/di/feeds.module');
        return feedEndpointsFrom(await getContainer()).stylesheet('index');
      },
    },
  },
});
