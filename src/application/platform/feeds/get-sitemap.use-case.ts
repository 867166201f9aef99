import { blogPostPath } from '../../../domain/content/blog-path';
import { organizationPath } from '../../../domain/organization/organization-path';
import {
  isSitemapType,
  jobPagePath,
  SITEMAP_MAX_URLS,
  sitemapTypesOf,
  type SitemapType,
  type SitemapUrl,
} from '../../../domain/feeds/sitemap';
import { canonicalUrl } from '../../../domain/routing/canonical';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { supportsLocale } from '../../../domain/site/site-config';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { SitemapRecord, SitemapSource } from './sitemap-source.port';

export interface GetSitemapInput {
  /** The `{type}` path segment as requested. */
  readonly type: string;
  /** 1-based part number. */
  readonly page: number;
}

/**
 * One part of one sitemap (`/{lang}/{type}/sitemap.xml?page=n`) in the request's locale: absolute,
 * localized URLs of the pages a visitor of the site can open. NOT_FOUND for a type the site has not
 * (unknown, the blog where it is off), a locale the site does not speak, or a part past the end.
 */
export class GetSitemap {
  constructor(
    private readonly sites: SiteDirectory,
    private readonly source: SitemapSource,
    private readonly clock: Clock,
    private readonly maxUrls: number = SITEMAP_MAX_URLS,
  ) {}

  async execute(input: GetSitemapInput, ctx: RequestContext): Promise<Result<readonly SitemapUrl[], 'NOT_FOUND'>> {
    const site = this.sites.get(ctx.site);
    const { type } = input;
    if (!site || !isSitemapType(type) || !sitemapTypesOf(site).includes(type) || !supportsLocale(site, ctx.locale)) return err('NOT_FOUND');
    if (!Number.isInteger(input.page) || input.page < 1) return err('NOT_FOUND');
    const scope = { site: site.key, now: this.clock.now(), locale: ctx.locale };
    const records = await this.source.entries(type, scope, (input.page - 1) * this.maxUrls, this.maxUrls);
    if (records.length === 0) return err('NOT_FOUND');
    return ok(records.map((r) => ({ loc: canonicalUrl(site, ctx.locale, PAGE_PATH[type](r)), lastmod: r.lastmod })));
  }
}

/** Each type's page path from the domain's own rule, so sitemap and page agree (blog: year/month of publication). */
const PAGE_PATH: Readonly<Record<SitemapType, (r: SitemapRecord) => string>> = {
  jobs: (r) => jobPagePath(r.slug),
  blog: (r) => blogPostPath(r),
  organizations: (r) => organizationPath(r.slug),
  landing: (r) => r.slug,
  directory: (r) => r.slug,
};
