import type pg from 'pg';
import type { SitemapPartSummary, SitemapRecord, SitemapScope, SitemapSource } from '../../../application/platform/feeds/sitemap-source.port';
import type { SitemapType } from '../../../domain/feeds/sitemap';

/**
 * Per type: the rows of its sitemap (slug, publication, last change) with the key that orders them.
 * Jobs follow the visitor listing's visibility rule; blog posts are those published by `now` whose
 * `sites` contain the site (`@>` so the GIN index applies). Order by id: stable while jobs are added,
 * so a URL rarely moves between parts.
 */
const ROWS: Readonly<Record<SitemapType, string>> = {
  jobs: `
    select j.id as key, j.slug, coalesce(j.published_at, j.created_at) as published_at,
           greatest(j.updated_at, j.published_at) as lastmod
    from jobs j
    join job_sites js on js.job_id = j.id and js.site = $1
    where j.state = 'published' and (j.expires_at is null or j.expires_at > $2)`,
  blog: `
    select b.id as key, b.slug, b.published_at, b.published_at as lastmod
    from blog_posts b
    where b.sites @> array[$1]::text[] and b.published_at is not null and b.published_at <= $2`,
};

interface SummaryRow {
  part: number;
  lastmod: Date | null;
}

interface EntryRow {
  slug: string;
  published_at: Date;
  lastmod: Date;
}

/** Bounded statements only: one aggregate for the index, one `limit` query (only the needed columns) per part. */
export class PostgresSitemapSource implements SitemapSource {
  constructor(private readonly pool: pg.Pool) {}

  async summarize(type: SitemapType, scope: SitemapScope, maxUrls: number): Promise<readonly SitemapPartSummary[]> {
    const { rows } = await this.pool.query<SummaryRow>(
      `select part, max(lastmod) as lastmod
       from (select ((row_number() over (order by r.key) - 1) / $3 + 1)::int as part, r.lastmod from (${ROWS[type]}) r) parts
       group by part order by part`,
      [scope.site, scope.now, maxUrls],
    );
    return rows.map((r) => ({ part: r.part, lastmod: r.lastmod?.toISOString() ?? null }));
  }

  async entries(type: SitemapType, scope: SitemapScope, offset: number, limit: number): Promise<readonly SitemapRecord[]> {
    const { rows } = await this.pool.query<EntryRow>(
      `select r.slug, r.published_at, r.lastmod from (${ROWS[type]}) r order by r.key offset $3 limit $4`,
      [scope.site, scope.now, Math.max(0, offset), Math.max(0, limit)],
    );
    return rows.map((r) => ({ slug: r.slug, publishedAt: r.published_at.toISOString(), lastmod: r.lastmod.toISOString() }));
  }
}
