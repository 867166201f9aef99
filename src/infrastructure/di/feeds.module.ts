import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { FeedJobSource } from '../../application/platform/feeds/feed-job-source.port';
import { GetJobFeed } from '../../application/platform/feeds/get-job-feed.use-case';
import { GetSitemap } from '../../application/platform/feeds/get-sitemap.use-case';
import { GetSitemapIndex } from '../../application/platform/feeds/get-sitemap-index.use-case';
import type { SitemapSource } from '../../application/platform/feeds/sitemap-source.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { PostgresFeedJobSource } from '../postgres/feeds/postgres-feed-job-source';
import { PostgresSitemapSource } from '../postgres/feeds/postgres-sitemap-source';
import { FeedEndpoints } from '../xml/feed-endpoints';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.feeds.${name}`);

/** Service identifiers of the job feed and sitemaps. */
export const FeedsT = {
  FeedJobSource: id<FeedJobSource>('FeedJobSource'),
  SitemapSource: id<SitemapSource>('SitemapSource'),
  GetJobFeed: id<GetJobFeed>('GetJobFeed'),
  GetSitemapIndex: id<GetSitemapIndex>('GetSitemapIndex'),
  GetSitemap: id<GetSitemap>('GetSitemap'),
  Endpoints: id<FeedEndpoints>('Endpoints'),
} as const;

/**
 * Bindings of the job feed and sitemaps (platform HTTP endpoints: `/xml/jobs`, `/sitemap.xml`, …).
 * The config parameter is typed structurally (not `RootConfig`) to keep this module free of imports
 * of container.ts; nothing here depends on it yet.
 */
export function bindFeedsModule(c: Container, _config: object): void {
  c.bind(FeedsT.FeedJobSource).toResolvedValue((pool: Pool) => new PostgresFeedJobSource(pool), [T.Pool]);
  c.bind(FeedsT.SitemapSource).toResolvedValue((pool: Pool) => new PostgresSitemapSource(pool), [T.Pool]);
  c.bind(FeedsT.GetJobFeed).toResolvedValue(
    (sites: SiteDirectory, jobs: FeedJobSource, clock: Clock) => new GetJobFeed(sites, jobs, clock),
    [T.Sites, FeedsT.FeedJobSource, T.Clock],
  );
  c.bind(FeedsT.GetSitemapIndex).toResolvedValue(
    (sites: SiteDirectory, source: SitemapSource, clock: Clock) => new GetSitemapIndex(sites, source, clock),
    [T.Sites, FeedsT.SitemapSource, T.Clock],
  );
  c.bind(FeedsT.GetSitemap).toResolvedValue(
    (sites: SiteDirectory, source: SitemapSource, clock: Clock) => new GetSitemap(sites, source, clock),
    [T.Sites, FeedsT.SitemapSource, T.Clock],
  );
  c.bind(FeedsT.Endpoints).toResolvedValue(
    (site: SiteConfig, getJobFeed: GetJobFeed, getSitemapIndex: GetSitemapIndex, getSitemap: GetSitemap, logger: Logger) =>
      new FeedEndpoints(site, { getJobFeed, getSitemapIndex, getSitemap }, logger),
    [T.Site, FeedsT.GetJobFeed, FeedsT.GetSitemapIndex, FeedsT.GetSitemap, T.Logger],
  );
}

export const feedsFeature = defineFeature({
  name: 'feeds',
  bind: bindFeedsModule,
  board: (c) => ({
    get feeds() {
      return c.get(FeedsT.Endpoints);
    },
  }),
});
