import type pg from 'pg';
import type {
  BlogAdminRepository,
  BlogAuditOf,
  BlogDecision,
  BlogWrite,
  StaffBlogListQuery,
  StaffBlogPage,
  StaffBlogPost,
} from '../../../application/platform/content-admin/blog-admin-repository.port';
import type { BlogPostValues } from '../../../domain/content/blog-post-draft';
import type { Queryable } from '../accounts/queryable';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';
import { isEntityId } from '../../../domain/shared/entity-id';

interface Row {
  id: string;
  slug: string;
  title: string;
  teaser: string;
  body_html: string;
  tags: string[];
  sites: string[];
  published_at: Date | null;
}

const COLUMNS = 'b.id::text, b.slug, b.title, b.teaser, b.body_html, b.tags, b.sites, b.published_at';

const toPost = (row: Row): StaffBlogPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  teaser: row.teaser,
  bodyHtml: row.body_html,
  tags: row.tags,
  sites: row.sites,
  publishedAt: row.published_at,
});

const slugTaken = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'blog_posts_slug_key';
/** A title part as a LIKE pattern that matches it literally. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// $1 sites (null: every post), $2 title pattern or null, $3 state or null, $4 now.
const LISTED = `
  from blog_posts b
  where ($1::text[] is null or b.sites && $1)
    and ($2::text is null or lower(b.title) like $2)
    and ($3::text is null
         or ($3 = 'draft' and b.published_at is null)
         or ($3 = 'scheduled' and b.published_at > $4)
         or ($3 = 'published' and b.published_at <= $4))`;

async function record(db: Queryable, entries: ReturnType<BlogAuditOf>): Promise<void> {
  const log = new PostgresStaffActionLog(db);
  for (const entry of entries) await log.record(entry);
}

const valuesOf = (v: BlogPostValues): unknown[] => [v.slug, v.title, v.teaser, v.bodyHtml, [...v.tags], [...v.sites], v.publishedAt];

/** The blog as staff write it, in `blog_posts`; each write and its staff action log entries in one transaction. */
export class PostgresBlogAdminRepository implements BlogAdminRepository {
  constructor(private readonly pool: pg.Pool) {}

  async list(query: StaffBlogListQuery): Promise<StaffBlogPage> {
    const filter = [
      query.sites === 'all' ? null : [...query.sites],
      query.title === null ? null : containing(query.title),
      query.state,
      query.now,
    ];
    const [count, page] = await Promise.all([
      this.pool.query<{ total: string }>(`select count(*) as total ${LISTED}`, filter),
      // Drafts (no date yet) first, newest created first; then by date, the furthest scheduled first.
      this.pool.query<Row>(`select ${COLUMNS} ${LISTED} order by b.published_at desc nulls first, b.id desc offset $5 limit $6`, [
        ...filter,
        Math.max(0, query.range.first),
        Math.max(0, query.range.last),
      ]),
    ]);
    return { items: page.rows.map(toPost), total: Number(count.rows[0]?.total ?? 0) };
  }

  async find(id: string): Promise<StaffBlogPost | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<Row>(`select ${COLUMNS} from blog_posts b where b.id = $1`, [id]);
    return rows[0] ? toPost(rows[0]) : null;
  }

  async create(values: BlogPostValues, audit: BlogAuditOf): Promise<BlogWrite<never>> {
    try {
      return await inTransaction(this.pool, async (db) => {
        const { rows } = await db.query<Row>(
          `insert into blog_posts as b (slug, title, teaser, body_html, tags, sites, published_at)
           values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
          valuesOf(values),
        );
        const post = toPost(rows[0]!);
        await record(db, audit(null, post));
        return { ok: true as const, post };
      });
    } catch (error) {
      if (slugTaken(error)) return { ok: false, code: 'SLUG_TAKEN' };
      throw error;
    }
  }

  async update<R extends string>(
    id: string,
    decide: (current: StaffBlogPost) => BlogDecision<R>,
    audit: BlogAuditOf,
  ): Promise<BlogWrite<R>> {
    if (!isEntityId(id)) return { ok: false, code: 'NOT_FOUND' };
    try {
      return await inTransaction(this.pool, async (db): Promise<BlogWrite<R>> => {
        const { rows } = await db.query<Row>(`select ${COLUMNS} from blog_posts b where b.id = $1 for update`, [id]);
        if (!rows[0]) return { ok: false, code: 'NOT_FOUND' };
        const before = toPost(rows[0]);
        const decision = decide(before);
        if (!decision.ok) return decision;
        const updated = await db.query<Row>(
          `update blog_posts as b set slug = $2, title = $3, teaser = $4, body_html = $5, tags = $6, sites = $7, published_at = $8
           where b.id = $1 returning ${COLUMNS}`,
          [id, ...valuesOf(decision.values)],
        );
        const post = toPost(updated.rows[0]!);
        await record(db, audit(before, post));
        return { ok: true, post };
      });
    } catch (error) {
      if (slugTaken(error)) return { ok: false, code: 'SLUG_TAKEN' };
      throw error;
    }
  }

  async remove<R extends string>(
    id: string,
    decide: (current: StaffBlogPost) => R | null,
    audit: BlogAuditOf,
  ): Promise<R | 'NOT_FOUND' | null> {
    if (!isEntityId(id)) return 'NOT_FOUND';
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<Row>(`select ${COLUMNS} from blog_posts b where b.id = $1 for update`, [id]);
      if (!rows[0]) return 'NOT_FOUND';
      const before = toPost(rows[0]);
      const refusal = decide(before);
      if (refusal !== null) return refusal;
      await db.query('delete from blog_posts where id = $1', [id]);
      await record(db, audit(before, null));
      return null;
    });
  }
}
