import type { SitemapType } from '../../../domain/feeds/sitemap';
import type { Locale } from '../../../domain/shared/locale';

export interface SitemapScope {
  readonly site: string;
  /** Jobs expiring at or before this instant, and posts published after it, are left out. */
  readonly now: Date;
  /** Language of the listed pages, for types that have one (landing pages); the others ignore it. */
  readonly locale: Locale;
}

/** One sitemap part as the index needs it: its 1-based number and the newest change among its URLs. */
export interface SitemapPartSummary {
  readonly part: number;
  readonly lastmod: string | null;
}

/** The facts a sitemap URL is built from. */
export interface SitemapRecord {
  /** The page's slug; for landing pages its whole internal path. */
  readonly slug: string;
  /** ISO; blog paths carry its year and month. */
  readonly publishedAt: string;
  /** ISO timestamp of the last change. */
  readonly lastmod: string;
}

/**
 * The pages a sitemap lists: visible jobs of a site, published blog posts of a site, organizations with
 * visible jobs on the site, published landing pages of a site in a language. Both methods use
 * the same stable order, so part `n` of `entries` is the part `n` the summary describes.
 */
export interface SitemapSource {
  /** One row per part of `maxUrls` URLs, in order; empty when the type has no URLs. */
  summarize(type: SitemapType, scope: SitemapScope, maxUrls: number): Promise<readonly SitemapPartSummary[]>;
  /** The URLs of one part: rows `offset` … `offset + limit - 1`. */
  entries(type: SitemapType, scope: SitemapScope, offset: number, limit: number): Promise<readonly SitemapRecord[]>;
}
