import type pg from 'pg';
import type {
  SitemapPartSummary,
  SitemapRecord,
  SitemapScope,
  SitemapSource,
} from '../../../application/platform/feeds/sitemap-source.port';
import type { SitemapType } from '../../../domain/feeds/sitemap';

interface Rows {
  /** Rows of the sitemap: key (the stable order), slug, published_at, lastmod. */
  readonly sql: string;
  /** The statement's parameters $1…; callers append theirs after these. */
  readonly params: (scope: SitemapScope) => unknown[];
}

/** A job counts where the visitor listing shows it (postgres-job-repository.ts). $1 site, $2 now. */
const VISIBLE_JOB = `j.state = 'published' and (j.expires_at is null or j.expires_at > $2)`;

/**
 * The organizations directory's pages with one clean facet segment (organization-directory.ts): a term
 * of the three vocabularies that a published organization has, whose alias in the language ($1) is a
 * path segment and reads back as that term (the earlier facet, then the older term, owns a shared
 * alias); and the directory itself (key 0). Slugs are internal paths.
 */
const DIRECTORY_PAGES = `
  with t as (
    select t.id, lower(coalesce(t.aliases ->> $1::text, t.aliases ->> 'de')) as alias,
           array_position(array['industry', 'occupations', 'fieldsOfStudy'], t.vocabulary) as rank
    from terms t where t.vocabulary in ('industry', 'occupations', 'fieldsOfStudy')
  ),
  listed as (
    select o.industry_term_id as term_id, o.created_at, o.updated_at from organizations o where o.published and o.industry_term_id is not null
    union all
    select ot.term_id, o.created_at, o.updated_at from organization_terms ot join organizations o on o.id = ot.organization_id and o.published
  )
  select 0::bigint as key, '/organizations' as slug, min(o.created_at) as published_at, max(o.updated_at) as lastmod
  from organizations o where o.published
  having count(*) > 0
  union all
  select t.id, '/organizations/' || t.alias, min(l.created_at), max(l.updated_at)
  from t join listed l on l.term_id = t.id
  where t.alias ~ '^[a-z0-9][a-z0-9-]*$'
    and not exists (select 1 from t other where other.alias = t.alias and (other.rank, other.id) < (t.rank, t.id))
  group by t.id, t.alias`;

/**
 * Per type: the rows of its sitemap (slug, publication, last change) with the key that orders them.
 * Jobs follow the visitor listing's visibility rule; blog posts are those published by `now` whose
 * `sites` contain the site (`@>` so the GIN index applies); organizations those with a visible job on
 * the site (their page lists those jobs, so a new job changes the page: lastmod); landing pages the
 * published ones of the site in the scope's language. Order by id: stable while rows are added, so a
 * URL rarely moves between parts.
 */
const ROWS: Readonly<Record<SitemapType, Rows>> = {
  jobs: {
    sql: `
      select j.id as key, j.slug, coalesce(j.published_at, j.created_at) as published_at,
             greatest(j.updated_at, j.published_at) as lastmod
      from jobs j
      join job_sites js on js.job_id = j.id and js.site = $1
      where ${VISIBLE_JOB}`,
    params: (s) => [s.site, s.now],
  },
  blog: {
    sql: `
      select b.id as key, b.slug, b.published_at, b.published_at as lastmod
      from blog_posts b
      where b.sites @> array[$1]::text[] and b.published_at is not null and b.published_at <= $2`,
    params: (s) => [s.site, s.now],
  },
  organizations: {
    sql: `
      select o.id as key, o.slug, o.created_at as published_at, greatest(o.updated_at, v.newest) as lastmod
      from organizations o
      join (select j.organization_id, max(j.published_at) as newest
            from jobs j join job_sites js on js.job_id = j.id and js.site = $1
            where ${VISIBLE_JOB}
            group by j.organization_id) v on v.organization_id = o.id`,
    params: (s) => [s.site, s.now],
  },
  landing: {
    sql: `
      select l.id as key, l.path as slug, l.created_at as published_at, l.updated_at as lastmod
      from landing_pages l
      where l.site = $1 and l.language = $2 and l.published`,
    params: (s) => [s.site, s.locale],
  },
  directory: { sql: DIRECTORY_PAGES, params: (s) => [s.locale] },
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
    const { sql, params } = ROWS[type];
    const own = params(scope);
    const { rows } = await this.pool.query<SummaryRow>(
      `select part, max(lastmod) as lastmod
       from (select ((row_number() over (order by r.key) - 1) / $${own.length + 1} + 1)::int as part, r.lastmod from (${sql}) r) parts
       group by part order by part`,
      [...own, maxUrls],
    );
    return rows.map((r) => ({ part: r.part, lastmod: r.lastmod?.toISOString() ?? null }));
  }

  async entries(type: SitemapType, scope: SitemapScope, offset: number, limit: number): Promise<readonly SitemapRecord[]> {
    const { sql, params } = ROWS[type];
    const own = params(scope);
    const { rows } = await this.pool.query<EntryRow>(
      `select r.slug, r.published_at, r.lastmod from (${sql}) r order by r.key offset $${own.length + 1} limit $${own.length + 2}`,
      [...own, Math.max(0, offset), Math.max(0, limit)],
    );
    return rows.map((r) => ({ slug: r.slug, publishedAt: r.published_at.toISOString(), lastmod: r.lastmod.toISOString() }));
  }
}
