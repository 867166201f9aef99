import { err, ok, type Result } from '../shared/result';
import { element, processingInstruction, text, xmlDocument, type Markup } from './xml-writer';

/**
 * Sitemaps of the sitemaps.org protocol 0.9: one `<sitemapindex>` per site (`/sitemap.xml`) naming a
 * `<urlset>` per page type and locale, each split into parts of at most SITEMAP_MAX_URLS URLs.
 */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limit per file (sitemaps.org: 50,000 URLs, 50 MB uncompressed). */
export const SITEMAP_MAX_URLS = 50_000;

/** The protocol's limit for a `<loc>`. */
export const SITEMAP_MAX_LOC_LENGTH = 2_048;

/**
 * Page types with sitemaps (`/{type}/sitemap.xml`): job pages, blog posts, organization profiles,
 * landing pages and the organizations directory's clean facet pages.
 */
export const SITEMAP_TYPES = ['jobs', 'blog', 'organizations', 'landing', 'directory'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export const isSitemapType = (value: string): value is SitemapType => (SITEMAP_TYPES as readonly string[]).includes(value);

/** Browsers render the XML through these stylesheets (served by the board, `text/xsl`). */
export const URLSET_STYLESHEET_PATH = '/sitemap.xsl';
export const SITEMAP_INDEX_STYLESHEET_PATH = '/sitemap-index.xsl';

export interface SitemapUrl {
  /** Absolute URL. */
  readonly loc: string;
  /** ISO timestamp, when known. */
  readonly lastmod: string | null;
}

/** A sitemap file as the index lists it. */
export type SitemapReference = SitemapUrl;

/** W3C datetime to the second, in UTC (`2026-11-03T08:00:00+00:00`). */
export const w3cDatetime = (iso: string): string => new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** Number of files `total` URLs need; at least one, so a type with no URLs still has a (skipped) first part. */
export const sitemapPartCount = (total: number, maxUrls: number = SITEMAP_MAX_URLS): number => Math.max(1, Math.ceil(total / maxUrls));

/** Internal path of a part: `/jobs/sitemap.xml`, then `/jobs/sitemap.xml?page=2`, … */
export const sitemapPath = (type: SitemapType, part: number): string =>
  part <= 1 ? `/${type}/sitemap.xml` : `/${type}/sitemap.xml?page=${part}`;

/** The `page` query value of a sitemap part: absent → 1; anything but a positive integer is refused. */
export function parseSitemapPage(raw: string | null): Result<number, 'INVALID_PAGE'> {
  if (raw === null) return ok(1);
  if (!/^[1-9]\d{0,5}$/.test(raw)) return err('INVALID_PAGE', 'page must be a positive integer');
  return ok(Number(raw));
}

/** Public path of a job page. */
export const jobPagePath = (slug: string): string => `/job/${encodeURIComponent(slug)}`;

const stylesheet = (href: string): Markup => processingInstruction('xml-stylesheet', { type: 'text/xsl', href });

function entry(name: 'url' | 'sitemap', item: SitemapUrl): Markup {
  if (item.loc.length > SITEMAP_MAX_LOC_LENGTH)
    throw new Error(`sitemap loc longer than ${SITEMAP_MAX_LOC_LENGTH}: ${item.loc.slice(0, 80)}…`);
  return element(name, [element('loc', text(item.loc)), ...(item.lastmod ? [element('lastmod', text(w3cDatetime(item.lastmod)))] : [])]);
}

/** A `<urlset>`; the protocol needs at least one URL, so callers answer 404 for an empty part instead. */
export function renderUrlset(urls: readonly SitemapUrl[]): string {
  if (urls.length === 0) throw new Error('a urlset needs at least one url');
  return xmlDocument(
    element(
      'urlset',
      urls.map((u) => entry('url', u)),
      { xmlns: SITEMAP_NAMESPACE },
    ),
    [stylesheet(URLSET_STYLESHEET_PATH)],
  );
}

export function renderSitemapIndex(sitemaps: readonly SitemapReference[]): string {
  if (sitemaps.length === 0) throw new Error('a sitemap index needs at least one sitemap');
  return xmlDocument(
    element(
      'sitemapindex',
      sitemaps.map((s) => entry('sitemap', s)),
      { xmlns: SITEMAP_NAMESPACE },
    ),
    [stylesheet(SITEMAP_INDEX_STYLESHEET_PATH)],
  );
}

/**
 * Types whose pages exist per language (a landing page is written in one; a directory facet page's path
 * is the term's alias in the language, and aliases that read back as another term have none): their
 * sitemap in a locale lists only that locale's pages. The other types list every page in every locale.
 */
export const isLocalizedSitemapType = (type: SitemapType): boolean => type === 'landing' || type === 'directory';

/** The sitemap types a site has: all of them, the blog only where the site's blog is switched on. */
export const sitemapTypesOf = (site: { readonly features: { readonly blog: boolean } }): readonly SitemapType[] =>
  SITEMAP_TYPES.filter((type) => type !== 'blog' || site.features.blog);
