import {
  isLocalizedSitemapType,
  SITEMAP_MAX_URLS,
  sitemapPath,
  sitemapTypesOf,
  type SitemapReference,
} from '../../../domain/feeds/sitemap';
import { canonicalUrl } from '../../../domain/routing/canonical';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { SitemapSource } from './sitemap-source.port';

/**
 * The sitemap index of the request's site (`/sitemap.xml`): every part of every sitemap type, once per
 * locale of the site (`/de/jobs/sitemap.xml`, `/en/jobs/sitemap.xml`, … on sites with several
 * locales). Landing pages are written in one language: theirs are listed per locale, only where that
 * locale has some. Types without any URL are left out; `EMPTY` when no type has one (the protocol needs
 * at least one sitemap in an index).
 */
export class GetSitemapIndex {
  constructor(
    private readonly sites: SiteDirectory,
    private readonly source: SitemapSource,
    private readonly clock: Clock,
    private readonly maxUrls: number = SITEMAP_MAX_URLS,
  ) {}

  async execute(ctx: RequestContext): Promise<Result<readonly SitemapReference[], 'UNKNOWN_SITE' | 'EMPTY'>> {
    const site = this.sites.get(ctx.site);
    if (!site) return err('UNKNOWN_SITE');
    const now = this.clock.now();
    const types = sitemapTypesOf(site);
    // Per type one summary for every locale, or one per locale for the types whose pages have a language.
    const summaries = await Promise.all(
      types.map(async (type) => {
        if (!isLocalizedSitemapType(type)) {
          const shared = await this.source.summarize(type, { site: site.key, now, locale: site.defaultLocale }, this.maxUrls);
          return new Map(site.locales.map((locale) => [locale, shared]));
        }
        const own = await Promise.all(
          site.locales.map((locale) => this.source.summarize(type, { site: site.key, now, locale }, this.maxUrls)),
        );
        return new Map(site.locales.map((locale, i) => [locale, own[i]!]));
      }),
    );
    const references: SitemapReference[] = [];
    for (const locale of site.locales) {
      types.forEach((type, i) => {
        for (const part of summaries[i]!.get(locale) ?? []) {
          references.push({ loc: canonicalUrl(site, locale, sitemapPath(type, part.part)), lastmod: part.lastmod });
        }
      });
    }
    return references.length > 0 ? ok(references) : err('EMPTY');
  }
}
