import { createFileRoute } from '@tanstack/react-router';

/** The XSLT stylesheet browsers apply to each `<urlset>` sitemap (a readable table). */
export const Route = createFileRoute('/sitemap.xsl')({
  server: {
    handlers: {
      GET: async () => {
        const { getContainer } = await import('../../infrastructure/di/container');
        const { feedEndpointsFrom } = await import('../../infrastructure/di/feeds.module');
        return feedEndpointsFrom(await getContainer()).stylesheet('urlset');
      },
    },
  },
});
