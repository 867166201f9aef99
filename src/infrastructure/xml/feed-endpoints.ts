import type { Logger } from 'pino';
import type { GetJobFeed } from '../../application/platform/feeds/get-job-feed.use-case';
import type { GetSitemap } from '../../application/platform/feeds/get-sitemap.use-case';
import type { GetSitemapIndex } from '../../application/platform/feeds/get-sitemap-index.use-case';
import { renderJobFeed } from '../../domain/feeds/job-feed';
import { parseSitemapPage, renderSitemapIndex, renderUrlset } from '../../domain/feeds/sitemap';
import { ANONYMOUS } from '../../domain/identity/actor';
import { stripLocalePrefix } from '../../domain/routing/locale-prefix';
import type { Locale } from '../../domain/shared/locale';
import type { RequestContext } from '../../domain/shared/request-context';
import { supportsLocale, type SiteConfig } from '../../domain/site/site-config';
import { requestIdFor } from '../http/request-id';
import { SITEMAP_INDEX_XSL, URLSET_XSL } from './sitemap-stylesheets';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' } as const;

const plain = (status: number, body: string, extra: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra } });

const notFound = () => plain(404, 'Not found');

/** `/xml/jobs` → null, `/xml/jobs/{raw}` → raw (still percent-encoded), anything else → undefined. */
const FEED_PATH = /^\/xml\/jobs(?:\/([^/]*))?\/?$/;
const SITEMAP_PATH = /^\/([^/]+)\/sitemap\.xml$/;

export interface FeedUseCases {
  readonly getJobFeed: GetJobFeed;
  readonly getSitemapIndex: GetSitemapIndex;
  readonly getSitemap: GetSitemap;
}

/**
 * The driving side of the feeds: HTTP request in, XML response out. Each method parses what the URL
 * says (from `request.url` itself, so the raw percent-encoding and the locale prefix the router strips
 * are both visible), runs one platform use case, serializes with the domain's writers, and turns
 * expected failures into 400/404. The server routes in src/ui/routes only call these.
 */
export class FeedEndpoints {
  constructor(
    private readonly site: SiteConfig,
    private readonly useCases: FeedUseCases,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  /** `GET /xml/jobs` and `/xml/jobs/{search}`. */
  jobFeed(request: Request): Promise<Response> {
    return this.guard(request, async (ctx, path) => {
      const match = FEED_PATH.exec(path);
      if (!match) return notFound();
      const raw = match[1];
      const result = await this.useCases.getJobFeed.execute({ search: raw ? raw : null }, ctx);
      if (!result.ok) return result.code === 'UNKNOWN_SITE' ? notFound() : plain(400, result.message ?? 'Invalid search');
      return new Response(renderJobFeed(result.value), { headers: { ...XML_HEADERS, 'X-Robots-Tag': 'noindex' } });
    });
  }

  /** `GET /sitemap.xml`. */
  sitemapIndex(request: Request): Promise<Response> {
    return this.guard(request, async (ctx) => {
      const result = await this.useCases.getSitemapIndex.execute(ctx);
      if (!result.ok) return notFound();
      return new Response(renderSitemapIndex(result.value), { headers: XML_HEADERS });
    });
  }

  /** `GET /{type}/sitemap.xml` and `/{lang}/{type}/sitemap.xml`, `?page=n` for the parts after the first. */
  sitemap(request: Request): Promise<Response> {
    return this.guard(request, async (ctx, path, url) => {
      const match = SITEMAP_PATH.exec(path);
      const page = parseSitemapPage(url.searchParams.get('page'));
      if (!match || !page.ok) return notFound();
      const result = await this.useCases.getSitemap.execute({ type: match[1]!, page: page.value }, ctx);
      if (!result.ok) return notFound();
      return new Response(renderUrlset(result.value), { headers: XML_HEADERS });
    });
  }

  /** `GET /sitemap.xsl` and `/sitemap-index.xsl`. */
  stylesheet(kind: 'urlset' | 'index'): Response {
    return new Response(kind === 'urlset' ? URLSET_XSL : SITEMAP_INDEX_XSL, {
      headers: { 'Content-Type': 'text/xsl; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
    });
  }

  /**
   * The locale comes from the URL's prefix (default locale without one); a prefix naming a locale the
   * site does not speak is a 404. A failing database answers 503 (crawlers retry), never a stack trace.
   */
  private async guard(request: Request, handle: (ctx: RequestContext, path: string, url: URL) => Promise<Response>): Promise<Response> {
    const url = new URL(request.url);
    const { locale: prefixLocale, path } = stripLocalePrefix(url.pathname);
    if (prefixLocale && !supportsLocale(this.site, prefixLocale)) return notFound();
    const locale: Locale = prefixLocale ?? this.site.defaultLocale;
    const ctx: RequestContext = { site: this.site.key, locale, actor: ANONYMOUS, requestId: requestIdFor(request) };
    try {
      return await handle(ctx, path, url);
    } catch (error) {
      this.logger.error({ err: error, requestId: ctx.requestId, path: url.pathname }, 'feed request failed');
      return plain(503, 'Service unavailable', { 'Retry-After': '60' });
    }
  }
}
