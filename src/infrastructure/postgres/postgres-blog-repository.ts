import type pg from 'pg';
import type {
  BlogPostPage,
  BlogPostRepository,
  PublishedBlogPostsQuery,
} from '../../application/platform/content/blog-post-repository.port';
import type { BlogPost } from '../../domain/content/blog-post';

interface BlogRow {
  id: string;
  slug: string;
  title: string;
  teaser: string;
  body_html: string;
  tags: string[];
  published_at: Date;
  sites: string[];
}

const COLUMNS = 'b.id, b.slug, b.title, b.teaser, b.body_html, b.tags, b.published_at, b.sites';

// $1 site, $2 now, $3 tag (lower case) or null. Drafts have no published_at and never match.
const PUBLISHED = `
  from blog_posts b
  where b.sites @> array[$1::text]
    and b.published_at <= $2
    and ($3::text is null or exists (select 1 from unnest(b.tags) t where lower(t) = $3))`;

/** Blog posts in PostgreSQL (`blog_posts`); the GIN index on `sites` serves the site filter. */
export class PostgresBlogRepository implements BlogPostRepository {
  constructor(private readonly pool: pg.Pool) {}

  async listPublished(query: PublishedBlogPostsQuery): Promise<BlogPostPage> {
    const filter = [query.site, query.now, query.tag?.toLowerCase() ?? null];
    const [count, page] = await Promise.all([
      this.pool.query<{ total: string }>(`select count(*) as total ${PUBLISHED}`, filter),
      this.pool.query<BlogRow>(`select ${COLUMNS} ${PUBLISHED} order by b.published_at desc, b.id desc offset $4 limit $5`, [
        ...filter,
        Math.max(0, query.range.first),
        Math.max(0, query.range.last),
      ]),
    ]);
    return { items: page.rows.map(toBlogPost), total: Number(count.rows[0]?.total ?? 0) };
  }

  async findBySlug(slug: string): Promise<BlogPost | null> {
    const { rows } = await this.pool.query<BlogRow>(
      `select ${COLUMNS} from blog_posts b where b.slug = $1 and b.published_at is not null`,
      [slug],
    );
    return rows[0] ? toBlogPost(rows[0]) : null;
  }
}

function toBlogPost(row: BlogRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    bodyHtml: row.body_html,
    tags: row.tags,
    publishedAt: row.published_at.toISOString(),
    sites: row.sites,
  };
}
